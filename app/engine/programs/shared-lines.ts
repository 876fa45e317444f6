// Lines more than one program uses, with the waiting and timeout logic written once.
import { ACK_TIMEOUT_MS } from '../runtime/clock';
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
