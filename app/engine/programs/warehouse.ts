// The warehouse (倉庫): BEGIN → [inbox INSERT … ON CONFLICT DO NOTHING] → stock update → COMMIT → ACK.
// With an inbox it records processed event ids and skips a delivery it has seen; without one it applies
// every delivery it receives.
import { isoAt } from '../runtime/clock';
import { program, type IdleLoop, type Next, type Program, type ProgramLine } from './program';
import { beginLine, commitLine } from './shared-lines';

const receive: ProgramLine = {
  code: 'request = await receive()',
  ready: (p, api) => api.hasMessage(p, (m) => m.kind === 'request'),
  run: (p, api) => {
    p.received = api.takeMessage(p, (m) => m.kind === 'request');
    if (p.received) api.log(p.id, 'requestReceived', { message: p.received.id, order: p.received.orderId });
  },
};

export const INBOX_SQL = 'INSERT INTO inbox (event_id, processed_at) VALUES (?, ?) ON CONFLICT DO NOTHING';
export const STOCK_SQL =
  "INSERT INTO stock (order_id, item, prepared) VALUES (?, 'snack', ?) " +
  'ON CONFLICT (order_id) DO UPDATE SET prepared = prepared + excluded.prepared';

const insertInbox: ProgramLine = {
  code: 'INSERT INTO inbox (event_id, processed_at) VALUES (:event_id, :now) ON CONFLICT DO NOTHING',
  sql: [INBOX_SQL],
  run: (p, api): Next => {
    const eventId = p.received!.eventId ?? '';
    api.recordWrite(p, 'inbox', eventId);
    const changed = api.run(p, INBOX_SQL, [eventId, isoAt(api.now)]);
    if (changed === 0) {
      // Seen before: skip the effect but still commit and ACK, so the relay stops resending.
      api.log('warehouseDb', 'inboxDuplicate', { event: eventId });
      return commitLine;
    }
    api.log('warehouseDb', 'inboxInserted', { event: eventId });
    return undefined;
  },
};

const addStock: ProgramLine = {
  code:
    "INSERT INTO stock (order_id, item, prepared) VALUES (:order_id, 'snack', :quantity) " +
    'ON CONFLICT (order_id) DO UPDATE SET prepared = prepared + excluded.prepared',
  sql: [STOCK_SQL],
  run: (p, api) => {
    const { orderId, quantity } = p.received!;
    api.recordWrite(p, 'stock', orderId);
    api.run(p, STOCK_SQL, [orderId, quantity]);
    api.log('warehouseDb', 'stockAdded', { order: orderId, quantity });
  },
};

const sendAck: ProgramLine = {
  code: 'send ACK → sender',
  run: (p, api) => {
    const request = p.received!;
    api.send(p, {
      kind: 'ack',
      to: request.from,
      ok: true,
      replyTo: request.id,
      orderId: request.orderId,
      quantity: request.quantity,
      eventId: request.eventId,
    });
    return 'done';
  },
};

const sendError: ProgramLine = {
  code: 'send 500 → sender',
  run: (p, api) => {
    const request = p.received;
    if (request)
      api.send(p, {
        kind: 'ack',
        to: request.from,
        ok: false,
        replyTo: request.id,
        orderId: request.orderId,
        quantity: request.quantity,
      });
    return 'done';
  },
};

export const FORGET_INBOX_SQL = 'DELETE FROM inbox WHERE processed_at < ?';

/**
 * The inbox's cleanup, where it keeps ids for `keepSeconds` only: as time passes, ids processed longer ago than that
 * are deleted. Runs in the warehouse's loop while it waits, on its own connection; said on the timeline only when it
 * forgets something, since a redelivery after that point is applied again.
 */
function forgetOld(keepSeconds: number): IdleLoop {
  return {
    sql: [FORGET_INBOX_SQL],
    run: (p, api) => {
      const before = isoAt(api.now - keepSeconds * 1_000);
      const forgotten = api.run(p, FORGET_INBOX_SQL, [before]);
      if (forgotten > 0) api.log('warehouseDb', 'inboxForgot', { count: forgotten, keep: keepSeconds });
    },
  };
}

/** `inboxKeep`: seconds the inbox remembers an id (DesignOptions.inboxKeep); null or absent keeps them all. */
export function warehouseProgram({ inbox, inboxKeep = null }: { inbox: boolean; inboxKeep?: number | null }): Program {
  const effect = inbox ? [insertInbox, addStock] : [addStock];
  const lines = [receive, beginLine, ...effect, commitLine, sendAck];
  return inbox && inboxKeep !== null ? program(lines, sendError, forgetOld(inboxKeep)) : program(lines, sendError);
}
