// Why the verdict came out as it did, per order, from the run's own timeline: the chain of steps that made
// an order lost, a phantom or a duplicate, the duplicates an inbox absorbed, and the orders a crash before
// COMMIT rolled back whole. A chain is only told when every link of it is found; otherwise nothing is said.
import {
  byProcess,
  chain,
  firstBetween,
  is,
  link,
  sentBy,
  stopLink,
  type Cause,
  type CauseFinding,
  type CauseLink,
  type DesignFacts,
} from './cause-links';
import { batchCauses } from './batch-causes';
import { absorbedCount, deliveries, repeatCauses } from './delivery-causes';
import { orderEntries, type OrderEntry } from './timeline-orders';
import type { Outcome, Row, TimelineEntry } from '../types';

export interface VerdictCauses {
  causes: Cause[];
  /** Repeat deliveries the warehouse's inbox absorbed, in the whole run. */
  absorbed: number;
}

const END = Number.MAX_SAFE_INTEGER;
const stopped = (lane: 'order' | 'warehouse') => is(lane, 'crashed', 'failed');

/** What lost a request on its way to the warehouse (or lost its effect there before COMMIT). */
function requestBreak(own: readonly OrderEntry[], from: number, to: number): CauseLink | null {
  const x = firstBetween(
    own,
    from,
    to,
    (e) =>
      is('network', 'droppedRequest', 'refusedRequest')(e) ||
      (is('network', 'discarded')(e) && e.params.to === 'warehouse') ||
      stopped('warehouse')(e),
  );
  if (!x) return null;
  const { text, params } = x.entry;
  if (text === 'droppedRequest') return link('requestLost', x, { message: params.message });
  if (text === 'refusedRequest') return link('requestRefused', x, { message: params.message });
  if (text === 'discarded') return link('requestDiscarded', x, { message: params.message });
  return stopLink(x, { crashed: 'warehouseCrashedBeforeCommit', failed: 'warehouseFailedBeforeCommit' });
}

/** The order service's answer to a request it sent: a timeout or an HTTP 500. */
function heardBack(own: readonly OrderEntry[], from: number): CauseLink | null {
  const x = firstBetween(own, from, END, is('order', 'ackTimeout', 'errorReply'));
  return x ? link(x.entry.text === 'ackTimeout' ? 'timedOut' : 'errorReply', x, { process: 'order' }) : null;
}

/** A committed order the warehouse never prepared. */
function lostCause(
  order: string,
  own: readonly OrderEntry[],
  all: readonly OrderEntry[],
  facts: DesignFacts,
): Cause | null {
  const committed = firstBetween(own, -1, END, byProcess('order', 'commit'));
  if (!committed) return null;
  const start = link('orderCommitted', committed, { order });
  const lost = (...links: (CauseLink | null)[]): Cause => ({ order, finding: 'lost', links: chain(start, ...links) });
  // The outbox keeps every accepted order until it is sent, unless the relay gave it up (parking).
  const parked = firstBetween(own, committed.index, END, is('orderDb', 'parkedFailed'));
  if (parked) {
    const { event, attempts } = parked.entry.params;
    return lost(requestBreak(own, committed.index, parked.index), link('parked', parked, { event, attempts }));
  }
  // Or unless someone deleted it while it was still pending (a cleanup that made a number zero).
  const deleted = firstBetween(own, committed.index, END, is('orderDb', 'deletedPending'));
  if (deleted) return lost(link('pendingDeleted', deleted, { event: deleted.entry.params.event }));
  if (facts.outbox) return null;
  const sent = firstBetween(
    own,
    committed.index,
    END,
    sentBy('order', 'sentRequest', 'droppedRequest', 'refusedRequest'),
  );
  if (!sent) {
    // The order service stopped between its COMMIT and the send line: nothing else knows of the order.
    const stop = firstBetween(own, committed.index, END, stopped('order'));
    if (!stop) return null;
    const why = stopLink(stop, { crashed: 'orderCrashedAfterCommit', failed: 'orderFailedAfterCommit' });
    if (stop.entry.text === 'failed') {
      const answer = firstBetween(own, stop.index, END, is('client', 'respondError'));
      return answer ? lost(why, link('errorAfterCommit', answer, { order })) : null;
    }
    const silence = firstBetween(own, stop.index, END, is('client', 'noResponse'));
    const restart = firstBetween(all, stop.index, END, is('order', 'restarted'));
    if (!silence || !restart) return null;
    return lost(why, link('noAnswer', silence, { order }), link('nothingResends', restart, { order }));
  }
  // The order service sent it itself, the request never took effect, and it gave up: nobody sends again.
  const broke = requestBreak(own, sent.index - 1, END);
  const gaveUp = firstBetween(own, sent.index, END, is('client', 'respondError'));
  if (!broke || !gaveUp) return null;
  return lost(broke, heardBack(own, sent.index), link('gaveUp', gaveUp, { order }));
}

