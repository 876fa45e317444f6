// A relay that remembers how far it got — the created_at of the last row it sent, its high-water mark — and polls
// only rows written after it, beside order services that stamp created_at from their own clock before they take
// the write lock. SQLite serialises the writers, but in the order they reach the lock, not the order of their
// stamps: a worker stamped first can commit second, its row then lies below a mark that has already passed it,
// and the relay never looks at it again. The row stays pending; only the mark hides it.
import { EPOCH, formatOffset, isoAt } from '../runtime/clock';
import type { ProcessState } from '../runtime/process-state';
import type { DesignOptions, Row } from '../types';
import { beat, BEAT_WHILE_IDLE, HEARTBEAT_SQL } from './heartbeat';
import {
  awaitRequest,
  checkExisting,
  insertOrder,
  insertOutboxAt,
  respondAccepted,
  respondError,
} from './order-service';
import { program, type LineApi, type Program, type ProgramLine } from './program';
import { markPublishedThenLine, recordFailureLine, sendEventLine, take } from './relay';
import { awaitAckLine, commitLine } from './shared-lines';

// ---- the order service ---------------------------------------------------------------------------------------

/** The order service reads its clock before it asks for the lock: the moment it will write as created_at. */
const stampLine: ProgramLine = {
  code: 'stamp = now()',
  run: (p, api) => {
    p.stamp = api.now;
    api.log(p.id, 'stamped', { order: p.request!.orderId, at: formatOffset(api.now) });
  },
};

/** Takes the write lock at once; while another order service holds it, this one waits. */
const beginImmediateLine: ProgramLine = {
  code: 'BEGIN IMMEDIATE',
  writer: true,
  run: (p, api) => api.begin(p, true),
};

const insertStampedOutbox = insertOutboxAt({ code: ':stamp', at: (p, api) => p.stamp ?? api.now });

export function stampingOrderProgram(): Program {
  return program(
    [
      awaitRequest,
      stampLine,
      beginImmediateLine,
      checkExisting,
      insertOrder,
      insertStampedOutbox,
      commitLine,
      respondAccepted,
    ],
    respondError,
  );
}

// ---- the relay -----------------------------------------------------------------------------------------------

/**
 * The first pending row past the relay's mark, due or not: a relay that keeps a mark cannot pass a row without
 * moving the mark beyond it, so it waits for its head as strict order does.
 */
export const MARK_POLL_SQL = `SELECT event_id, aggregate_id, payload_json, created_at, available_at,
    available_at <= ?1 AS due FROM outbox
  WHERE status = 'pending' AND created_at > coalesce((SELECT last_created_at FROM relay_mark WHERE relay = ?2), '')
  ORDER BY created_at, event_id LIMIT 1`;

export const ADVANCE_MARK_SQL = `INSERT INTO relay_mark (relay, last_created_at) VALUES (?, ?)
  ON CONFLICT (relay) DO UPDATE SET last_created_at = excluded.last_created_at`;

const pollPastMark = (p: ProcessState, api: LineApi): Row | undefined =>
  api.query(p, MARK_POLL_SQL, [isoAt(api.now), p.id])[0];

const markPoll: ProgramLine = {
  code:
    "row = SELECT … FROM outbox WHERE status = 'pending' AND created_at > :mark ORDER BY created_at, event_id " +
    'LIMIT 1; wait until row.available_at; beat(:now)',
  sql: [HEARTBEAT_SQL, MARK_POLL_SQL],
  useful: (p, api) => Number(pollPastMark(p, api)?.due ?? 0) === 1,
  run: (p, api) => {
    beat(p, api);
    const row = pollPastMark(p, api);
    if (!row) {
      api.log('orderDb', 'pollEmpty');
      return 'done';
    }
    if (Number(row.due) !== 1) {
      api.log('orderDb', 'markHeadWaiting', {
        event: String(row.event_id),
        until: formatOffset(Date.parse(String(row.available_at)) - EPOCH),
      });
      return 'done';
    }
    take(p, api, row);
    p.event = { ...p.event!, createdAt: String(row.created_at) };
    return undefined;
  },
};

const advanceMarkLine: ProgramLine = {
  code: 'UPSERT relay_mark SET last_created_at = :created_at WHERE relay = :me',
  sql: [ADVANCE_MARK_SQL],
  run: (p, api) => {
    const { eventId, createdAt } = p.event!;
    api.run(p, ADVANCE_MARK_SQL, [p.id, createdAt!]);
    api.log('orderDb', 'markAdvanced', { event: eventId, mark: formatOffset(Date.parse(createdAt!) - EPOCH) });
    return 'done';
  },
};

/** Poll past the mark, send, wait for the ACK, mark the row published, move the mark to its created_at. */
export function markRelayProgram(options: DesignOptions): Program {
  return program(
    [markPoll, sendEventLine, awaitAckLine, markPublishedThenLine, advanceMarkLine],
    recordFailureLine(options),
    BEAT_WHILE_IDLE,
  );
}
