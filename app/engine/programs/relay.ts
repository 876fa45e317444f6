// The relay (送信ループ): reads pending outbox rows through its own connection, sends, waits for the ACK,
// marks the row published — or records the failure and backs off.
import { isoAt, MAX_ATTEMPTS, RETRY_BACKOFF_MS } from '../clock';
import { usesOutbox } from '../schema';
import type { DesignId } from '../types';
import { EMPTY_PROGRAM, type LineApi, type Program, type ProgramLine } from './program';
import type { ProcessState } from '../process-state';
import { awaitAckLine, sendToWarehouse } from './shared-lines';

// Delivery order is (created_at, event_id); the outbox_delivery index serves exactly this query.
const POLL = `SELECT event_id, aggregate_id, payload_json FROM outbox
  WHERE status = 'pending' AND available_at <= ? ORDER BY created_at, event_id LIMIT 1`;

const LAST_ERROR_MAX = 500;

function poll(p: ProcessState, api: LineApi) {
  return api.query(p, POLL, [isoAt(api.now)])[0];
}

const pollLine: ProgramLine = {
  code: "row = SELECT … FROM outbox WHERE status = 'pending' AND available_at <= :now ORDER BY created_at, event_id LIMIT 1",
  useful: (p, api) => poll(p, api) !== undefined,
  run: (p, api) => {
    const row = poll(p, api);
    if (!row) {
      api.log('orderDb', 'pollEmpty');
      return 'done';
    }
    const data = (JSON.parse(String(row.payload_json)) as { data: { quantity: number } }).data;
    p.event = { eventId: String(row.event_id), orderId: String(row.aggregate_id), quantity: data.quantity };
    api.log('orderDb', 'pollFound', { event: p.event.eventId, order: p.event.orderId });
    return undefined;
  },
};

const sendLine: ProgramLine = {
  code: 'POST /events { payload_json } → warehouse',
  run: (p, api) => sendToWarehouse(p, api, p.event!),
};

const markPublished: ProgramLine = {
  code: "UPDATE outbox SET status = 'published', published_at = :now WHERE event_id = :event_id AND status = 'pending'",
  run: (p, api) => {
    const changed = api.run(p, "UPDATE outbox SET status = 'published', published_at = ? WHERE event_id = ? AND status = 'pending'", [
      isoAt(api.now),
      p.event!.eventId,
    ]);
    api.log('orderDb', changed ? 'markedPublished' : 'markSkipped', { event: p.event!.eventId });
    return 'done';
  },
};

const recordFailure: ProgramLine = {
  code: "UPDATE outbox SET attempt_count = attempt_count + 1, last_error = :error, available_at = :now + 60 s, status = CASE WHEN attempt_count + 1 >= 5 THEN 'failed' ELSE 'pending' END WHERE event_id = :event_id (error path)",
  run: (p, api) => {
    if (!p.event) return 'done';
    const error = (p.error ?? 'error').slice(0, LAST_ERROR_MAX);
    api.run(
      p,
      `UPDATE outbox SET attempt_count = attempt_count + 1, last_error = ?, available_at = ?,
         status = CASE WHEN attempt_count + 1 >= ? THEN 'failed' ELSE 'pending' END
       WHERE event_id = ? AND status = 'pending'`,
      [error, isoAt(api.now + RETRY_BACKOFF_MS), MAX_ATTEMPTS, p.event.eventId],
    );
    api.log('orderDb', 'recordedFailure', { event: p.event.eventId, error });
    return 'done';
  },
};

export function relayProgram(design: DesignId): Program {
  if (!usesOutbox(design)) return EMPTY_PROGRAM;
  return { lines: [pollLine, sendLine, awaitAckLine(4), markPublished, recordFailure], errorLine: 4 };
}
