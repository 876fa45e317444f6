// The relay (送信ループ): reads pending outbox rows through its own connection, sends, waits for the ACK,
// marks the row published — or records the failure and backs off. Seed 000's bookkeeping: every attempt
// counts, success clears last_error, failure retries a minute later; parking a row as `failed` after N
// attempts is an option (DesignOptions.maxAttempts), off unless a lesson or link turns it on.
import { retryDelayMs, retryText } from '../runtime/backoff';
import { EPOCH, formatOffset, isoAt } from '../runtime/clock';
import type { ProcessState } from '../runtime/process-state';
import type { DeliveryOrder, DesignOptions, Row } from '../types';
import { program, type LineApi, type Program, type ProgramLine } from './program';
import { beat, BEAT_WHILE_IDLE, HEARTBEAT_SQL } from './heartbeat';
import { awaitAckLine, sendToWarehouse } from './shared-lines';

// Delivery order is (created_at, event_id); the outbox_delivery index serves exactly this query.
export const RELAY_POLL_SQL = `SELECT event_id, aggregate_id, payload_json FROM outbox
  WHERE status = 'pending' AND available_at <= ? ORDER BY created_at, event_id LIMIT 1`;

/**
 * Strict order (head-of-line): the oldest pending row, due or not. If it is still backing off the relay sends
 * nothing and waits for it — every row behind it waits too.
 */
export const RELAY_STRICT_POLL_SQL =
  'SELECT event_id, aggregate_id, payload_json, available_at, ' +
  `available_at <= ? AS due FROM outbox
  WHERE status = 'pending' ORDER BY created_at, event_id LIMIT 1`;

/**
 * The hybrid design's scanner (seed 002) only takes rows the eager path has had `scanAfter` to publish:
 * pending rows written at or before the cutoff (bound as the second parameter).
 */
export const SCANNER_POLL_SQL = `SELECT event_id, aggregate_id, payload_json FROM outbox
  WHERE status = 'pending' AND available_at <= ? AND created_at <= ? ORDER BY created_at, event_id LIMIT 1`;
export const SCANNER_STRICT_POLL_SQL =
  'SELECT event_id, aggregate_id, payload_json, available_at, ' +
  `available_at <= ? AND created_at <= ? AS due FROM outbox
  WHERE status = 'pending' ORDER BY created_at, event_id LIMIT 1`;

/** An earlier version of row o's aggregate is still pending (the UNIQUE per-version index serves it). */
const EARLIER_PENDING = `SELECT 1 FROM outbox AS e WHERE e.status = 'pending' AND e.aggregate_type = o.aggregate_type
    AND e.aggregate_id = o.aggregate_id AND e.aggregate_version < o.aggregate_version`;

/**
 * Per-aggregate order: the oldest due row whose aggregate has no earlier version still pending. A row that
 * keeps failing holds back only its own order's later events; every other order's rows pass it.
 */
export const RELAY_AGGREGATE_POLL_SQL = `SELECT event_id, aggregate_id, payload_json FROM outbox AS o
  WHERE status = 'pending' AND available_at <= ? AND NOT EXISTS (${EARLIER_PENDING})
  ORDER BY created_at, event_id LIMIT 1`;
export const SCANNER_AGGREGATE_POLL_SQL = `SELECT event_id, aggregate_id, payload_json FROM outbox AS o
  WHERE status = 'pending' AND available_at <= ? AND created_at <= ? AND NOT EXISTS (${EARLIER_PENDING})
  ORDER BY created_at, event_id LIMIT 1`;
/**
 * When the per-aggregate poll finds nothing: a row the poll could take (due, and written by the cutoff — the
 * scanner's, or now) but for an earlier version of its aggregate, and that earlier row.
 */
export const AGGREGATE_HELD_SQL =
  `SELECT o.event_id, h.event_id AS head, h.available_at FROM outbox AS o
  JOIN outbox AS h ON h.status = 'pending' AND h.aggregate_type = o.aggregate_type ` +
  `AND h.aggregate_id = o.aggregate_id AND h.aggregate_version < o.aggregate_version
  WHERE o.status = 'pending' AND o.available_at <= ? AND o.created_at <= ? ` +
  'ORDER BY o.created_at, o.event_id, h.aggregate_version LIMIT 1';

export const LAST_ERROR_MAX = 500;

/** How the relay polls: in which order, and (as the hybrid's scanner) only rows older than `scanAfterMs`. */
export interface PollMode {
  order: DeliveryOrder;
  scanAfterMs: number | null;
}

