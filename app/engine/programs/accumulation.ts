// The accumulation buffer (seed 002): high-volume rows (token usage per request) are not sent one by one. Each
// request writes a buffer row in its own transaction; every 5 virtual minutes the relay, as the aggregator,
// adds up everything buffered before the batch time per user into usage_totals and deletes those rows — in ONE
// transaction, so a crash leaves either both or neither. Split into two transactions, a crash between them
// leaves the totals counted and the rows still there: the next batch counts them again.
import { EPOCH, isoAt } from '../runtime/clock';
import type { ProcessState } from '../runtime/process-state';
import { beat, BEAT_WHILE_IDLE, HEARTBEAT_SQL } from './heartbeat';
import { program, type LineApi, type Next, type Program, type ProgramLine } from './program';
import { beginLine, commitLine } from './shared-lines';

/** Batches run at every multiple of five virtual minutes. */
export const BATCH_EVERY_MS = 300_000;

/** The user a usage record belongs to: its id up to the first '-' ("alice-1" → "alice"). */
export const USER_OF_SQL =
  "CASE WHEN instr(order_id, '-') > 0 THEN substr(order_id, 1, instr(order_id, '-') - 1) ELSE order_id END";

/** The latest batch time at or before `now`. */
export const batchTimeAt = (now: number) => Math.floor(now / BATCH_EVERY_MS) * BATCH_EVERY_MS;

const INSERT_BUFFER_SQL = 'INSERT INTO accumulation_buffer (entry_id, user_id, tokens, created_at) VALUES (?, ?, ?, ?)';
const BATCH_USERS_SQL = 'SELECT DISTINCT user_id FROM accumulation_buffer WHERE created_at < ? ORDER BY user_id';
const BATCH_ENTRIES_SQL = 'SELECT entry_id FROM accumulation_buffer WHERE created_at < ?';
export const DELETE_BATCH_SQL = 'DELETE FROM accumulation_buffer WHERE created_at < ?';

export const insertBuffer: ProgramLine = {
  code:
    'INSERT INTO accumulation_buffer (entry_id, user_id, tokens, created_at) ' +
    'VALUES (:order_id, :user, :quantity, :now)',
  sql: [INSERT_BUFFER_SQL],
  run: (p, api) => {
    const { orderId, quantity } = p.request!;
    const user = orderId.includes('-') ? orderId.slice(0, orderId.indexOf('-')) : orderId;
    api.recordWrite(p, 'accumulation_buffer', orderId);
    api.run(p, INSERT_BUFFER_SQL, [orderId, user, quantity, isoAt(api.now)]);
    api.log('orderDb', 'insertedBufferUncommitted', {
      order: orderId,
      user,
      tokens: quantity,
      wrote: 'accumulation_buffer',
    });
  },
};

export const BATCH_DUE_SQL = 'SELECT count(*) AS n FROM accumulation_buffer WHERE created_at < ?';

function cutoff(api: LineApi): string {
  return isoAt(batchTimeAt(api.now));
}

const batchDue: ProgramLine = {
  code:
    'cutoff = :now rounded down to 5 min; ' +
    'n = SELECT count(*) FROM accumulation_buffer WHERE created_at < :cutoff; beat(:now)',
  sql: [HEARTBEAT_SQL, BATCH_DUE_SQL],
  useful: (p, api) => Number(api.query(p, BATCH_DUE_SQL, [cutoff(api)])[0].n) > 0,
  run: (p, api): Next => {
    beat(p, api);
    const at = cutoff(api);
    const n = Number(api.query(p, BATCH_DUE_SQL, [at])[0].n);
    if (n === 0) {
      api.log('orderDb', 'batchNotDue', { cutoff: at });
      return 'done';
    }
    p.batchCutoff = at;
    api.log('orderDb', 'batchStarted', { rows: n, cutoff: at });
    return undefined;
  },
};

export const AGGREGATE_SQL = `INSERT INTO usage_totals (user_id, tokens, updated_at)
  SELECT user_id, sum(tokens), ? FROM accumulation_buffer WHERE created_at < ? GROUP BY user_id
  ON CONFLICT (user_id) DO UPDATE SET tokens = tokens + excluded.tokens, updated_at = excluded.updated_at`;

const aggregate: ProgramLine = {
  code:
    'INSERT INTO usage_totals SELECT user_id, sum(tokens) … WHERE created_at < :cutoff GROUP BY user_id ' +
    'ON CONFLICT DO UPDATE SET tokens = tokens + excluded.tokens',
  sql: [BATCH_USERS_SQL, AGGREGATE_SQL],
  run: (p, api) => {
    const users = api.query(p, BATCH_USERS_SQL, [p.batchCutoff!]);
    for (const { user_id: user } of users) api.recordWrite(p, 'usage_totals', String(user));
    api.run(p, AGGREGATE_SQL, [isoAt(api.now), p.batchCutoff!]);
    api.log('orderDb', 'batchAggregated', { users: users.length });
  },
};

const deleteBatch: ProgramLine = {
  code: 'DELETE FROM accumulation_buffer WHERE created_at < :cutoff',
  sql: [BATCH_ENTRIES_SQL, DELETE_BATCH_SQL],
  run: (p, api) => {
    const rows = api.query(p, BATCH_ENTRIES_SQL, [p.batchCutoff!]);
    for (const { entry_id: id } of rows) api.recordWrite(p, 'accumulation_buffer', String(id));
    const deleted = api.run(p, DELETE_BATCH_SQL, [p.batchCutoff!]);
    api.log('orderDb', 'batchDeleted', { rows: deleted });
  },
};

const batchFailed: ProgramLine = {
  code: 'log the failure: the rows stay buffered for the next batch',
  run: (p: ProcessState, api: LineApi) => {
    api.log('orderDb', 'batchFailed', { error: p.error ?? '' });
    return 'done';
  },
};

/** The batch's last COMMIT ends it: the aggregator goes back to waiting for the next batch time. */
const commitBatch: ProgramLine = {
  code: 'COMMIT',
  run: (p, api) => {
    api.commit(p);
    return 'done';
  },
};

/** The aggregator: one transaction for the totals and the delete, or (`split`) one for each — the crash window. */
export function aggregatorProgram(split: boolean): Program {
  const body = split
    ? [beginLine, aggregate, commitLine, beginLine, deleteBatch, commitBatch]
    : [beginLine, aggregate, deleteBatch, commitBatch];
  return program([batchDue, ...body], batchFailed, BEAT_WHILE_IDLE);
}

/** When the next batch will find work: the first batch time after the oldest buffered row. */
export function nextBatchAfter(oldestCreated: string | null, now: number): number | null {
  if (oldestCreated === null) return null;
  const at = batchTimeAt(Date.parse(oldestCreated) - EPOCH) + BATCH_EVERY_MS;
  return at > now ? at : null;
}
