// What the two accumulation designs share: their tables, their pending work (rows still buffered, due at the
// next batch time) and their verdict — per user, the tokens recorded against the tokens the totals counted.

import { nextBatchAfter, USER_OF_SQL } from '../programs/accumulation';
import { awaitRequest, checkExisting, insertOrder, respondAccepted, respondError } from '../programs/order-service';
import { program, EMPTY_PROGRAM } from '../programs/program';
import { insertBuffer } from '../programs/accumulation';
import { beginLine, commitLine } from '../programs/shared-lines';
import { ageOf, opsSql } from '../runtime/ops-figures';
import type { OpsSource } from '../runtime/ops-source';
import type { PendingWork } from './design';
import { ACCUMULATION_BUFFER, ORDERS, RELAY_HEARTBEAT, USAGE_TOTALS } from './tables';

export const ACCUMULATION_TABLES = [ORDERS, ACCUMULATION_BUFFER, USAGE_TOTALS, RELAY_HEARTBEAT];

/** The request writes its usage record and its buffer row in one transaction; no warehouse takes part. */
/** The accumulation buffer: rows waiting for a batch and the oldest one's age; a buffered row is never parked. */
export const ACCUMULATION_OPS_SQL = opsSql({
  pending: '(SELECT count(*) FROM accumulation_buffer)',
  oldestMs: `(SELECT ${ageOf('min(created_at)')} FROM accumulation_buffer)`,
  failed: 'NULL',
});

export const accumulationPrograms = {
  order: program(
    [awaitRequest, beginLine, checkExisting, insertOrder, insertBuffer, commitLine, respondAccepted],
    respondError,
  ),
  warehouse: EMPTY_PROGRAM,
};

/** A buffered row waits up to one batch period (5 minutes) by design; one still there after 6 has missed its batch. */
export const ACCUMULATION_OPS: OpsSource = {
  table: 'accumulation_buffer',
  sql: ACCUMULATION_OPS_SQL,
  lateAfterMs: 6 * 60_000,
};

const BUFFERED_SQL = 'SELECT count(*) AS n FROM accumulation_buffer';
const OLDEST_BUFFERED_SQL = 'SELECT min(created_at) AS at FROM accumulation_buffer';

export const ACCUMULATION_WORK: PendingWork = {
  sql: [BUFFERED_SQL, OLDEST_BUFFERED_SQL],
  count: (read) => Number(read('order', BUFFERED_SQL)[0].n),
  nextDue: (read, now) => {
    const [row] = read('order', OLDEST_BUFFERED_SQL);
    return nextBatchAfter(row.at === null ? null : String(row.at), now);
  },
  parked: () => 0,
};

// Per user: the tokens its committed records carry against what usage_totals counted ("prepared").
const RECORDED = `SELECT ${USER_OF_SQL} AS user_id, sum(quantity) AS quantity FROM orderdb.orders GROUP BY 1`;
export const ACCUMULATION_EVIDENCE = {
  per: 'user',
  sql:
    `
  SELECT r.user_id AS order_id, r.quantity AS quantity, t.tokens AS prepared
    FROM (${RECORDED}) AS r LEFT JOIN orderdb.usage_totals AS t ON t.user_id = r.user_id
  UNION ALL
  SELECT t.user_id, NULL, t.tokens FROM orderdb.usage_totals AS t ` +
    `WHERE t.user_id NOT IN (SELECT user_id FROM (${RECORDED}))
  ORDER BY order_id`,
} as const;
