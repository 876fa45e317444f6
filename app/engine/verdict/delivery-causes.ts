// Why an order reached the warehouse more than once: the first delivery committed, then something kept its
// sender from learning so (an ACK lost or refused, the warehouse or the sender stopping), the sender sent
// again, and the warehouse applied it again (no inbox) or absorbed it (inbox). Each step is a timeline entry.
import {
  chain,
  firstBetween,
  indexOf,
  is,
  link,
  stopLink,
  type Cause,
  type CauseLink,
  type DesignFacts,
} from './cause-links';
import type { OrderEntry } from './timeline-orders';
import { isProcess, roleOf, type ProcessId } from '../types';

/** One request the warehouse took for an order, and how far it got. */
export interface Delivery {
  received: OrderEntry;
  /** The network entry that carried it, and who sent it. */
  sent: OrderEntry | undefined;
  /** `stockAdded` (applied) or `inboxDuplicate` (absorbed), if it got that far. */
  effect: OrderEntry | undefined;
  /** The warehouse's COMMIT that made the effect stick; missing when the transaction rolled back or vanished. */
  commit: OrderEntry | undefined;
}

/** The order's deliveries, in the order the warehouse took them (it handles one at a time). */
export function deliveries(own: readonly OrderEntry[]): Delivery[] {
  const list: Delivery[] = [];
  let current: Delivery | null = null;
  for (const x of own) {
    const { lane, text, params } = x.entry;
    if (lane === 'warehouse' && text === 'requestReceived') {
      const sent = own.find(
        (s) =>
          s.entry.lane === 'network' && s.entry.text === 'sentRequest' && s.entry.params.message === params.message,
      );
      current = { received: x, sent, effect: undefined, commit: undefined };
      list.push(current);
    } else if (
      current &&
      lane === 'warehouseDb' &&
      !current.effect &&
      (text === 'stockAdded' || text === 'inboxDuplicate')
    ) {
      current.effect = x;
    } else if (current?.effect && lane === 'warehouseDb' && text === 'commit' && params.process === 'warehouse') {
      current.commit = x;
      current = null;
    } else if (
      current &&
      ((lane === 'warehouseDb' && (text === 'txVanished' || text === 'rollbackFinally')) ||
        (lane === 'warehouse' && text === 'crashed'))
    ) {
      // Rolled back or gone: nothing of this delivery stuck.
      current = null;
    }
  }
  return list;
}

const isSender = (from: unknown): from is ProcessId =>
  isProcess(from) && (roleOf(from) === 'relay' || roleOf(from) === 'order');

/** Why the sender never learned that `before` had committed: the first thing that broke between it and `resend`. */
function breakLink(own: readonly OrderEntry[], from: number, to: number, sender: ProcessId): CauseLink | null {
  const x = firstBetween(own, from, to, (e) => {
    if (e.lane === 'network')
      return ['droppedAck', 'droppedErrorReply', 'refusedAck', 'refusedErrorReply'].includes(e.text);
    return (e.lane === 'warehouse' || e.lane === sender) && (e.text === 'crashed' || e.text === 'failed');
  });
  if (!x) return null;
  const { text, lane, params } = x.entry;
  if (lane === 'network')
    return link(text.startsWith('dropped') ? 'ackLost' : 'ackRefused', x, { message: params.message, to: params.to });
  if (lane === 'warehouse') return stopLink(x, { crashed: 'warehouseCrashed', failed: 'warehouseFailed' });
  if (roleOf(sender) === 'relay')
    return stopLink(x, { crashed: 'relayCrashed', failed: 'relayFailed' }, { event: lastEvent(own, x.index) });
  return stopLink(x, { crashed: 'orderCrashed', failed: 'orderFailed' });
}

/** The event the relay last read for this order before a point of the timeline. */
function lastEvent(own: readonly OrderEntry[], before: number): string {
  const polled = own.filter((x) => x.index < before && x.entry.text === 'pollFound').pop();
  return polled ? String(polled.entry.params.event) : '';
}

