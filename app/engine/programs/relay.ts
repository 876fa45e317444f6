// The relay (送信ループ): reads pending outbox rows through its own connection, sends, waits for the ACK,
// marks the row published — or records the failure and backs off. Seed 000's bookkeeping: every attempt
// counts, success clears last_error, failure retries a minute later; parking a row as `failed` after N
// attempts is an option (DesignOptions.maxAttempts), off unless a lesson or link turns it on.
import { retryDelayMs, retryText } from '../backoff';
import { EPOCH, formatOffset, isoAt } from '../clock';
import type { ProcessState } from '../process-state';
import type { DesignOptions, Row } from '../types';
import { program, type LineApi, type Program, type ProgramLine } from './program';
import { beat } from './heartbeat';
import { awaitAckLine, sendToWarehouse } from './shared-lines';

// Delivery order is (created_at, event_id); the outbox_delivery index serves exactly this query.
export const RELAY_POLL_SQL = `SELECT event_id, aggregate_id, payload_json FROM outbox
  WHERE status = 'pending' AND available_at <= ? ORDER BY created_at, event_id LIMIT 1`;

/**
 * Strict order (head-of-line): the oldest pending row, due or not. If it is still backing off the relay sends
 * nothing and waits for it — every row behind it waits too.
 */
export const RELAY_STRICT_POLL_SQL = `SELECT event_id, aggregate_id, payload_json, available_at, available_at <= ? AS due FROM outbox
  WHERE status = 'pending' ORDER BY created_at, event_id LIMIT 1`;

/**
 * The hybrid design's scanner (seed 002) only takes rows the eager path has had `scanAfter` to publish:
 * pending rows written at or before the cutoff (bound as the second parameter).
 */
export const SCANNER_POLL_SQL = `SELECT event_id, aggregate_id, payload_json FROM outbox
  WHERE status = 'pending' AND available_at <= ? AND created_at <= ? ORDER BY created_at, event_id LIMIT 1`;
export const SCANNER_STRICT_POLL_SQL = `SELECT event_id, aggregate_id, payload_json, available_at, available_at <= ? AND created_at <= ? AS due FROM outbox
  WHERE status = 'pending' ORDER BY created_at, event_id LIMIT 1`;

export const LAST_ERROR_MAX = 500;

/** How the relay polls: in strict order or not, and (as the hybrid's scanner) only rows older than `scanAfterMs`. */
export interface PollMode {
  strict: boolean;
  scanAfterMs: number | null;
}

/** The row the relay would send now, or the head it waits for (strict order), or nothing pending. */
function poll(p: ProcessState, api: LineApi, mode: PollMode): { row: Row; due: boolean } | undefined {
  const now = isoAt(api.now);
  const sql = mode.scanAfterMs === null ? (mode.strict ? RELAY_STRICT_POLL_SQL : RELAY_POLL_SQL) : mode.strict ? SCANNER_STRICT_POLL_SQL : SCANNER_POLL_SQL;
  const params = mode.scanAfterMs === null ? [now] : [now, isoAt(api.now - mode.scanAfterMs)];
  const row = api.query(p, sql, params)[0];
  return row && { row, due: mode.strict ? Number(row.due) === 1 : true };
}

export function pollLine(options: Pick<DesignOptions, 'strictOrder'>, scanAfterMs: number | null = null): ProgramLine {
  const mode: PollMode = { strict: options.strictOrder, scanAfterMs };
  const scan = scanAfterMs === null ? '' : ` AND created_at <= :now − ${scanAfterMs / 1000} s`;
  const where = mode.strict ? "status = 'pending'" : `status = 'pending' AND available_at <= :now${scan}`;
  const wait = mode.strict ? `; wait until row.available_at${scan ? ` and row.created_at + ${scanAfterMs! / 1000} s` : ''}` : '';
  return {
    code: `row = SELECT … FROM outbox WHERE ${where} ORDER BY created_at, event_id LIMIT 1${wait}; beat(:now)`,
    useful: (p, api) => poll(p, api, mode)?.due === true,
    run: (p, api) => {
      beat(p, api);
      const found = poll(p, api, mode);
      if (!found) {
        api.log('orderDb', 'pollEmpty');
        return 'done';
      }
      if (!found.due) {
        // Head-of-line: the oldest row is backing off, and nothing behind it may overtake it.
        api.log('orderDb', 'pollHeadWaiting', { event: String(found.row.event_id), until: formatOffset(Date.parse(String(found.row.available_at)) - EPOCH) });
        return 'done';
      }
      return take(p, api, found.row);
    },
  };
}

