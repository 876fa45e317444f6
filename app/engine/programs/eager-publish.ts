// The hybrid design's order service (seed 002): once the order and its outbox row are committed and the client
// has its 202, the same service publishes the event at once ("eager"), without waiting for a scanner. If that
// fails — a timeout, a 500, a crash — nothing is lost: the row is still pending, and the scanner takes it.
import type { Next, ProgramLine } from './program';

export const EAGER_PICK_SQL =
  "SELECT event_id, payload_json FROM outbox WHERE aggregate_id = ? AND status = 'pending' " +
  'ORDER BY created_at, event_id LIMIT 1';

/** 202 to the client, and on to the eager publish (the classic designs stop here). */
export const respondThenPublish: ProgramLine = {
  code: 'respond 202 Accepted',
  run: (p, api) => {
    api.respond(p.request!, 'respondAccepted', { order: p.request!.orderId });
  },
};

/** The event just committed, read back through the service's own connection; gone already if the scanner sent it. */
export const eagerPick: ProgramLine = {
  code: "row = SELECT event_id, payload_json FROM outbox WHERE aggregate_id = :order_id AND status = 'pending'",
  sql: [EAGER_PICK_SQL],
  run: (p, api): Next => {
    const { orderId, quantity } = p.request!;
    const [row] = api.query(p, EAGER_PICK_SQL, [orderId]);
    if (!row) {
      api.log('orderDb', 'eagerNothing', { order: orderId });
      return 'done';
    }
    p.event = { eventId: String(row.event_id), orderId, quantity };
    api.log('orderDb', 'eagerPicked', { event: p.event.eventId, order: orderId });
    return undefined;
  },
};

/**
 * The error path. Before the 202 it answers the client with a 500, as every design does; once the client has
 * its 202 (an eager publish under way) there is nobody to answer: the row stays pending for the scanner.
 */
export const eagerErrorLine: ProgramLine = {
  code: 'if answered: leave the row to the scanner; else respond 500',
  run: (p, api) => {
    if (p.event)
      api.log(p.id, 'eagerLeftToScanner', { event: p.event.eventId, order: p.event.orderId, error: p.error ?? '' });
    else if (p.request) api.respond(p.request, 'respondError', { order: p.request.orderId, error: p.error ?? '' });
    return 'done';
  },
};