/** What the sender made of the break before it sent again: a timeout or a 500, a restart, a failure recorded. */
function reactionLink(
  own: readonly OrderEntry[],
  broke: CauseLink,
  from: number,
  to: number,
  sender: ProcessId,
): CauseLink | null {
  const role = roleOf(sender);
  const stopped = broke.kind === `${role}Crashed` || broke.kind === `${role}Failed`;
  if (stopped && role === 'order') {
    const again = firstBetween(own, from, to, is('client', 'submitted'));
    return again
      ? link('resubmitted', again, { order: again.entry.params.order, quantity: again.entry.params.quantity })
      : null;
  }
  if (broke.kind === 'relayCrashed') {
    const reread = firstBetween(own, from, to, is('orderDb', 'pollFound'));
    return reread ? link('rereadPending', reread, { event: reread.entry.params.event }) : null;
  }
  if (broke.kind === 'relayFailed') {
    const kept = firstBetween(own, from, to, is('orderDb', 'recordedFailure'));
    return kept ? link('keptPending', kept, { event: kept.entry.params.event }) : null;
  }
  const heard = firstBetween(own, from, to, is(sender, 'ackTimeout', 'errorReply'));
  if (!heard) return null;
  return link(heard.entry.text === 'ackTimeout' ? 'timedOut' : 'errorReply', heard, { process: sender });
}

/** The chain from one committed delivery to the next one; null when what broke in between is not recognised. */
function resendChain(own: readonly OrderEntry[], before: Delivery, again: Delivery, facts: DesignFacts): Cause | null {
  const sent = again.sent;
  const sender = sent?.entry.params.from;
  if (!sent || !isSender(sender) || !before.commit || !again.effect) return null;
  const absorbed = again.effect.entry.text === 'inboxDuplicate';
  // Applied twice although the warehouse has an inbox: not a story these links can tell without guessing.
  if (!absorbed && facts.inbox) return null;
  const order = String(again.received.entry.params.order);
  const final = absorbed
    ? link('absorbed', again.effect, { event: again.effect.entry.params.event })
    : link('appliedAgain', again.effect, { order, quantity: again.effect.entry.params.quantity });
  const applied = link('applied', before.commit, { order, message: before.received.entry.params.message });
  // Another relay sent it: nothing broke, the row was simply still pending when the second one read it.
  const first = before.sent?.entry.params.from;
  if (isSender(first) && first !== sender && roleOf(first) === 'relay' && roleOf(sender) === 'relay')
    return {
      order,
      finding: absorbed ? 'absorbed' : 'duplicated',
      links: chain(applied, link('sentByOther', sent, { process: sender, message: sent.entry.params.message }), final),
    };
  const broke = breakLink(own, before.commit.index, sent.index, sender);
  if (!broke) return absorbed ? { order, finding: 'absorbed', links: [final] } : null;
  const reaction = reactionLink(own, broke, indexOf(broke), sent.index, sender);
  const resent =
    roleOf(sender) === 'relay'
      ? link('resent', sent, { event: lastEvent(own, sent.index), message: sent.entry.params.message })
      : link('resentOrder', sent, { order, message: sent.entry.params.message });
  return {
    order,
    finding: absorbed ? 'absorbed' : 'duplicated',
    links: chain(applied, broke, reaction, resent, final),
  };
}

/** Every repeat delivery of an order that committed after a first one had: why it came, and what it did. */
export function repeatCauses(own: readonly OrderEntry[], facts: DesignFacts): Cause[] {
  const committed = deliveries(own).filter((d) => d.commit);
  const causes: Cause[] = [];
  for (let i = 1; i < committed.length; i += 1) {
    const cause = resendChain(own, committed[i - 1], committed[i], facts);
    if (cause) causes.push(cause);
  }
  return causes;
}

/** How many repeat deliveries of an order the inbox absorbed (committed, so each counts once). */
export function absorbedCount(own: readonly OrderEntry[]): number {
  return deliveries(own).filter((d) => d.commit && d.effect?.entry.text === 'inboxDuplicate').length;
}
