// @ui-public: the vocabulary every pane names (processes, lanes, timeline entries, outcomes, options)
// Shared vocabulary of the engine. Plain data only, so snapshots can be cached, compared and serialised.
import type { TIMELINE_KINDS, TimelineKind, TimelineParams } from './timeline-kinds';
import type { SqlValue } from 'sql.js';

/** A design's id, as links and the picker spell it. Which ids exist is the design registry's business. */
export type DesignId = string;

/** What a process does. A design runs one instance of each role unless it declares more (Design.processes). */
export const ROLES = ['order', 'relay', 'warehouse'] as const;
export type ProcessRole = (typeof ROLES)[number];

/**
 * A process instance: its role for the first instance, role and number for the n-th (`relay2`). The first
 * instance's id being its role keeps every link, lesson and transcript of a design with one of each as it was.
 */
export type ProcessId = ProcessRole | `${ProcessRole}${number}`;

/** How many instances of each role a design may run: the page has a card, controls, keys and a lane for each. */
export const MAX_INSTANCES: Readonly<Record<ProcessRole, number>> = { order: 2, relay: 2, warehouse: 1 };

/** An instance's role: `relay2` is a relay. */
export const roleOf = (id: ProcessId): ProcessRole => id.replace(/\d+$/, '') as ProcessRole;

/** An instance's number among its role's (1-based): `relay2` is 2, `relay` 1. */
export const instanceNo = (id: ProcessId): number => Number(/\d+$/.exec(id)?.[0] ?? 1);

/** The id of `role`'s n-th instance (1-based). */
export const instanceId = (role: ProcessRole, n: number): ProcessId => (n === 1 ? role : `${role}${n}`);

/** The ids of the processes a design runs, role by role: one per role unless `counts` (Design.processes) says more. */
export function processIdsOf(counts: Readonly<Partial<Record<ProcessRole, number>>> = {}): ProcessId[] {
  return ROLES.flatMap((role) => Array.from({ length: counts[role] ?? 1 }, (_, i) => instanceId(role, i + 1)));
}

/**
 * Every process any design may run, in the scheduler's order: what the machine, the actions and the page know.
 * A design runs some of them; the rest are absent from it, as the warehouse is from a design without one.
 */
export const PROCESSES: readonly ProcessId[] = processIdsOf(MAX_INSTANCES);

export function isProcess(value: unknown): value is ProcessId {
  return typeof value === 'string' && (PROCESSES as readonly string[]).includes(value);
}

export const LANES = ['client', 'order', 'orderDb', 'relay', 'network', 'warehouse', 'warehouseDb'] as const;
/** A timeline lane: the fixed ones, or a further instance's own (`relay2`). */
export type Lane = (typeof LANES)[number] | ProcessId;

export type DbId = 'order' | 'warehouse';
export type Row = Record<string, SqlValue>;
export type Params = Record<string, string | number>;

/** Which database each role connects to. */
const ROLE_DB: Record<ProcessRole, DbId> = { order: 'order', relay: 'order', warehouse: 'warehouse' };

/** Which database a process connects to: its role's. */
export const dbOf = (id: ProcessId): DbId => ROLE_DB[roleOf(id)];

/** The process that owns each database: its connection is the one a pane sets beside the independent one. */
export const DB_OWNER: Record<DbId, ProcessId> = { order: 'order', warehouse: 'warehouse' };

export type MessageKind = 'request' | 'ack';

/** One entry of the timeline. `text` is an i18n key below `timeline.`; the UI renders it with `params`. */
export interface TimelineEntry {
  seq: number;
  at: number;
  lane: Lane;
  text: TimelineKind;
  params: Params;
  mark?: TimelineMark;
  /**
   * The table a write entry put a row in (a line passes it as the parameter `wrote`): what the verdict names when a
   * transaction that wrote it rolls back. Not a parameter, so no sentence or transcript shows it.
   */
  wrote?: string;
  /** 0-based index, in the action log, of the action that wrote this entry: what a click on it jumps to. */
  action: number;
  /** Inside a "Run to end": 0-based index of the supervisor's move (restart, step, clock) that wrote it. */
  move?: number;
}

export type FaultKind = 'crash' | 'fail';
export interface ArmedFault {
  kind: FaultKind;
  process: ProcessId;
  /** 1-based program line the fault fires before. */
  line: number;
}

export type Outcome = 'ok' | 'lost' | 'duplicated' | 'phantom';

/** Switches a lesson or a link may turn on; every design runs with the defaults unless told otherwise. */
export interface DesignOptions {
  /**
   * Park an outbox row as `failed` after this many attempts. Seed 000's relay never parks a row (it retries
   * every minute for ever), so the default is null: no limit.
   */
  maxAttempts: number | null;
  /** Seconds the relay waits before trying a failed row again: a minute in seed 000. */
  retryAfter: number;
  /** Exponential back-off: the wait doubles with each attempt, up to this many seconds; null keeps it fixed. */
  backoffCap: number | null;
  /**
   * The order the relay delivers in. `due` (seed 000): the oldest row that is due, so a row in back-off lets
   * the rows behind it pass. `strict`: the oldest pending row, due or not — head-of-line blocking, every row
   * waits behind one that keeps failing. `aggregate`: in order per aggregate — a row waits only for earlier
   * versions of its own order.
   */
  order: DeliveryOrder;
  /**
   * Seconds the warehouse's inbox remembers an event id before a cleanup forgets it (a redelivery after that is
   * applied again); null keeps every id, as seed 000's inbox does.
   */
  inboxKeep: number | null;
}

export type DeliveryOrder = 'due' | 'strict' | 'aggregate';
export const DELIVERY_ORDERS: readonly DeliveryOrder[] = ['due', 'strict', 'aggregate'];

export const DEFAULT_OPTIONS: DesignOptions = Object.freeze({
  maxAttempts: null,
  retryAfter: 60,
  backoffCap: null,
  order: 'due',
  inboxKeep: null,
});

/** One move of the supervisor, as plain data: Back inside a run replays a run as these moves, one at a time. */
export type SupervisorMove =
  { kind: 'restart'; process: ProcessId } | { kind: 'step'; process: ProcessId } | { kind: 'advance' };

export type TimelineMark = 'commit' | 'rollback' | 'fault' | 'message' | 'lost';

/** A log call's parameters and mark: the parameters may be left out only for a kind whose sentence names none. */
export type LogArgs<K extends TimelineKind> = (typeof TIMELINE_KINDS)[K] extends readonly []
  ? [params?: Params, mark?: TimelineMark]
  : [params: TimelineParams<K> & Params, mark?: TimelineMark];