/** The warehouse prepared an order whose own transaction never committed (send, then commit). */
function phantomCause(order: string, own: readonly OrderEntry[]): Cause | null {
  const sent = firstBetween(own, -1, END, sentBy('order', 'sentRequest'));
  const first = deliveries(own).find((d) => d.commit && d.effect?.entry.text === 'stockAdded');
  if (!sent || !first?.commit) return null;
  const firstCommit = first.commit.index;
  const x = firstBetween(
    own,
    sent.index,
    END,
    (e) =>
      stopped('order')(e) ||
      (is('network', 'droppedAck', 'droppedErrorReply', 'refusedAck', 'refusedErrorReply')(e) &&
        e.params.to === 'order') ||
      (stopped('warehouse')(e) && e.seq - 1 > firstCommit),
  );
  if (!x) return null;
  const { lane, text, params } = x.entry;
  const broke =
    lane === 'order'
      ? stopLink(x, { crashed: 'orderCrashed', failed: 'orderFailed' })
      : lane === 'warehouse'
        ? stopLink(x, { crashed: 'warehouseCrashed', failed: 'warehouseFailed' })
        : link(text.startsWith('dropped') ? 'ackLost' : 'ackRefused', x, { message: params.message, to: params.to });
  const rolledBack = firstBetween(own, x.index, END, byProcess('order', 'txVanished', 'rollbackFinally'));
  const answer = firstBetween(own, x.index, END, is('client', 'respondError', 'noResponse'));
  const end = rolledBack
    ? link('orderRolledBack', rolledBack, { order })
    : answer
      ? link('neverCommitted', answer, { order })
      : null;
  if (!end) return null;
  const heard = lane === 'order' ? null : heardBack(own, x.index);
  const applied = link('applied', first.commit, { order, message: first.received.entry.params.message });
  return {
    order,
    finding: 'phantom',
    links: chain(link('sentFirst', sent, { order, message: sent.entry.params.message }), applied, broke, heard, end),
  };
}

/** The tables the order service had written in its transaction when it stopped, in the order it wrote them. */
function tablesWritten(own: readonly OrderEntry[], stop: OrderEntry): string[] {
  const begin = own.filter((x) => x.index < stop.index && byProcess('order', 'begin')(x.entry)).pop();
  const written = own.filter(
    (x) => begin && x.index > begin.index && x.index < stop.index && x.entry.lane === 'orderDb',
  );
  // A line that inserts a row names its table on its entry (`wrote`), so a design's own table needs no list here.
  const tables = written.flatMap((x) => (x.entry.wrote ? [x.entry.wrote] : []));
  return [...new Set(tables)];
}

/** Each time the order service stopped inside its transaction: what rolled back, and what the client should do. */
function rollbackCauses(order: string, own: readonly OrderEntry[]): Cause[] {
  const causes: Cause[] = [];
  for (const stop of own.filter((x) => stopped('order')(x.entry))) {
    const crashed = stop.entry.text === 'crashed';
    // A crash or failure inside a transaction logs its rollback before the client hears anything.
    const next = firstBetween(
      own,
      stop.index,
      END,
      (e) => byProcess('order', 'txVanished', 'rollbackFinally')(e) || is('client', 'noResponse', 'respondError')(e),
    );
    const rollback = next && next.entry.lane === 'orderDb' ? next : undefined;
    const answer = firstBetween(own, stop.index, END, is('client', crashed ? 'noResponse' : 'respondError'));
    if (!rollback || !answer) continue;
    const tables = tablesWritten(own, stop);
    const again = firstBetween(own, answer.index, END, is('client', 'submitted'));
    causes.push({
      order,
      finding: 'rolledBack',
      links: chain(
        stopLink(stop, { crashed: 'orderCrashed', failed: 'orderFailed' }),
        tables.length
          ? link(crashed ? 'rowsVanished' : 'rowsRolledBack', rollback, { tables: tables.join(', ') })
          : null,
        link(crashed ? 'noAnswerResubmit' : 'errorResubmit', answer, { order }),
        again ? link('resubmitted', again, { order, quantity: again.entry.params.quantity }) : null,
      ),
    });
  }
  return causes;
}

/** Worst first, as the verdict names its outcome; then by order id. */
const FINDING_ORDER: readonly CauseFinding[] = [
  'phantom',
  'lost',
  'duplicated',
  'countedTwice',
  'absorbed',
  'rolledBack',
];

/**
 * The chains behind a verdict. `evidence` is the auditor's rows (order_id, outcome); `facts` says whether the
 * design has an inbox and an outbox. Pure: the same timeline always gives the same causes.
 */
export function findCauses(
  timeline: readonly TimelineEntry[],
  evidence: readonly Row[],
  facts: DesignFacts,
): VerdictCauses {
  const all = orderEntries(timeline);
  const byOrder = new Map<string, OrderEntry[]>();
  for (const x of all) {
    if (!x.order) continue;
    const own = byOrder.get(x.order);
    if (own) own.push(x);
    else byOrder.set(x.order, [x]);
  }
  const outcomes = new Map(evidence.map((row) => [String(row.order_id), row.outcome as Outcome]));
  const causes: Cause[] = [];
  let absorbed = 0;
  for (const [order, own] of byOrder) {
    const outcome = outcomes.get(order) ?? null;
    absorbed += absorbedCount(own);
    if (outcome === 'phantom') causes.push(...[phantomCause(order, own)].filter((c): c is Cause => c !== null));
    if (outcome === 'lost') causes.push(...[lostCause(order, own, all, facts)].filter((c): c is Cause => c !== null));
    causes.push(...repeatCauses(own, facts));
    // An order that stopped before COMMIT and came to no harm: nothing of it was kept, so nothing went wrong.
    if (outcome === null || outcome === 'ok') causes.push(...rollbackCauses(order, own));
  }
  // Accumulation: a user's total counted twice is told by batch, not by order.
  causes.push(...batchCauses(all, evidence));
  causes.sort(
    (a, b) =>
      FINDING_ORDER.indexOf(a.finding) - FINDING_ORDER.indexOf(b.finding) ||
      (a.order < b.order ? -1 : a.order > b.order ? 1 : 0),
  );
  return { causes, absorbed };
}
