// One simulated world: two database files, three processes with their own connections, a network and a
// virtual clock. It applies primitive operations; which ones are allowed, and the default scheduler, live
// in scheduler.ts and apply-action.ts.
import type { BindParams, SqlJsStatic } from 'sql.js';
import { STEP_MS } from './clock';
import { BusyError, Connection, type AttachedFile } from './connection';
import { Network, type Message } from './network';
import { clearMemory, type ClientRequest, type ProcessState } from './process-state';
import { orderServiceProgram } from './programs/order-service';
import type { LineApi, Program } from './programs/program';
import { relayProgram } from './programs/relay';
import { warehouseProgram } from './programs/warehouse';
import type { ConnectionPool } from './connection-pool';
import { ORDER_DB_ALIAS, PRIMARY_KEY, schemaFor, tablesOf, WAREHOUSE_DB_ALIAS } from './schema';
import type { DbId, DesignId, Lane, Params, ProcessId, Row, TimelineEntry, ArmedFault, FaultKind } from './types';

export interface DbFiles {
  order: AttachedFile;
  warehouse: AttachedFile;
}

/** Which database each process connects to. */
export const PROCESS_DB: Record<ProcessId, DbId> = { order: 'order', relay: 'order', warehouse: 'warehouse' };

/** The process that owns each database: its connection is the one a pane sets beside the independent one. */
export const DB_OWNER: Record<DbId, ProcessId> = { order: 'order', warehouse: 'warehouse' };

export function filesFor(slot: string): DbFiles {
  return {
    order: { alias: ORDER_DB_ALIAS, path: `/${slot}-order.db` },
    warehouse: { alias: WAREHOUSE_DB_ALIAS, path: `/${slot}-warehouse.db` },
  };
}

export class World implements LineApi {
  now = 0;
  readonly timeline: TimelineEntry[] = [];
  readonly network = new Network();
  readonly requests: ClientRequest[] = [];
  readonly armedFaults: ArmedFault[] = [];
  readonly programs: Record<ProcessId, Program>;
  readonly procs: Record<ProcessId, ProcessState>;
  readonly independent: Record<DbId, Connection>;
  /** Reads both files at once; only the verdict uses it. */
  readonly auditor: Connection;
  /** Counts everything that may change a file (writes, commits, rollbacks): checks skip unchanged files. */
  changes = 0;
  /** Each table's columns, read once: a world's schema never changes after it is created. */
  readonly columns = new Map<string, string[]>();
  private requestNo = 0;
  private eventNo = 0;
  private open: Connection[] = [];

  constructor(
    private readonly sql: SqlJsStatic,
    readonly design: DesignId,
    readonly files: DbFiles,
    /** Where connections come from and go back to; without one each world opens and closes its own. */
    private readonly pool?: ConnectionPool,
  ) {
    this.recreateSchema();
    this.programs = { order: orderServiceProgram(design), relay: relayProgram(design), warehouse: warehouseProgram(design) };
    const proc = (id: ProcessId): ProcessState => ({ id, status: 'up', pc: 0, inTx: false, txWrites: new Map(), conn: this.connect(id, [this.files[PROCESS_DB[id]]]) });
    this.procs = { order: proc('order'), relay: proc('relay'), warehouse: proc('warehouse') };
    this.independent = {
      order: this.connect('order-independent', [files.order]),
      warehouse: this.connect('warehouse-independent', [files.warehouse]),
    };
    this.auditor = this.connect('auditor', [files.order, files.warehouse]);
  }

  /**
   * The files outlive a world (sql.js cannot delete them), so a new world empties them: DELETE when the
   * tables already match this design's schema, else DROP and CREATE.
   */
  private recreateSchema(): void {
    const files = [this.files.order, this.files.warehouse];
    const admin = this.pool ? this.pool.acquire('admin', files) : new Connection(this.sql, 'admin', files);
    try {
      const existing = [ORDER_DB_ALIAS, WAREHOUSE_DB_ALIAS]
        .flatMap((alias) => admin.query(`SELECT name FROM ${alias}.sqlite_master WHERE type = 'table'`).map((r) => `${alias}.${String(r.name)}`))
        .sort();
      const wanted = tablesOf(this.design);
      if (existing.join() === wanted.join()) {
        admin.run('BEGIN');
        for (const table of existing) admin.run(`DELETE FROM ${table}`);
        admin.run('COMMIT');
      } else {
        for (const table of existing) admin.run(`DROP TABLE IF EXISTS ${table}`);
        for (const statement of schemaFor(this.design)) admin.run(statement);
      }
    } finally {
      if (this.pool) this.pool.release(admin, files);
      else admin.close();
    }
  }

