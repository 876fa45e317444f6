// @ui-public: the plain-data picture of a world that the panes draw
// A frozen, plain-data picture of a world at one moment: what every pane shows. Every row in it was read by
// SQL through the connection the pane names; nothing here filters rows in JavaScript.
import type { ActionBlockers } from './actions/action-spec';
import { computeBlockers } from './actions/blockers';
import { stepBlocker } from './runtime/scheduler';
import type { Connection } from './runtime/connection';
import type { Message } from './runtime/network';
import { readOps, type OpsFigures } from './runtime/ops-figures';
import { activeOutage, type Outage } from './runtime/outage-window';
import { paneTables, type Table } from './designs/table';
import { markOwnerRows, type RowMark } from './runtime/uncommitted';
import {
  DB_OWNER,
  PROCESSES,
  roleOf,
  type ArmedFault,
  type DbId,
  type DesignId,
  type DesignOptions,
  type MessageKind,
  type ProcessId,
  type Row,
  type TimelineEntry,
} from './types';
import { computeVerdict, type Verdict } from './verdict/verdict';
import type { VanishedRow, World } from './runtime/world';
import { WorldFacts } from './runtime/world-facts';

export type { ActionBlockers } from './actions/action-spec';
export type { Blocker } from './runtime/world-facts';
export type { RowMark } from './runtime/uncommitted';
export type { OpsFigures, RelayBehindTheBeat } from './runtime/ops-figures';
// The UI reads the engine through this file: what the lab knows of the relay against what an operator reads.
export { relayBehindTheBeat } from './runtime/ops-figures';
export type { Outage, OutageMode } from './runtime/outage-window';
export type { Cause, CauseFinding, CauseKind, CauseLink, FaultId, Verdict } from './verdict/verdict';

export interface TableRead {
  /** Null when the connection is gone (its process crashed). At most PANE_ROW_LIMIT, the newest. */
  rows: Row[] | null;
  columns: string[];
  /** How many rows the connection reads in all (rows may show only the newest of them). */
  total: number;
}

/**
 * A pane shows the newest rows, where a run's changes are, and says how many there are in all; a thousand-row outbox
 * would drown a step. Twenty is more than a pane shows on a laptop's screen before the page scrolls, and more than any
 * lesson's table holds; at a thousand orders every row drawn is paid for at every Step.
 */
export const PANE_ROW_LIMIT = 20;

export interface TablePane {
  table: string;
  /** Its key column (the design's table says which). */
  key: string;
  /** The columns shown until "All columns" is ticked, or null for all (the design's table says which). */
  shows: readonly string[] | null;
  /** Whose connection `owner` is read on: the owning role's instance in a transaction, else its first. */
  ownerProcess: ProcessId;
  owner: TableRead;
  independent: TableRead;
  /** Per owner row: whether others cannot read it yet (compared by key with the independent read). */
  marks: RowMark[];
}

export interface ProcessView {
  id: ProcessId;
  inDesign: boolean;
  status: 'up' | 'crashed';
  /** 0-based index of the next line. */
  pc: number;
  inTx: boolean;
  /** While a transaction is open: the 0-based line that began it (the program pane shades BEGIN…next line). */
  txFrom: number | null;
  /** Why the process cannot step now because it waits, so a disabled Step can name the way on. */
  waitingFor:
    | { what: 'request' | 'message' }
    | { what: 'reply'; from: ProcessId; deadline: number }
    | { what: 'lock'; holder: ProcessId }
    | null;
  lines: string[];
  errorLine: number | null;
}

export interface LabSnapshot {
  design: DesignId;
  /**
   * How many actions of the log this picture is after; timeline entries of the latest have `action === actionCount -
   * 1`.
   */
  actionCount: number;
  /** Rows the latest action's crash or rollback took away (read by SQL on their own connection just before). */
  vanished: Omit<VanishedRow, 'action' | 'move'>[];
  /** The client's requests waiting for the order service to take them. */
  queued: { no: number; orderId: string; quantity: number }[];
  options: DesignOptions;
  now: number;
  processes: Record<ProcessId, ProcessView>;
  defaultPick: ProcessId | null;
  inFlight: Message[];
  armedDrops: Record<MessageKind, number>;
  armedFaults: ArmedFault[];
  /** The warehouse outage in force now, or null. */
  outage: Outage | null;
  /** What an operator reads on the order database's independent connection; null without an outbox. */
  ops: OpsFigures | null;
  timeline: TimelineEntry[];
  tables: Record<DbId, TablePane[]>;
  quiescent: boolean;
  runEnded: boolean;
  nextTimer: number | null;
  verdict: Verdict | null;
  /** For each kind of action, why it cannot happen now (null = it can). */
  blockers: ActionBlockers;
}

