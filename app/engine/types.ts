// Shared vocabulary of the engine. Plain data only, so snapshots can be cached, compared and serialised.
import type { SqlValue } from 'sql.js';

export const DESIGNS = ['commit-then-send', 'send-then-commit', 'outbox', 'outbox-inbox'] as const;
export type DesignId = (typeof DESIGNS)[number];

export const PROCESSES = ['order', 'relay', 'warehouse'] as const;
export type ProcessId = (typeof PROCESSES)[number];

export const LANES = ['client', 'order', 'orderDb', 'relay', 'network', 'warehouse', 'warehouseDb'] as const;
export type Lane = (typeof LANES)[number];

export type DbId = 'order' | 'warehouse';
export type Row = Record<string, SqlValue>;
export type Params = Record<string, string | number>;

export type MessageKind = 'request' | 'ack';

/** One entry of the timeline. `text` is an i18n key below `timeline.`; the UI renders it with `params`. */
export interface TimelineEntry {
  seq: number;
  at: number;
  lane: Lane;
  text: string;
  params: Params;
  mark?: 'commit' | 'rollback' | 'fault' | 'message' | 'lost';
}

export type FaultKind = 'crash' | 'fail';
export interface ArmedFault {
  kind: FaultKind;
  process: ProcessId;
  /** 1-based program line the fault fires before. */
  line: number;
}

/** Everything a learner (or a test, or a link) can do to the world. The log of these is the lab's state. */
export type LabAction =
  | { type: 'submit'; orderId: string; quantity: number }
  | { type: 'step'; process?: ProcessId }
  | { type: 'crash' | 'fail' | 'restart'; process: ProcessId }
  | { type: 'drop'; message: MessageKind }
  | { type: 'arm'; fault: ArmedFault }
  | { type: 'advance' }
  | { type: 'run' };

export type Outcome = 'ok' | 'lost' | 'duplicated' | 'phantom';