  private readonly attached = new Map<Connection, AttachedFile[]>();

  private connect(name: string, files: AttachedFile[]): Connection {
    const conn = this.pool ? this.pool.acquire(name, files) : new Connection(this.sql, name, files);
    this.open.push(conn);
    this.attached.set(conn, files);
    return conn;
  }

  /** Closes (or hands back) every connection; an unclosed one would keep its lock and block the next world's writers. */
  dispose(): void {
    for (const p of Object.values(this.procs)) if (p.inTx && p.conn?.isOpen) p.conn.run('ROLLBACK');
    for (const conn of this.open) {
      if (this.pool) this.pool.release(conn, this.attached.get(conn)!);
      else conn.close();
    }
    this.open = [];
    this.attached.clear();
  }

  /** How many orders the client has submitted so far. */
  get submissions(): number {
    return this.requestNo;
  }

  inDesign(id: ProcessId): boolean {
    return this.programs[id].lines.length > 0;
  }

  // ---- LineApi: what program lines may do -------------------------------------------------------

  log(lane: Lane, text: string, params: Params = {}, mark?: TimelineEntry['mark']): void {
    this.timeline.push({ seq: this.timeline.length + 1, at: this.now, lane, text, params, ...(mark ? { mark } : {}) });
  }

  query(p: ProcessState, sql: string, params: BindParams = []): Row[] {
    return p.conn!.query(sql, params);
  }

  run(p: ProcessState, sql: string, params: BindParams = []): number {
    this.changes += 1;
    return p.conn!.run(sql, params);
  }

  private dbLane(p: ProcessState): Lane {
    return PROCESS_DB[p.id] === 'order' ? 'orderDb' : 'warehouseDb';
  }

  recordWrite(p: ProcessState, table: string, key: string): void {
    const id = `${table}\u0000${key}`;
    if (!p.inTx || p.txWrites.has(id)) return;
    const before = p.conn!.query(`SELECT * FROM "${table}" WHERE "${PRIMARY_KEY[table]}" = ?`, [key])[0];
    p.txWrites.set(id, before ? JSON.stringify(before) : null);
  }

  begin(p: ProcessState): void {
    p.conn!.run('BEGIN');
    p.inTx = true;
    p.txWrites.clear();
    this.log(this.dbLane(p), 'begin', { process: p.id });
  }

  commit(p: ProcessState): void {
    p.conn!.run('COMMIT');
    this.changes += 1;
    p.inTx = false;
    p.txWrites.clear();
    this.log(this.dbLane(p), 'commit', { process: p.id }, 'commit');
  }

  rollback(p: ProcessState, why: 'finally' | 'nothingToWrite'): void {
    p.conn!.run('ROLLBACK');
    this.changes += 1;
    p.inTx = false;
    p.txWrites.clear();
    this.log(this.dbLane(p), why === 'finally' ? 'rollbackFinally' : 'rollbackNothingToWrite', { process: p.id }, 'rollback');
  }

  hasRequest(): boolean {
    return this.requests.length > 0;
  }

  takeRequest(): ClientRequest | undefined {
    return this.requests.shift();
  }

  respond(request: ClientRequest, text: string, params: Params = {}): void {
    this.log('client', text, { request: request.no, ...params });
  }

