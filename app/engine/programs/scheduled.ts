// Scheduled events (seed 002): work that must happen at a time, not now. The order service writes, in the
// order's own transaction, a row due at `scheduled_at`; the relay runs as a scanner over due rows (an index on
// (status, scheduled_at) matches its query), has the warehouse do the work, and deletes the row once it ran —
// the table holds only what is still to come. The warehouse's inbox makes the work idempotent, as any external
// side effect (a mail, revoked keys) must be: a scanner that dies after the send sends again.
import { retryDelayMs } from '../runtime/backoff';
import { isoAt } from '../runtime/clock';
import { BusyError } from '../runtime/connection';
import { orderAccepted, payloadJson } from '../runtime/envelope';
import type { DesignOptions } from '../types';
import type { ProcessState } from '../runtime/process-state';
import { beat, BEAT_WHILE_IDLE, HEARTBEAT_SQL } from './heartbeat';
import { program, type LineApi, type Next, type Program, type ProgramLine } from './program';
import { LAST_ERROR_MAX, sendEventLine } from './relay';
import { awaitAckLine } from './shared-lines';

/** How long after the order its scheduled work falls due: a minute of virtual time. */
export const SCHEDULE_AFTER_MS = 60_000;

export const SCHEDULED_DUE_SQL = `SELECT event_id, aggregate_id, payload_json FROM scheduled_events
  WHERE status = 'pending' AND scheduled_at <= ? ORDER BY scheduled_at, event_id LIMIT 1`;

/**
 * The same poll written after a migration that renamed scheduled_at to scheduled_for — a migration that never ran
 * against this database (the scheduled-drifted design). SQLite refuses it when it is prepared: seed 002's
 * `column "scheduled_for" does not exist`, here before anything runs if the queries are checked, else at run time.
 */
export const DRIFTED_DUE_SQL = `SELECT event_id, aggregate_id, payload_json FROM scheduled_events
  WHERE status = 'pending' AND scheduled_for <= ? ORDER BY scheduled_for, event_id LIMIT 1`;

const INSERT_SCHEDULED_SQL =
  'INSERT INTO scheduled_events (event_id, event_type, aggregate_id, payload_json, scheduled_at, status, ' +
  `attempt_count, created_at)
       VALUES (?, 'OrderDue', ?, ?, ?, 'pending', 0, ?)`;
const DELETE_RAN_SQL = "DELETE FROM scheduled_events WHERE event_id = ? AND status = 'pending'";
const SCHEDULED_ATTEMPTS_SQL = 'SELECT attempt_count FROM scheduled_events WHERE event_id = ?';
const RESCHEDULE_SQL = `UPDATE scheduled_events SET attempt_count = attempt_count + 1, last_error = ?, scheduled_at = ?,
           status = CASE WHEN ? IS NOT NULL AND attempt_count + 1 >= ? THEN 'failed' ELSE 'pending' END
         WHERE event_id = ? AND status = 'pending'`;

/** A pending row that came due after `since` and by `now`: what wakes a scanner whose last poll failed. */
const DUE_SINCE_SQL =
  "SELECT 1 FROM scheduled_events WHERE status = 'pending' AND scheduled_at > ? AND scheduled_at <= ? LIMIT 1";

export const insertScheduled: ProgramLine = {
  code:
    'INSERT INTO scheduled_events (event_id, event_type, aggregate_id, payload_json, scheduled_at, status, ' +
    "created_at) VALUES (…, :now + 60 s, 'pending', :now)",
  sql: [INSERT_SCHEDULED_SQL],
  run: (p, api) => {
    const { orderId, quantity } = p.request!;
    const eventId = api.nextEventId();
    const now = isoAt(api.now);
    const envelope = { ...orderAccepted(eventId, orderId, quantity, now), event_type: 'OrderDue' };
    api.recordWrite(p, 'scheduled_events', eventId);
    api.run(p, INSERT_SCHEDULED_SQL, [
      eventId,
      orderId,
      payloadJson(envelope),
      isoAt(api.now + SCHEDULE_AFTER_MS),
      now,
    ]);
    api.log('orderDb', 'insertedScheduledUncommitted', {
      event: eventId,
      order: orderId,
      due: isoAt(api.now + SCHEDULE_AFTER_MS),
      wrote: 'scheduled_events',
    });
  },
};

function due(p: ProcessState, api: LineApi, sql = SCHEDULED_DUE_SQL) {
  return api.query(p, sql, [isoAt(api.now)])[0];
}

