// The work an outbox keeps for later, read by SQL through the order DB's independent connection: rows
// still pending (due now or after a back-off) and rows the relay gave up on.
import { EPOCH, isoAt } from '../runtime/clock';
import { ageOf, opsSql } from '../runtime/ops-figures';
import type { OpsSource } from '../runtime/ops-source';
import type { PendingWork } from './design';

export const PENDING_COUNT_SQL = "SELECT count(*) AS n FROM outbox WHERE status = 'pending'";
const NEXT_DUE_SQL = "SELECT min(available_at) AS at FROM outbox WHERE status = 'pending' AND available_at > ?";
export const PARKED_COUNT_SQL = "SELECT count(*) AS n FROM outbox WHERE status = 'failed'";

export const OUTBOX_WORK: PendingWork = {
  sql: [PENDING_COUNT_SQL, NEXT_DUE_SQL, PARKED_COUNT_SQL],
  count: (read) => Number(read('order', PENDING_COUNT_SQL)[0].n),
  nextDue: (read, now) => {
    const [row] = read('order', NEXT_DUE_SQL, [isoAt(now)]);
    return row.at === null ? null : Date.parse(String(row.at)) - EPOCH;
  },
  parked: (read) => Number(read('order', PARKED_COUNT_SQL)[0].n),
};

/** The outbox: rows pending, the oldest since it was written, rows parked. */
export const OUTBOX_OPS_SQL = opsSql({
  pending: "(SELECT count(*) FROM outbox WHERE status = 'pending')",
  oldestMs: `(SELECT ${ageOf('min(created_at)')} FROM outbox WHERE status = 'pending')`,
  failed: "(SELECT count(*) FROM outbox WHERE status = 'failed')",
});

/** What the Dead letters list shows: the parked rows, oldest first (a handful: an operator requeues them singly). */
export const DEAD_LETTERS_SQL = `SELECT event_id, aggregate_id, attempt_count, last_error FROM outbox
  WHERE status = 'failed' ORDER BY created_at, event_id LIMIT 10`;

/** The outbox as an operator watches it: a row still pending a minute after it was written is late. */
export const OUTBOX_OPS: OpsSource = {
  table: 'outbox',
  sql: OUTBOX_OPS_SQL,
  lateAfterMs: 60_000,
  deadLetters: DEAD_LETTERS_SQL,
};