/** A pane's two reads of `table`: its newest rows, and how many there are when they do not all fit. */
export const paneSql = (table: string) =>
  [`SELECT * FROM "${table}" ORDER BY rowid DESC LIMIT ?`, `SELECT count(*) AS n FROM "${table}"`] as const;

function read(conn: Connection | null, table: string, columns: string[]): TableRead {
  if (!conn?.isOpen) return { rows: null, columns, total: 0 };
  const [newestSql, countSql] = paneSql(table);
  const newest = conn.query(newestSql, [PANE_ROW_LIMIT]);
  const total = newest.length < PANE_ROW_LIMIT ? newest.length : Number(conn.query(countSql)[0].n);
  return { rows: newest.reverse(), columns, total };
}

/**
 * The design's tables of `db` that panes show and the file has (sqlite_master says), in pane order, with their
 * columns.
 */
function shownTables(world: World, db: DbId): [Table, string[]][] {
  const present = new Map(world.files.tables(db));
  return paneTables(world.design.tables, db)
    .filter((t) => present.has(t.name))
    .map((t) => [t, present.get(t.name)!]);
}

interface PaneRead {
  key: string;
  panes: TablePane[];
}

/**
 * The panes each world read last, per file, and under what. Most steps leave a file alone (a send, a wait, a
 * step of the other side), and reading the newest rows of every table twice costs more than the rest of a snapshot:
 * while nothing has changed what either connection reads, the same SQL returns the same rows. What the lab's own
 * processes do is counted by the world (`World.writes`: writes in and out of transactions, commits, rollbacks,
 * crashes, restores); a commit by any other connection on the file — one outside the lab included — SQLite itself
 * reports, as a new `data_version` on every connection but the one that committed. Asking one of the two connections
 * is enough: the independent one never writes, so any commit that is not the lab's shows on it (asking costs a read
 * lock and the file's first page, each Step).
 */
const lastRead = new WeakMap<World, Partial<Record<DbId, PaneRead>>>();

/** Which connection `conn` is, or '-' when it is gone. */
const connectionOf = (conn: Connection | null): string => (conn?.isOpen ? String(conn.id) : '-');

/**
 * The `data_version` of `db`'s file on the independent connection (on `owner`'s while the independent one is gone),
 * which SQLite changes when another connection commits.
 */
function dataVersion(world: World, db: DbId, owner: Connection | null): string {
  const conn = world.files.independent[db]?.isOpen ? world.files.independent[db] : owner;
  if (!conn?.isOpen) return '-';
  return String(conn.query(`PRAGMA ${world.files.files[db].alias}.data_version`)[0].data_version);
}

/**
 * Whose connection a file's left-hand panes read: of the owning role's instances (two order services), the one with
 * a transaction open — its uncommitted rows are what the panes are there to show — or else the first.
 */
export function paneOwner(world: World, db: DbId): ProcessId {
  const role = roleOf(DB_OWNER[db]);
  return world.processIds.find((id) => roleOf(id) === role && world.procs[id].inTx) ?? DB_OWNER[db];
}

function tablePanes(world: World, db: DbId): TablePane[] {
  const owner = paneOwner(world, db);
  const ownerConn = world.procs[owner].conn;
  const key = [
    world.writes[db],
    owner,
    connectionOf(ownerConn),
    connectionOf(world.files.independent[db]),
    dataVersion(world, db, ownerConn),
  ].join('|');
  let reads = lastRead.get(world);
  if (!reads) lastRead.set(world, (reads = {}));
  if (reads[db]?.key === key) return reads[db].panes;
  const panes = readTablePanes(world, db);
  reads[db] = { key, panes };
  return panes;
}

