// One simulated world: a design running on two database files, three processes with their own
// connections, a network and a virtual clock. This class holds the state and is the API program lines call;
// the files live in world-files.ts, faults in faults.ts, a step in step.ts, and which actions are allowed
// in actions/.
import type { BindParams, SqlJsStatic } from 'sql.js';
import type { ConnectionPool } from './connection-pool';
import type { Design, Reader } from '../designs/design';
import { schemaOf } from './schema';
import { Network, type Message, type SendResult } from './network';
import { outageFor, type Outage } from './outage-window';
import { readRowImage, rowImageSql } from './pre-image';
import type { ClientRequest, ProcessState } from './process-state';
import type { LineApi, Program } from '../programs/program';
import {
  DEFAULT_OPTIONS,
  dbOf,
  processIdsOf,
  roleOf,
  type ArmedFault,
  type DbId,
  type DesignOptions,
  type Lane,
  type LogArgs,
  type TimelineMark,
  type Params,
  type ProcessId,
  type Row,
  type SupervisorMove,
  type TimelineEntry,
} from '../types';
import type { RespondKind, TimelineKind, TimelineParams } from '../timeline-kinds';
import { WorldFiles, type DbFiles } from './world-files';

export interface VanishedRow {
  /** The action (index in the log) that took it away, and inside a run its move. */
  action: number;
  move?: number;
  /** The row's primary key, as the schema names it. */
  key: string;
  db: DbId;
  table: string;
  /** The row as its own transaction last read it. */
  row: Row;
  /** An inserted row vanished, or a change to a committed row was undone. */
  kind: 'insert' | 'change';
  why: 'crash' | 'rollback';
  process: ProcessId;
}

export class World implements LineApi {
  now = 0;
  /** Append-only while a world lives; a restore gives it a new list, so a checkpoint's shared list never shrinks. */
  timeline: TimelineEntry[] = [];
  readonly network = new Network();
  readonly requests: ClientRequest[] = [];
  readonly armedFaults: ArmedFault[] = [];
  /** The warehouse outage switched on last (over once `now` passes its end): see outage.ts. */
  outage: Outage | null = null;
  /** The processes the design runs, role by role (Design.processes): `order`, `relay`, `relay2`, `warehouse`. */
  readonly processIds: readonly ProcessId[];
  readonly programs: Record<ProcessId, Program>;
  readonly procs: Record<ProcessId, ProcessState>;
  readonly files: WorldFiles;
  /**
   * Counts, per file, everything that may change it — a write outside a transaction, a commit, a rollback, a crash,
   * a restore — so checks skip files that cannot have changed. A write inside a transaction stays in its
   * connection's page cache until COMMIT, and while it holds its lock no other connection could read the file anyway.
   * A process writes only its own database's file (its connection has no other attached).
   */
  readonly changes: Record<DbId, number> = { order: 0, warehouse: 0 };
  /**
   * Counts, per file, everything `changes` counts and also every write inside a transaction: anything that may
   * change what some connection reads of that file (its own uncommitted rows included), so the panes read again.
   */
  readonly writes: Record<DbId, number> = { order: 0, warehouse: 0 };
  /** Which action of the log (and which move of a run) is being applied: stamped on every timeline entry. */
  cursor: { action: number; move?: number } = { action: 0 };
  /** Rows a rollback or a crash took away, for the action that did it: the panes show them as ghosts for one step. */
  vanished: VanishedRow[] = [];
  /** The moves the latest "Run to end" made, in order. */
  lastRun: SupervisorMove[] = [];
  /** Heard after every move of a run, the world between two moves: the lab takes checkpoints there. */
  afterMove?: () => void;
  /** How many requests and events have been numbered: kept and restored with the rest (world-memory.ts). */
  requestNo = 0;
  eventNo = 0;

