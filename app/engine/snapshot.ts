// A frozen, plain-data picture of a world at one moment: what every pane shows. Every row in it was read by
// SQL through the connection the pane names; nothing here filters rows in JavaScript.
import { computeBlockers, type ActionBlockers } from './blockers';
import type { Connection } from './connection';
import type { Message } from './network';
import { defaultPick, nextTimer } from './scheduler';
import { ORDER_DB_ALIAS, ORDER_TABLES, WAREHOUSE_DB_ALIAS, WAREHOUSE_TABLES } from './schema';
import { PROCESSES, type ArmedFault, type DbId, type DesignId, type MessageKind, type ProcessId, type Row, type TimelineEntry } from './types';
import { computeVerdict, type Verdict } from './verdict';
import type { World } from './world';

export interface TableRead {
  /** Null when the connection is gone (its process crashed). */
  rows: Row[] | null;
  columns: string[];
}

export interface TablePane {
  table: string;
  owner: TableRead;
  independent: TableRead;
}

export interface ProcessView {
  id: ProcessId;
  inDesign: boolean;
  status: 'up' | 'crashed';
  /** 0-based index of the next line. */
  pc: number;
  inTx: boolean;
  lines: string[];
  errorLine: number | null;
}

export interface LabSnapshot {
  design: DesignId;
  now: number;
  processes: Record<ProcessId, ProcessView>;
  defaultPick: ProcessId | null;
  inFlight: Message[];
  armedDrops: Record<MessageKind, number>;
  armedFaults: ArmedFault[];
  timeline: TimelineEntry[];
  tables: Record<DbId, TablePane[]>;
  quiescent: boolean;
  runEnded: boolean;
  nextTimer: number | null;
  verdict: Verdict | null;
  /** For each kind of action, why it cannot happen now (null = it can). */
  blockers: ActionBlockers;
}

const OWNER: Record<DbId, ProcessId> = { order: 'order', warehouse: 'warehouse' };
const ALIAS: Record<DbId, string> = { order: ORDER_DB_ALIAS, warehouse: WAREHOUSE_DB_ALIAS };
const TABLES: Record<DbId, readonly string[]> = { order: ORDER_TABLES, warehouse: WAREHOUSE_TABLES };

function read(conn: Connection | null, table: string): TableRead {
  if (!conn?.isOpen) return { rows: null, columns: [] };
  const columns = conn.query(`SELECT name FROM pragma_table_info(?)`, [table]).map((r) => String(r.name));
  return { rows: conn.query(`SELECT * FROM "${table}" ORDER BY rowid`), columns };
}

function tablePanes(world: World, db: DbId): TablePane[] {
  const present = new Set(
    world.independent[db].query(`SELECT name FROM ${ALIAS[db]}.sqlite_master WHERE type = 'table'`).map((r) => String(r.name)),
  );
  const owner = world.procs[OWNER[db]];
  return TABLES[db]
    .filter((t) => present.has(t))
    .map((table) => ({ table, owner: read(owner.conn, table), independent: read(world.independent[db], table) }));
}

export function takeSnapshot(world: World): LabSnapshot {
  const blockers = computeBlockers(world);
  // The run is at rest exactly when "Run to end" has nothing left to do.
  const quiescent = blockers.run !== null;
  const ended = blockers.run === 'runEnded';
  const processes = Object.fromEntries(
    PROCESSES.map((id) => {
      const p = world.procs[id];
      const program = world.programs[id];
      return [id, { id, inDesign: world.inDesign(id), status: p.status, pc: p.pc, inTx: p.inTx, lines: program.lines.map((l) => l.code), errorLine: program.errorLine }];
    }),
  ) as Record<ProcessId, ProcessView>;
  return {
    design: world.design,
    now: world.now,
    processes,
    defaultPick: defaultPick(world),
    inFlight: world.network.inFlight.map((m) => ({ ...m })),
    armedDrops: { ...world.network.armed },
    armedFaults: world.armedFaults.map((f) => ({ ...f })),
    timeline: [...world.timeline],
    tables: { order: tablePanes(world, 'order'), warehouse: tablePanes(world, 'warehouse') },
    quiescent,
    runEnded: ended,
    nextTimer: nextTimer(world),
    verdict: ended ? computeVerdict(world) : null,
    blockers,
  };
}