type Polled = { row: Row; due: boolean } | { held: Row } | undefined;

const POLL_SQL: Record<DeliveryOrder, readonly [relay: string, scanner: string]> = {
  due: [RELAY_POLL_SQL, SCANNER_POLL_SQL],
  strict: [RELAY_STRICT_POLL_SQL, SCANNER_STRICT_POLL_SQL],
  aggregate: [RELAY_AGGREGATE_POLL_SQL, SCANNER_AGGREGATE_POLL_SQL],
};

/**
 * The row the relay would send now, or the head it waits for (strict order), or nothing it may send. Only the
 * line itself (`explain`) asks why nothing: the scheduler's "would a step help?" needs the first read alone.
 */
function poll(p: ProcessState, api: LineApi, mode: PollMode, explain = false): Polled {
  const now = isoAt(api.now);
  const cutoff = mode.scanAfterMs === null ? now : isoAt(api.now - mode.scanAfterMs);
  const sql = POLL_SQL[mode.order][mode.scanAfterMs === null ? 0 : 1];
  const row = api.query(p, sql, mode.scanAfterMs === null ? [now] : [now, cutoff])[0];
  if (row) return { row, due: mode.order !== 'strict' || Number(row.due) === 1 };
  if (!explain || mode.order !== 'aggregate') return undefined;
  const held = api.query(p, AGGREGATE_HELD_SQL, [now, cutoff])[0];
  return held && { held };
}

/** The poll line as the program pane shows it. */
function pollCode(mode: PollMode): string {
  const secs = mode.scanAfterMs === null ? 0 : mode.scanAfterMs / 1000;
  const scan = mode.scanAfterMs === null ? '' : ` AND created_at <= :now − ${secs} s`;
  if (mode.order === 'strict') {
    return (
      "row = SELECT … FROM outbox WHERE status = 'pending' ORDER BY created_at, event_id LIMIT 1; " +
      `wait until row.available_at${scan ? ` and row.created_at + ${secs} s` : ''}; beat(:now)`
    );
  }
  const held = mode.order === 'aggregate' ? ' AND no earlier version of its aggregate is pending' : '';
  return (
    `row = SELECT … FROM outbox WHERE status = 'pending' AND available_at <= :now${scan}${held} ` +
    'ORDER BY created_at, event_id LIMIT 1; beat(:now)'
  );
}

export function pollLine(options: Pick<DesignOptions, 'order'>, scanAfterMs: number | null = null): ProgramLine {
  const mode: PollMode = { order: options.order, scanAfterMs };
  const pollSql = POLL_SQL[mode.order][mode.scanAfterMs === null ? 0 : 1];
  return {
    code: pollCode(mode),
    sql: [HEARTBEAT_SQL, pollSql, ...(mode.order === 'aggregate' ? [AGGREGATE_HELD_SQL] : [])],
    useful: (p, api) => {
      const found = poll(p, api, mode);
      return found !== undefined && 'due' in found && found.due;
    },
    run: (p, api) => {
      beat(p, api);
      const found = poll(p, api, mode, true);
      if (!found) {
        api.log('orderDb', 'pollEmpty');
        return 'done';
      }
      if ('held' in found) {
        // Per-aggregate order: the due row waits for its own order's earlier event, which is not due yet.
        const { held } = found;
        api.log('orderDb', 'pollAggregateWaiting', {
          event: String(held.event_id),
          head: String(held.head),
          until: formatOffset(Date.parse(String(held.available_at)) - EPOCH),
        });
        return 'done';
      }
      if (!found.due) {
        // Head-of-line: the oldest row is backing off, and nothing behind it may overtake it.
        api.log('orderDb', 'pollHeadWaiting', {
          event: String(found.row.event_id),
          until: formatOffset(Date.parse(String(found.row.available_at)) - EPOCH),
        });
        return 'done';
      }
      return take(p, api, found.row);
    },
  };
}

/** The relay takes the row it is about to send into its memory. */
export function take(p: ProcessState, api: LineApi, row: Row): undefined {
  const data = (JSON.parse(String(row.payload_json)) as { data: { quantity: number } }).data;
  p.event = { eventId: String(row.event_id), orderId: String(row.aggregate_id), quantity: data.quantity };
  api.log('orderDb', 'pollFound', { event: p.event.eventId, order: p.event.orderId });
  return undefined;
}

