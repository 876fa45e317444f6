// The order service's lines. Each design puts them in its own order (designs/); the error path, reached
// after `finally` has rolled back, is always the last line.
import { isoAt } from '../runtime/clock';
import { orderAccepted, payloadJson } from '../runtime/envelope';
import { decideExisting } from '../runtime/rules';
import type { ProcessState } from '../runtime/process-state';
import type { LineApi, Next, ProgramLine } from './program';
import { sendToWarehouse } from './shared-lines';

export const awaitRequest: ProgramLine = {
  code: 'request = await nextRequest()',
  ready: (_p, api) => api.hasRequest(),
  run: (p, api) => {
    const request = api.takeRequest();
    p.request = request;
    if (request) api.log(p.id, 'requestTaken', { order: request.orderId, quantity: request.quantity });
  },
};

export const EXISTING_SQL = 'SELECT quantity FROM orders WHERE order_id = ?';
export const INSERT_ORDER_SQL = "INSERT INTO orders (order_id, item, quantity, created_at) VALUES (?, 'snack', ?, ?)";
export const INSERT_OUTBOX_SQL =
  'INSERT INTO outbox (event_id, aggregate_type, aggregate_id, ' +
  `aggregate_version, event_type, schema_version,
         payload_json, status, attempt_count, available_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?)`;

export const checkExisting: ProgramLine = {
  code: 'SELECT quantity FROM orders WHERE order_id = :order_id',
  sql: [EXISTING_SQL],
  run: (p, api): Next => {
    const request = p.request!;
    const rows = api.query(p, EXISTING_SQL, [request.orderId]);
    const existing = rows.length > 0 ? Number(rows[0].quantity) : null;
    const decision = decideExisting(existing, request.quantity);
    api.log('orderDb', decision === 'new' ? 'existingNone' : 'existingFound', {
      order: request.orderId,
      quantity: existing ?? 0,
    });
    if (decision === 'new') return undefined;
    if (p.inTx) api.rollback(p, 'nothingToWrite');
    if (decision === 'retry')
      api.respond(request, 'respondRetry', { order: request.orderId, quantity: request.quantity });
    else
      api.respond(request, 'respondConflict', {
        order: request.orderId,
        quantity: request.quantity,
        existing: existing ?? 0,
      });
    return 'done';
  },
};

export const insertOrder: ProgramLine = {
  code: "INSERT INTO orders (order_id, item, quantity, created_at) VALUES (:order_id, 'snack', :quantity, :now)",
  sql: [INSERT_ORDER_SQL],
  run: (p, api) => {
    const { orderId, quantity } = p.request!;
    api.recordWrite(p, 'orders', orderId);
    api.run(p, INSERT_ORDER_SQL, [orderId, quantity, isoAt(api.now)]);
    api.log('orderDb', p.inTx ? 'insertedOrderUncommitted' : 'insertedOrder', { order: orderId, wrote: 'orders' });
  },
};

/** The outbox INSERT, its created_at read from `createdAt` (now, or a stamp taken earlier) as the pane shows it. */
export function insertOutboxAt(createdAt: {
  code: string;
  at: (p: ProcessState, api: LineApi) => number;
}): ProgramLine {
  return {
    code:
      'INSERT INTO outbox (event_id, aggregate_type, aggregate_id, aggregate_version, event_type, schema_version, ' +
      `payload_json, status, available_at, created_at) VALUES (…, 'pending', :now, ${createdAt.code})`,
    sql: [INSERT_OUTBOX_SQL],
    run: (p, api) => {
      const { orderId, quantity } = p.request!;
      const eventId = api.nextEventId();
      const now = isoAt(api.now);
      const created = isoAt(createdAt.at(p, api));
      const envelope = orderAccepted(eventId, orderId, quantity, created);
      api.recordWrite(p, 'outbox', eventId);
      api.run(p, INSERT_OUTBOX_SQL, [
        eventId,
        envelope.aggregate_type,
        orderId,
        envelope.aggregate_version,
        envelope.event_type,
        envelope.schema_version,
        payloadJson(envelope),
        now,
        created,
      ]);
      api.log('orderDb', 'insertedOutboxUncommitted', { event: eventId, order: orderId, wrote: 'outbox' });
    },
  };
}

export const insertOutbox = insertOutboxAt({ code: ':now', at: (_p, api) => api.now });

export const sendOrder: ProgramLine = {
  code: 'POST /prepare { order_id, quantity } → warehouse',
  run: (p, api) => {
    const { orderId, quantity } = p.request!;
    sendToWarehouse(p, api, { orderId, quantity });
  },
};

export const respondAccepted: ProgramLine = {
  code: 'respond 202 Accepted',
  run: (p, api) => {
    api.respond(p.request!, 'respondAccepted', { order: p.request!.orderId });
    return 'done';
  },
};

export const respondError: ProgramLine = {
  code: 'respond 500',
  run: (p, api) => {
    if (p.request) api.respond(p.request, 'respondError', { order: p.request.orderId, error: p.error ?? '' });
    return 'done';
  },
};
