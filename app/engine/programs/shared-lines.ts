// Lines more than one program uses, with the waiting and timeout logic written once.
import { ACK_TIMEOUT_MS, isoAt } from '../runtime/clock';
import type { ProcessState } from '../runtime/process-state';
import type { LineApi, Next, ProgramLine } from './program';

export const beginLine: ProgramLine = { code: 'BEGIN', run: (p, api) => api.begin(p) };
export const commitLine: ProgramLine = { code: 'COMMIT', run: (p, api) => api.commit(p) };

const matchesAwaited = (p: ProcessState) => (m: { kind: string; replyTo?: string }) =>
  m.kind === 'ack' && m.replyTo === p.awaiting?.messageId;

/** `await reply` with a timeout: an ACK continues, a 500 or silence goes to the error path. */
export const awaitAckLine: ProgramLine = {
  code: `ack = await reply(timeout = ${ACK_TIMEOUT_MS / 1000} s)`,
  ready: (p, api) => api.hasMessage(p, matchesAwaited(p)) || api.now >= (p.awaiting?.deadline ?? 0),
  timer: (p) => p.awaiting?.deadline,
  run: (p, api): Next => {
    const reply = api.takeMessage(p, matchesAwaited(p));
    p.awaiting = undefined;
    if (reply?.ok) {
      api.log(p.id, 'ackReceived', { message: reply.id });
      return undefined;
    }
    p.error = reply ? 'HTTP 500 from warehouse' : `timeout: no ACK within ${ACK_TIMEOUT_MS / 1000} s`;
    api.log(p.id, reply ? 'errorReply' : 'ackTimeout', { message: reply?.id ?? '' }, 'fault');
    return 'error';
  },
};

/** Sends the order (or its event) to the warehouse and remembers what it waits for. */
export function sendToWarehouse(
  p: ProcessState,
  api: LineApi,
  draft: { orderId: string; quantity: number; eventId?: string },
): void {
  const message = api.send(p, { kind: 'request', to: 'warehouse', ok: true, ...draft });
  p.awaiting = { messageId: message.id, deadline: api.now + ACK_TIMEOUT_MS, from: message.to };
}

/**
 * A line of the order service that inserts one row for the request's order into a table its design brings of its
 * own, inside the order's transaction: `row` gives the values in the statement's order, the row's key first. The
 * entry names the table, so the verdict can say it rolled back, with no list of tables anywhere.
 */
export function insertForOrder(spec: {
  table: string;
  code: string;
  sql: string;
  row: (orderId: string, quantity: number, now: string) => [key: string, ...rest: (string | number)[]];
}): ProgramLine {
  return {
    code: spec.code,
    sql: [spec.sql],
    run: (p, api) => {
      const { orderId, quantity } = p.request!;
      const [key, ...rest] = spec.row(orderId, quantity, isoAt(api.now));
      api.recordWrite(p, spec.table, key);
      api.run(p, spec.sql, [key, ...rest]);
      api.log('orderDb', 'insertedRowUncommitted', { table: spec.table, key, order: orderId, wrote: spec.table });
    },
  };
}