/** The relay takes the row it is about to send into its memory. */
function take(p: ProcessState, api: LineApi, row: Row): undefined {
  const data = (JSON.parse(String(row.payload_json)) as { data: { quantity: number } }).data;
  p.event = { eventId: String(row.event_id), orderId: String(row.aggregate_id), quantity: data.quantity };
  api.log('orderDb', 'pollFound', { event: p.event.eventId, order: p.event.orderId });
  return undefined;
}

export const sendEventLine: ProgramLine = {
  code: 'POST /events { payload_json } → warehouse',
  run: (p, api) => sendToWarehouse(p, api, p.event!),
};

export const markPublishedLine: ProgramLine = {
  code: "UPDATE outbox SET status = 'published', attempt_count = attempt_count + 1, published_at = :now, last_error = NULL WHERE event_id = :event_id AND status = 'pending'",
  run: (p, api) => {
    const changed = api.run(
      p,
      `UPDATE outbox SET status = 'published', attempt_count = attempt_count + 1, published_at = ?, last_error = NULL
       WHERE event_id = ? AND status = 'pending'`,
      [isoAt(api.now), p.event!.eventId],
    );
    if (changed) api.log('orderDb', 'markedPublished', { event: p.event!.eventId });
    else api.log('orderDb', 'markSkipped', { table: 'outbox', event: p.event!.eventId });
    return 'done';
  },
};

/** The error path: count the attempt, keep the error, try again a minute later — or park the row. */
export function recordFailureLine(options: DesignOptions): ProgramLine {
  const limit = options.maxAttempts;
  const parking = limit === null ? '' : `, status = CASE WHEN attempt_count + 1 >= ${limit} THEN 'failed' ELSE 'pending' END`;
  return {
    code: `UPDATE outbox SET attempt_count = attempt_count + 1, last_error = :error, available_at = :now + ${retryText(options)}${parking} WHERE event_id = :event_id AND status = 'pending'`,
    run: (p, api) => {
      if (!p.event) return 'done';
      const error = (p.error ?? 'error').slice(0, LAST_ERROR_MAX);
      const eventId = p.event.eventId;
      // The wait depends on how many attempts this one makes (exponential back-off), read before counting it.
      const [counted] = api.query(p, 'SELECT attempt_count FROM outbox WHERE event_id = ?', [eventId]);
      const wait = retryDelayMs(options, Number(counted?.attempt_count ?? 0) + 1);
      // The limit is bound as a parameter (never spliced into SQL); a NULL limit never parks.
      const changed = api.run(
        p,
        `UPDATE outbox SET attempt_count = attempt_count + 1, last_error = ?, available_at = ?,
           status = CASE WHEN ? IS NOT NULL AND attempt_count + 1 >= ? THEN 'failed' ELSE 'pending' END
         WHERE event_id = ? AND status = 'pending'`,
        [error, isoAt(api.now + wait), limit, limit, eventId],
      );
      // The guard found no pending row (parked, deleted or published meanwhile): there is nothing to record.
      if (changed === 0) {
        api.log('orderDb', 'failureSkipped', { table: 'outbox', event: eventId, error });
        return 'done';
      }
      const [row] = api.query(p, 'SELECT status, attempt_count FROM outbox WHERE event_id = ?', [eventId]);
      const attempts = Number(row?.attempt_count ?? 0);
      if (row?.status === 'failed') api.log('orderDb', 'parkedFailed', { table: 'outbox', event: eventId, attempts, error }, 'lost');
      else api.log('orderDb', 'recordedFailure', { table: 'outbox', event: eventId, attempts, error, retryIn: wait / 1000 });
      return 'done';
    },
  };
}

/** The relay; as the hybrid design's scanner it only takes rows older than `scanAfterMs`. */
export function relayProgram(options: DesignOptions, scanAfterMs: number | null = null): Program {
  return program([pollLine(options, scanAfterMs), sendEventLine, awaitAckLine, markPublishedLine], recordFailureLine(options), (p, api) => void beat(p, api));
}
