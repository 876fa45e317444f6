// The versioned order service (seed 000's optimistic versioning): an amendment changes an order only at the
// version the client read — `UPDATE … SET version = version + 1 WHERE order_id = ? AND version = ?` — and writes
// one outbox event for the new version in the same transaction. UNIQUE (aggregate_type, aggregate_id,
// aggregate_version) on the outbox guarantees one event per version; a stale version changes nothing and gets
// 409, with no event. The event carries the change as a delta, so deliveries in any order add up right.
import { isoAt } from '../runtime/clock';
import { payloadJson, type EventEnvelope } from '../runtime/envelope';
import type { ProcessState } from '../runtime/process-state';
import type { LineApi, Next, ProgramLine } from './program';

export const AMEND_SQL = 'UPDATE orders SET quantity = ?, version = version + 1 WHERE order_id = ? AND version = ?';

/**
 * The bug the guard is there to prevent: the new version is taken from the client's word, `:expected + 1`, and
 * the UPDATE never checks the version it replaces. A stale amendment then overwrites the newer one — unless
 * the outbox's UNIQUE (aggregate_type, aggregate_id, aggregate_version) refuses its event, which rolls the
 * whole transaction back. The constraint is the second line of defence, and here it is the only one.
 */
export const AMEND_UNGUARDED_SQL = 'UPDATE orders SET quantity = ?, version = ? + 1 WHERE order_id = ?';

export const AMEND_READ_SQL = 'SELECT quantity, version FROM orders WHERE order_id = ?';
export const AMEND_OUTBOX_SQL =
  'INSERT INTO outbox (event_id, aggregate_type, aggregate_id, ' +
  `aggregate_version, event_type, schema_version,
         payload_json, status, attempt_count, available_at, created_at)
       VALUES (?, 'order', ?, ?, 'OrderAmended', 1, ?, 'pending', 0, ?, ?)`;

/** The amendment's UPDATE, with the version check in its WHERE (seed 000) or, as a bug to study, without it. */
function amendUpdateLine(guarded: boolean): ProgramLine {
  return {
    code: guarded
      ? 'UPDATE orders SET quantity = :quantity, version = version + 1 ' +
        'WHERE order_id = :order_id AND version = :expected'
      : 'UPDATE orders SET quantity = :quantity, version = :expected + 1 WHERE order_id = :order_id',
    sql: [AMEND_READ_SQL, guarded ? AMEND_SQL : AMEND_UNGUARDED_SQL],
    run: (p, api) => amend(p, api, guarded),
  };
}

export const amendUpdate = amendUpdateLine(true);
export const amendUnguarded = amendUpdateLine(false);

function amend(p: ProcessState, api: LineApi, guarded: boolean): Next {
  const request = p.request!;
  const expected = request.amend!.expectedVersion;
  const [before] = api.query(p, AMEND_READ_SQL, [request.orderId]);
  api.recordWrite(p, 'orders', request.orderId);
  const changed = guarded
    ? api.run(p, AMEND_SQL, [request.quantity, request.orderId, expected])
    : api.run(p, AMEND_UNGUARDED_SQL, [request.quantity, expected, request.orderId]);
  if (changed === 0) {
    api.rollback(p, 'nothingToWrite');
    if (!before) api.respond(request, 'respondUnknownOrder', { order: request.orderId });
    else api.respond(request, 'respondStale', { order: request.orderId, expected, current: Number(before.version) });
    return 'done';
  }
  p.amended = { version: expected + 1, delta: request.quantity - Number(before.quantity) };
  api.log('orderDb', 'amendedUncommitted', {
    order: request.orderId,
    version: expected + 1,
    quantity: request.quantity,
  });
  return undefined;
}

export const insertAmendOutbox: ProgramLine = {
  code:
    'INSERT INTO outbox (…, aggregate_version, event_type, payload_json, …) ' +
    "VALUES (…, :version, 'OrderAmended', { quantity: new − old, new_quantity }, …)",
  sql: [AMEND_OUTBOX_SQL],
  run: (p, api) => {
    const request = p.request!;
    const { version, delta } = p.amended!;
    const eventId = api.nextEventId();
    const now = isoAt(api.now);
    const envelope: EventEnvelope = {
      event_id: eventId,
      event_type: 'OrderAmended',
      schema_version: 1,
      aggregate_type: 'order',
      aggregate_id: request.orderId,
      aggregate_version: version,
      occurred_at: now,
      data: { item: 'snack', order_id: request.orderId, quantity: delta, new_quantity: request.quantity },
    };
    api.recordWrite(p, 'outbox', eventId);
    api.run(p, AMEND_OUTBOX_SQL, [eventId, request.orderId, version, payloadJson(envelope), now, now]);
    api.log('orderDb', 'insertedOutboxUncommitted', { event: eventId, order: request.orderId, wrote: 'outbox' });
  },
};

/** The amendment's own COMMIT (a line of its own, so the route can jump to the amendment's lines). */
export const commitAmend: ProgramLine = { code: 'COMMIT', run: (p, api) => api.commit(p) };

export const respondAmended: ProgramLine = {
  code: 'respond 200 Amended',
  run: (p, api) => {
    api.respond(p.request!, 'respondAmended', { order: p.request!.orderId, quantity: p.request!.quantity });
    return 'done';
  },
};

/** Line 3: a new order goes on to its checks; an amendment jumps to its UPDATE. */
export function routeRequestTo(update: ProgramLine): ProgramLine {
  return {
    code:
      'if request is an amendment: go to UPDATE orders …' +
      `${update === amendUpdate ? ' AND version = :expected' : ''}`,
    run: (p) => (p.request?.amend ? update : undefined),
  };
}