function pollDueLine(sql: string, column: string): ProgramLine {
  return {
    code:
      `row = SELECT … FROM scheduled_events WHERE status = 'pending' AND ${column} <= :now ` +
      `ORDER BY ${column}, event_id LIMIT 1; beat(:now)`,
    // DUE_SINCE_SQL: the scheduler's question once this poll has failed (below).
    sql: [HEARTBEAT_SQL, sql, DUE_SINCE_SQL],
    useful: (p, api) => {
      try {
        return due(p, api, sql) !== undefined;
      } catch (error) {
        // A locked file is not a refused statement: it is the scheduler's to meet, as before.
        if (error instanceof BusyError) throw error;
        // A poll SQLite refuses cannot say whether it would find a row. A scanner's loop tries again each time work
        // comes due, so the scheduler lets it try once a row is due (read with the column the table does have)
        // that was not yet due when the poll last failed: Run to end shows the failure, then comes to rest.
        return api.query(p, DUE_SINCE_SQL, [isoAt(p.pollFailedAt ?? -1), isoAt(api.now)]).length > 0;
      }
    },
    run: (p, api): Next => {
      beat(p, api);
      let row;
      try {
        row = due(p, api, sql);
      } catch (error) {
        // Only a statement SQLite refuses puts the loop to sleep until more work comes due; busy is retried as ever.
        if (!(error instanceof BusyError)) p.pollFailedAt = api.now;
        throw error;
      }
      if (!row) {
        api.log('orderDb', 'scheduledNoneDue');
        return 'done';
      }
      const data = (JSON.parse(String(row.payload_json)) as { data: { quantity: number } }).data;
      p.event = { eventId: String(row.event_id), orderId: String(row.aggregate_id), quantity: data.quantity };
      api.log('orderDb', 'scheduledDue', { event: p.event.eventId, order: p.event.orderId });
      return undefined;
    },
  };
}

const deleteRan: ProgramLine = {
  code: "DELETE FROM scheduled_events WHERE event_id = :event_id AND status = 'pending'",
  sql: [DELETE_RAN_SQL],
  run: (p, api) => {
    const deleted = api.run(p, DELETE_RAN_SQL, [p.event!.eventId]);
    api.log('orderDb', deleted ? 'scheduledDeleted' : 'scheduledGone', { event: p.event!.eventId });
    return 'done';
  },
};

function rescheduleLine(options: DesignOptions): ProgramLine {
  return {
    code:
      'UPDATE scheduled_events SET attempt_count = attempt_count + 1, last_error = :error, ' +
      "scheduled_at = :now + wait WHERE event_id = :event_id AND status = 'pending'",
    sql: [SCHEDULED_ATTEMPTS_SQL, RESCHEDULE_SQL],
    run: (p, api) => {
      if (!p.event) return 'done';
      const eventId = p.event.eventId;
      const error = (p.error ?? 'error').slice(0, LAST_ERROR_MAX);
      const [row] = api.query(p, SCHEDULED_ATTEMPTS_SQL, [eventId]);
      const attempts = Number(row?.attempt_count ?? 0) + 1;
      const wait = retryDelayMs(options, attempts);
      const limit = options.maxAttempts;
      const changed = api.run(p, RESCHEDULE_SQL, [error, isoAt(api.now + wait), limit, limit, eventId]);
      if (!changed) api.log('orderDb', 'failureSkipped', { table: 'scheduled_events', event: eventId, error });
      else if (limit !== null && attempts >= limit)
        api.log('orderDb', 'parkedFailed', { table: 'scheduled_events', event: eventId, attempts, error }, 'lost');
      else
        api.log('orderDb', 'recordedFailure', {
          table: 'scheduled_events',
          event: eventId,
          attempts,
          error,
          retryIn: wait / 1000,
        });
      return 'done';
    },
  };
}

/**
 * The relay as the scheduled-event scanner; `drifted`: its poll written for scheduled_for, a column this table
 * does not have (the scheduled-drifted design).
 */
export function scheduledScanner(options: DesignOptions, drifted = false): Program {
  const pollDue = drifted
    ? pollDueLine(DRIFTED_DUE_SQL, 'scheduled_for')
    : pollDueLine(SCHEDULED_DUE_SQL, 'scheduled_at');
  return program([pollDue, sendEventLine, awaitAckLine, deleteRan], rescheduleLine(options), BEAT_WHILE_IDLE);
}