  constructor(
    sql: SqlJsStatic,
    readonly design: Design,
    paths: DbFiles,
    pool?: ConnectionPool,
    readonly options: DesignOptions = DEFAULT_OPTIONS,
  ) {
    this.files = new WorldFiles(sql, schemaOf(design.tables), paths, pool);
    this.processIds = processIdsOf(design.processes);
    const programs = design.programs(options);
    this.programs = Object.fromEntries(this.processIds.map((id) => [id, programs[roleOf(id)]])) as Record<
      ProcessId,
      Program
    >;
    const proc = (id: ProcessId): ProcessState => ({
      id,
      status: 'up',
      pc: 0,
      inTx: false,
      txWrites: new Map(),
      conn: this.files.connectProcess(id),
    });
    this.procs = Object.fromEntries(this.processIds.map((id) => [id, proc(id)])) as Record<ProcessId, ProcessState>;
    for (const id of this.processIds) this.idle(id);
  }

  /** The key column of one of the design's tables: how its rows are named across connections. */
  keyOf(table: string): string {
    const found = this.design.tables.find((t) => t.name === table);
    if (!found) throw new Error(`${this.design.id} has no table ${table}`);
    return found.key;
  }

  /** A process waiting at its first line lets its loop go round (programs/program.ts, `idle`). */
  idle(id: ProcessId): void {
    const p = this.procs[id];
    const idle = this.programs[id].idle;
    if (idle && p.status === 'up' && p.pc === 0 && !p.inTx) idle.run(p, this);
  }

  /** Ends whatever transaction is open, as a restore must before it rewrites the files. */
  abandonTransactions(): void {
    for (const p of Object.values(this.procs)) {
      if (p.inTx && p.conn?.isOpen) p.conn.run('ROLLBACK');
      p.inTx = false;
    }
  }

  /** `db`'s file may have changed: the next check looks at it again. */
  changed(db: DbId): void {
    this.changes[db] += 1;
    this.writes[db] += 1;
  }

  /**
   * Reads through a database's independent connection: what everyone else sees. What it sees changes only when
   * `changes` counts (a commit, a rollback, a crash, a write outside a transaction, a restore), so the same question
   * asked again before then is answered from the last answer: a Step asks the outbox's oldest pending and parked
   * rows, the next timer and the pending count several times over (blockers, scheduler, snapshot), a third of a
   * Step's time. The rows are shared: callers copy before they change a list.
   */
  readonly read: Reader = (db, sql, params) => {
    const cache = this.readCache[db];
    if (cache.at !== this.changes[db]) {
      cache.at = this.changes[db];
      cache.answers.clear();
    }
    const key = params === undefined ? sql : `${sql}\u0000${JSON.stringify(params)}`;
    let rows = cache.answers.get(key);
    if (!rows) {
      rows = this.files.independent[db].query(sql, params);
      cache.answers.set(key, rows);
    }
    return rows;
  };
  private readonly readCache: Record<DbId, { at: number; answers: Map<string, Row[]> }> = {
    order: { at: -1, answers: new Map() },
    warehouse: { at: -1, answers: new Map() },
  };

  dispose(): void {
    this.abandonTransactions();
    this.files.dispose();
  }

  /** How many orders the client has submitted so far. */
  get submissions(): number {
    return this.requestNo;
  }

  /** Whether the design runs `id` with a program: a further instance it does not declare is absent, too. */
  inDesign(id: ProcessId): boolean {
    return (this.programs[id]?.lines.length ?? 0) > 0;
  }

  dbLane(p: ProcessState): Lane {
    return dbOf(p.id) === 'order' ? 'orderDb' : 'warehouseDb';
  }

  // ---- LineApi: what program lines may do -------------------------------------------------------

  log<K extends TimelineKind>(lane: Lane, text: K, ...[params = {}, mark]: LogArgs<K>): void {
    this.entry(lane, text, params, mark);
  }

