// What one running process holds in memory. A crash wipes all of it; only the databases remember.
import type { Connection } from './connection';
import type { Message } from './network';
import type { ProcessId } from '../types';

export interface ClientRequest {
  no: number;
  orderId: string;
  quantity: number;
  /** An amendment (versioned design): the new quantity for an existing order, at the version the client read. */
  amend?: { expectedVersion: number };
}

export interface RelayEvent {
  eventId: string;
  orderId: string;
  quantity: number;
  /** The row's created_at (high-water-mark relay): how far its mark moves once the row is sent. */
  createdAt?: string;
}

export interface ProcessState {
  id: ProcessId;
  status: 'up' | 'crashed';
  /** 0-based index of the next line. */
  pc: number;
  conn: Connection | null;
  inTx: boolean;
  /** 0-based index of the line that ran BEGIN for the open transaction. */
  txLine?: number;
  /** Whether the open transaction holds its database's write lock (BEGIN IMMEDIATE, or a write); read with inTx. */
  holdsWriteLock?: boolean;
  /** The order service's clock reading taken before its transaction (high-water-mark design): the row's created_at. */
  stamp?: number;
  request?: ClientRequest;
  event?: RelayEvent;
  received?: Message;
  /** Id of the request this process is waiting to hear back about, and until when it waits. */
  awaiting?: { messageId: string; deadline: number; from: ProcessId };
  error?: string;
  /**
   * When the scanner's poll last failed (a statement SQLite refused): its loop tries again once more work comes
   * due. Kept across the loop's rounds, unlike the rest of its memory; a crash wipes it.
   */
  pollFailedAt?: number;
  /** The aggregator's batch time while it runs a batch (accumulation designs). */
  batchCutoff?: string;
  /** An amendment between its UPDATE and its outbox row: the version it made and the change in quantity. */
  amended?: { version: number; delta: number };
  /** The relay whose lease on the polled row ran out (leased designs): named when this relay takes the row over. */
  leaseHolder?: string;
  /**
   * Rows this process has written in its open transaction, keyed "table\u0000key", with what the row was
   * before (JSON, or null if it did not exist). Lets a check prove no other connection reads the new values.
   */
  txWrites: Map<string, string | null>;
}

export function clearMemory(p: ProcessState): void {
  p.pc = 0;
  p.request = undefined;
  p.event = undefined;
  p.received = undefined;
  p.awaiting = undefined;
  p.error = undefined;
  p.batchCutoff = undefined;
  p.amended = undefined;
  p.leaseHolder = undefined;
  p.stamp = undefined;
}