export const sendEventLine: ProgramLine = {
  code: 'POST /events { payload_json } → warehouse',
  run: (p, api) => sendToWarehouse(p, api, p.event!),
};

export const MARK_PUBLISHED_SQL =
  "UPDATE outbox SET status = 'published', attempt_count = attempt_count + 1, " +
  `published_at = ?, last_error = NULL
       WHERE event_id = ? AND status = 'pending'`;
const ATTEMPTS_SQL = 'SELECT attempt_count FROM outbox WHERE event_id = ?';
export const RECORD_FAILURE_SQL =
  'UPDATE outbox SET attempt_count = attempt_count + 1, ' +
  `last_error = ?, available_at = ?,
           status = CASE WHEN ? IS NOT NULL AND attempt_count + 1 >= ? THEN 'failed' ELSE 'pending' END
         WHERE event_id = ? AND status = 'pending'`;
const RECORDED_SQL = 'SELECT status, attempt_count FROM outbox WHERE event_id = ?';

/** Marks the row published and goes on to the next line (a relay with more to do after it: its mark). */
export const markPublishedThenLine: ProgramLine = {
  code:
    "UPDATE outbox SET status = 'published', attempt_count = attempt_count + 1, published_at = :now, " +
    "last_error = NULL WHERE event_id = :event_id AND status = 'pending'",
  sql: [MARK_PUBLISHED_SQL],
  run: (p, api) => {
    const changed = api.run(p, MARK_PUBLISHED_SQL, [isoAt(api.now), p.event!.eventId]);
    if (changed) api.log('orderDb', 'markedPublished', { event: p.event!.eventId });
    else api.log('orderDb', 'markSkipped', { table: 'outbox', event: p.event!.eventId });
  },
};

/** Marks the row published, the relay's last line: back to the poll. */
export const markPublishedLine: ProgramLine = {
  ...markPublishedThenLine,
  run: (p, api) => {
    markPublishedThenLine.run(p, api);
    return 'done';
  },
};

/** The error path: count the attempt, keep the error, try again a minute later — or park the row. */
export function recordFailureLine(options: DesignOptions): ProgramLine {
  const limit = options.maxAttempts;
  const parking =
    limit === null ? '' : `, status = CASE WHEN attempt_count + 1 >= ${limit} THEN 'failed' ELSE 'pending' END`;
  return {
    code:
      'UPDATE outbox SET attempt_count = attempt_count + 1, last_error = :error, ' +
      `available_at = :now + ${retryText(options)}${parking} WHERE event_id = :event_id AND status = 'pending'`,
    sql: [ATTEMPTS_SQL, RECORD_FAILURE_SQL, RECORDED_SQL],
    run: (p, api) => {
      if (!p.event) return 'done';
      const error = (p.error ?? 'error').slice(0, LAST_ERROR_MAX);
      const eventId = p.event.eventId;
      // The wait depends on how many attempts this one makes (exponential back-off), read before counting it.
      const [counted] = api.query(p, ATTEMPTS_SQL, [eventId]);
      const wait = retryDelayMs(options, Number(counted?.attempt_count ?? 0) + 1);
      // The limit is bound as a parameter (never spliced into SQL); a NULL limit never parks.
      const changed = api.run(p, RECORD_FAILURE_SQL, [error, isoAt(api.now + wait), limit, limit, eventId]);
      // The guard found no pending row (parked, deleted or published meanwhile): there is nothing to record.
      if (changed === 0) {
        api.log('orderDb', 'failureSkipped', { table: 'outbox', event: eventId, error });
        return 'done';
      }
      const [row] = api.query(p, RECORDED_SQL, [eventId]);
      const attempts = Number(row?.attempt_count ?? 0);
      if (row?.status === 'failed')
        api.log('orderDb', 'parkedFailed', { table: 'outbox', event: eventId, attempts, error }, 'lost');
      else
        api.log('orderDb', 'recordedFailure', {
          table: 'outbox',
          event: eventId,
          attempts,
          error,
          retryIn: wait / 1000,
        });
      return 'done';
    },
  };
}

/** The relay; as the hybrid design's scanner it only takes rows older than `scanAfterMs`. */
export function relayProgram(options: DesignOptions, scanAfterMs: number | null = null): Program {
  return program(
    [pollLine(options, scanAfterMs), sendEventLine, awaitAckLine, markPublishedLine],
    recordFailureLine(options),
    BEAT_WHILE_IDLE,
  );
}