  /** Writes an entry whose parameters the caller has already checked against its kind. */
  private entry(lane: Lane, text: TimelineKind, { wrote, ...params }: Params, mark?: TimelineMark): void {
    this.timeline.push({
      seq: this.timeline.length + 1,
      at: this.now,
      lane,
      text,
      params,
      ...(mark ? { mark } : {}),
      ...(typeof wrote === 'string' ? { wrote } : {}),
      ...this.cursor,
    });
  }

  query(p: ProcessState, sql: string, params: BindParams = []): Row[] {
    return p.conn!.query(sql, params);
  }

  run(p: ProcessState, sql: string, params: BindParams = []): number {
    if (!p.inTx) this.changed(dbOf(p.id));
    else this.writes[dbOf(p.id)] += 1;
    const changed = p.conn!.run(sql, params);
    // A write inside a transaction took the file's write lock (SQLite's RESERVED), held until the transaction ends.
    if (p.inTx) p.holdsWriteLock = true;
    return changed;
  }

  /** Another process whose open transaction holds the write lock of `p`'s database: `p`'s writes would be busy. */
  writeLockHolder(p: ProcessState): ProcessId | undefined {
    return this.processIds.find((id) => {
      const other = this.procs[id];
      return id !== p.id && dbOf(id) === dbOf(p.id) && other.inTx && other.holdsWriteLock === true;
    });
  }

  recordWrite(p: ProcessState, table: string, key: string): void {
    const id = `${table}\u0000${key}`;
    if (!p.inTx || p.txWrites.has(id)) return;
    p.txWrites.set(id, readRowImage(p.conn!, table, this.keyOf(table), key));
  }

  begin(p: ProcessState, immediate = false): void {
    // BEGIN IMMEDIATE takes the write lock at once (busy while another connection holds it); BEGIN waits for the
    // first write.
    p.conn!.run(immediate ? 'BEGIN IMMEDIATE' : 'BEGIN');
    p.inTx = true;
    p.holdsWriteLock = immediate;
    p.txLine = p.pc;
    p.txWrites.clear();
    this.log(this.dbLane(p), 'begin', { process: p.id });
  }

  commit(p: ProcessState): void {
    p.conn!.run('COMMIT');
    this.changed(dbOf(p.id));
    p.inTx = false;
    p.txWrites.clear();
    this.log(this.dbLane(p), 'commit', { process: p.id }, 'commit');
  }

  /**
   * Before a transaction ends without COMMIT, reads (through the process's own connection, by SQL) each row it
   * wrote as it is now: the rows about to vanish.
   */
  captureVanishing(p: ProcessState, why: VanishedRow['why']): void {
    if (!p.inTx || !p.conn?.isOpen) return;
    const { action, move } = this.cursor;
    // Kept for one step only: the rows of an earlier step (or an earlier move of a run) are gone from view.
    if (this.vanished[0]?.action !== action || this.vanished[0]?.move !== move) this.vanished = [];
    for (const [id, before] of p.txWrites) {
      const [table, key] = id.split('\u0000');
      const row = p.conn.query(rowImageSql(table, this.keyOf(table)), [key])[0];
      // A write that changed nothing (ON CONFLICT DO NOTHING) leaves nothing to vanish.
      if (!row || JSON.stringify(row) === before) continue;
      this.vanished.push({
        action,
        move,
        db: dbOf(p.id),
        table,
        key,
        row,
        kind: before === null ? 'insert' : 'change',
        why,
        process: p.id,
      });
    }
  }

  rollback(p: ProcessState, why: 'finally' | 'nothingToWrite'): void {
    this.captureVanishing(p, 'rollback');
    p.conn!.run('ROLLBACK');
    this.changed(dbOf(p.id));
    p.inTx = false;
    p.txWrites.clear();
    this.log(
      this.dbLane(p),
      why === 'finally' ? 'rollbackFinally' : 'rollbackNothingToWrite',
      { process: p.id },
      'rollback',
    );
  }

  hasRequest(): boolean {
    return this.requests.length > 0;
  }