/** Every pane of `db`'s file, read now by SQL on the owner's connection and the independent one. */
export function readTablePanes(world: World, db: DbId): TablePane[] {
  const ownerProcess = paneOwner(world, db);
  const owner = world.procs[ownerProcess].conn;
  return shownTables(world, db).map(([{ name: table, key, shows }, columns]) => {
    const pane = {
      table,
      key,
      shows,
      ownerProcess,
      owner: read(owner, table, columns),
      independent: read(world.files.independent[db], table, columns),
    };
    return { ...pane, marks: markOwnerRows(pane) };
  });
}

/** Rows taken away by the latest step: the latest action, and when it was a run, that run's last move. */
function vanishedNow(world: World): LabSnapshot['vanished'] {
  const last = world.timeline.at(-1);
  const latest = world.cursor.action - 1;
  if (!last || last.action !== latest) return NOTHING_VANISHED;
  const now = world.vanished.filter((v) => v.action === latest && v.move === last.move);
  if (now.length === 0) return NOTHING_VANISHED;
  return now.map((v) => ({
    db: v.db,
    table: v.table,
    key: v.key,
    row: v.row,
    kind: v.kind,
    why: v.why,
    process: v.process,
  }));
}

/** One empty list for every step that took nothing away, so a pane that only shows ghosts is not drawn again. */
const NOTHING_VANISHED: LabSnapshot['vanished'] = Object.freeze([]) as unknown as LabSnapshot['vanished'];

function waitingFor(world: World, id: ProcessId): ProcessView['waitingFor'] {
  if (stepBlocker(world, id) !== 'waiting') return null;
  const p = world.procs[id];
  const holder = world.programs[id].lines[p.pc].writer ? world.writeLockHolder(p) : undefined;
  if (holder) return { what: 'lock', holder };
  if (p.awaiting) return { what: 'reply', from: p.awaiting.from, deadline: p.awaiting.deadline };
  return { what: roleOf(id) === 'order' ? 'request' : 'message' };
}

const absentView = (id: ProcessId): ProcessView => ({
  id,
  inDesign: false,
  status: 'up',
  pc: 0,
  inTx: false,
  txFrom: null,
  waitingFor: null,
  lines: [],
  errorLine: null,
});

/** `verdict`: the one already computed from this world at its end (a saved replay's), if any. */
export function takeSnapshot(world: World, verdict?: Verdict): LabSnapshot {
  const facts = new WorldFacts(world);
  const outageNow = activeOutage(world);
  const blockers = computeBlockers(world, facts);
  const processes = Object.fromEntries(
    PROCESSES.map((id) => {
      const p = world.procs[id];
      // A further instance the design does not run: absent, as the page and the machine read it.
      if (!p) return [id, absentView(id)];
      const program = world.programs[id];
      const view: ProcessView = {
        id,
        inDesign: world.inDesign(id),
        status: p.status,
        pc: p.pc,
        inTx: p.inTx,
        txFrom: p.inTx ? (p.txLine ?? null) : null,
        waitingFor: waitingFor(world, id),
        lines: program.lines.map((l) => l.code),
        errorLine: program.errorLine,
      };
      return [id, view];
    }),
  ) as Record<ProcessId, ProcessView>;
  return {
    design: world.design.id,
    actionCount: world.cursor.action,
    queued: world.requests.map((r) => ({ ...r })),
    vanished: vanishedNow(world),
    options: world.options,
    now: world.now,
    processes,
    defaultPick: facts.pick,
    inFlight: world.network.inFlight.map((m) => ({ ...m })),
    armedDrops: { ...world.network.armed },
    armedFaults: world.armedFaults.map((f) => ({ ...f })),
    outage: outageNow && { ...outageNow },
    ops: readOps(world),
    timeline: [...world.timeline],
    tables: { order: tablePanes(world, 'order'), warehouse: tablePanes(world, 'warehouse') },
    quiescent: facts.quiescent,
    runEnded: facts.ended,
    nextTimer: facts.timer,
    verdict: facts.ended ? (verdict ?? computeVerdict(world)) : null,
    blockers,
  };
}