  send(p: ProcessState, draft: Omit<Message, 'id' | 'from' | 'sentAt'>): Message {
    // A reply travels on its request's connection: if the requester died or stopped waiting, it is refused.
    const receiver = this.procs[draft.to];
    const listening = receiver.status === 'up' && (draft.kind === 'request' || receiver.awaiting?.messageId === draft.replyTo);
    const result = this.network.send({ ...draft, from: p.id, sentAt: this.now }, listening);
    const { message } = result;
    const params = { message: message.id, from: p.id, to: message.to, order: message.orderId };
    const kind = message.kind === 'request' ? 'Request' : message.ok ? 'Ack' : 'ErrorReply';
    if (result.delivered) this.log('network', `sent${kind}`, params, 'message');
    else this.log('network', result.why === 'dropped' ? `dropped${kind}` : `refused${kind}`, params, 'lost');
    return message;
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

  // ---- primitive operations ---------------------------------------------------------------------

  submit(orderId: string, quantity: number): ClientRequest {
    this.requestNo += 1;
    const request = { no: this.requestNo, orderId, quantity };
    this.requests.push(request);
    this.log('client', 'submitted', { request: request.no, order: orderId, quantity }, 'message');
    return request;
  }

  /** Runs the process's next line, unless an armed fault fires first. Returns the fault that fired, if any. */
  step(id: ProcessId): FaultKind | null {
    const p = this.procs[id];
    const armedIndex = this.armedFaults.findIndex((f) => f.process === id && f.line === p.pc + 1);
    if (armedIndex >= 0) {
      const [fault] = this.armedFaults.splice(armedIndex, 1);
      this.fault(fault.kind, id);
      return fault.kind;
    }
    const program = this.programs[id];
    const line = program.lines[p.pc];
    this.now += STEP_MS;
    this.log(id, 'ranLine', { line: p.pc + 1 });
    try {
      const next = line.run(p, this) ?? undefined;
      if (next === 'done') clearMemory(p);
      else p.pc = next ?? p.pc + 1;
      if (p.pc >= program.lines.length) clearMemory(p);
    } catch (error) {
      if (error instanceof BusyError) {
        this.log(this.dbLane(p), 'busy', { process: id }, 'fault');
        return null;
      }
      // A statement that throws is an exception like any other: finally, then the error path.
      this.failWith(p, error instanceof Error ? error.message : String(error));
    }
    return null;
  }

  fault(kind: FaultKind, id: ProcessId): void {
    if (kind === 'crash') this.crash(id);
    else this.failWith(this.procs[id], 'injected failure');
  }

  /** os._exit: no cleanup code runs. Closing the connection makes SQLite drop the open transaction. */
  crash(id: ProcessId): void {
    const p = this.procs[id];
    this.log(id, 'crashed', { line: p.pc + 1 }, 'fault');
    const hadTx = p.inTx;
    this.changes += 1;
    p.conn?.close();
    p.conn = null;
    p.inTx = false;
    p.txWrites.clear();
    if (hadTx) this.log(this.dbLane(p), 'txVanished', { process: id }, 'rollback');
    if (p.request) this.log('client', 'noResponse', { request: p.request.no, order: p.request.orderId }, 'lost');
    for (const m of this.network.discardFor(id)) this.log('network', 'discarded', { message: m.id, to: id }, 'lost');
    p.status = 'crashed';
    clearMemory(p);
  }

  /** An exception: `finally` rolls back, then the code's error path runs from its own line. */
  failWith(p: ProcessState, error: string): void {
    this.log(p.id, 'failed', { line: p.pc + 1, error }, 'fault');
    if (p.inTx) this.rollback(p, 'finally');
    // The call it was waiting on is abandoned: a reply already on the wire has nobody to read it.
    const abandoned = p.awaiting?.messageId;
    if (abandoned) for (const m of this.network.discardFor(p.id, (m) => m.replyTo === abandoned)) this.log('network', 'discarded', { message: m.id, to: p.id }, 'lost');
    const errorLine = this.programs[p.id].errorLine;
    const keep = { request: p.request, event: p.event, received: p.received };
    clearMemory(p);
    if (errorLine !== null) Object.assign(p, keep, { pc: errorLine, error });
  }

  restart(id: ProcessId): void {
    const p = this.procs[id];
    p.conn = this.connect(id, [this.files[PROCESS_DB[id]]]);
    p.status = 'up';
    clearMemory(p);
    this.log(id, 'restarted');
  }

  drop(kind: 'request' | 'ack'): void {
    const dropped = this.network.drop(kind);
    if (dropped) this.log('network', kind === 'request' ? 'droppedRequest' : 'droppedAck', { message: dropped.id, order: dropped.orderId }, 'lost');
    else this.log('network', kind === 'request' ? 'armedRequestDrop' : 'armedAckDrop', {}, 'fault');
  }

  arm(fault: ArmedFault): void {
    this.armedFaults.push(fault);
    this.log(fault.process, fault.kind === 'crash' ? 'armedCrash' : 'armedFail', { line: fault.line }, 'fault');
  }

  advanceTo(time: number): void {
    this.now = Math.max(this.now, time);
    this.log('client', 'clockAdvanced');
  }
}