  takeRequest(): ClientRequest | undefined {
    return this.requests.shift();
  }

  respond<K extends RespondKind>(
    request: ClientRequest,
    text: K,
    params: Omit<TimelineParams<K>, 'request'> & Params,
  ): void {
    this.entry('client', text, { request: request.no, ...params });
  }

  send(p: ProcessState, draft: Omit<Message, 'id' | 'from' | 'sentAt'>): Message {
    // A reply travels on its request's connection: if the requester died or stopped waiting, it is refused.
    const receiver = this.procs[draft.to];
    const outage = draft.kind === 'request' && draft.to === 'warehouse' ? outageFor(this, draft) : null;
    const listening =
      outage?.mode !== 'unreachable' &&
      receiver.status === 'up' &&
      (draft.kind === 'request' || receiver.awaiting?.messageId === draft.replyTo);
    const result = this.network.send({ ...draft, from: p.id, sentAt: this.now }, listening);
    this.logSend(result);
    const { message } = result;
    if (result.delivered && (outage?.mode === 'erroring' || outage?.mode === 'rejecting')) {
      // The warehouse's front answers at once with a 500; its program never sees the request. The sender is
      // about to wait for exactly this reply, so it is put on the wire without asking whether anyone listens.
      this.network.take('warehouse', (m) => m.id === message.id);
      this.log('warehouse', 'outageAnswered', { message: message.id }, 'fault');
      const reply = {
        kind: 'ack' as const,
        to: p.id,
        ok: false,
        replyTo: message.id,
        orderId: message.orderId,
        quantity: message.quantity,
        eventId: message.eventId,
      };
      this.logSend(this.network.send({ ...reply, from: 'warehouse', sentAt: this.now }, true));
    }
    return message;
  }

  private logSend(result: SendResult): void {
    const { message } = result;
    const params = { message: message.id, from: message.from, to: message.to, order: message.orderId };
    const kind = message.kind === 'request' ? 'Request' : message.ok ? 'Ack' : 'ErrorReply';
    if (result.delivered) this.log('network', `sent${kind}`, params, 'message');
    else this.log('network', result.why === 'dropped' ? `dropped${kind}` : `refused${kind}`, params, 'lost');
  }

  hasMessage(p: ProcessState, match?: (m: Message) => boolean): boolean {
    return this.network.has(p.id, match);
  }

  takeMessage(p: ProcessState, match?: (m: Message) => boolean): Message | undefined {
    return this.network.take(p.id, match);
  }

  nextEventId(): string {
    this.eventNo += 1;
    return `evt-${String(this.eventNo).padStart(4, '0')}`;
  }

  // ---- the client and the clock -----------------------------------------------------------------

  submit(orderId: string, quantity: number): ClientRequest {
    this.requestNo += 1;
    const request = { no: this.requestNo, orderId, quantity };
    this.requests.push(request);
    this.log('client', 'submitted', { request: request.no, order: orderId, quantity }, 'message');
    return request;
  }

  /** The client asks to change an order's quantity, stating the version it last read (optimistic versioning). */
  amend(orderId: string, quantity: number, expectedVersion: number): ClientRequest {
    this.requestNo += 1;
    const request = { no: this.requestNo, orderId, quantity, amend: { expectedVersion } };
    this.requests.push(request);
    this.log(
      'client',
      'amendSubmitted',
      { request: request.no, order: orderId, quantity, version: expectedVersion },
      'message',
    );
    return request;
  }

  advanceTo(time: number): void {
    this.now = Math.max(this.now, time);
    this.log('client', 'clockAdvanced');
    for (const id of this.processIds) this.idle(id);
  }

  /** Idle time passing inside a longer action (a load): the clock moves and idle loops go round, unlogged. */
  passTime(time: number): void {
    this.now = Math.max(this.now, time);
    for (const id of this.processIds) this.idle(id);
  }
}
