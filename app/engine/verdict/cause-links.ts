// The vocabulary of a verdict's "why": a cause is a chain of links, each one a step of the run that the
// timeline shows (where a click jumps), said in words the UI looks up under `why.link.<kind>`.
import type { OrderEntry } from './timeline-orders';
import type { Params, ProcessId, TimelineEntry } from '../types';

/** Every kind of link a chain can hold; each has a sentence in both languages. */
export const CAUSE_KINDS = [
  // a delivery and what became of it
  'applied',
  'appliedAgain',
  'absorbed',
  'sentFirst',
  'resent',
  'resentOrder',
  'resubmitted',
  // two relays that took no claim on the row
  'sentByOther',
  // messages lost or refused
  'ackLost',
  'ackRefused',
  'requestLost',
  'requestRefused',
  'requestDiscarded',
  // processes that stopped
  'warehouseCrashed',
  'warehouseFailed',
  'warehouseCrashedBeforeCommit',
  'warehouseFailedBeforeCommit',
  'relayCrashed',
  'relayFailed',
  'orderCrashed',
  'orderFailed',
  'orderCrashedAfterCommit',
  'orderFailedAfterCommit',
  // what the sender did about it
  'timedOut',
  'errorReply',
  'rereadPending',
  'keptPending',
  'parked',
  'pendingDeleted',
  // a batch of buffered rows (accumulation)
  'batchCounted',
  'aggregatorCrashed',
  'aggregatorFailed',
  'batchCountedAgain',
  // the order's own transaction and the client
  'orderCommitted',
  'orderRolledBack',
  'neverCommitted',
  'rowsVanished',
  'rowsRolledBack',
  'noAnswer',
  'nothingResends',
  'errorAfterCommit',
  'gaveUp',
  'noAnswerResubmit',
  'errorResubmit',
] as const;
export type CauseKind = (typeof CAUSE_KINDS)[number];

/**
 * The links that name what struck a run that went wrong — a message lost or refused, the order service or the
 * warehouse stopping, the sender's timeout or error reply — as a question about preventing it names the fault.
 */
export const STRUCK_KINDS: ReadonlySet<CauseKind> = new Set<CauseKind>([
  'ackLost',
  'ackRefused',
  'requestLost',
  'requestRefused',
  'requestDiscarded',
  'warehouseCrashed',
  'warehouseFailed',
  'warehouseCrashedBeforeCommit',
  'warehouseFailedBeforeCommit',
  'orderCrashed',
  'orderFailed',
  'orderCrashedAfterCommit',
  'orderFailedAfterCommit',
  'timedOut',
  'errorReply',
]);

/** One step of a chain: what happened, and the timeline entry that shows it (its action and run move). */
export interface CauseLink {
  kind: CauseKind;
  seq: number;
  action: number;
  move?: number;
  params: Params;
}

/** What a chain explains about one order. */
export type CauseFinding = 'phantom' | 'lost' | 'duplicated' | 'countedTwice' | 'absorbed' | 'rolledBack';

export interface Cause {
  order: string;
  finding: CauseFinding;
  links: CauseLink[];
}

/** What the chains need to know of the design, read from its schema by SQL. */
export interface DesignFacts {
  inbox: boolean;
  outbox: boolean;
}

export function link(kind: CauseKind, at: OrderEntry, params: Params = {}): CauseLink {
  const { seq, action, move } = at.entry;
  return { kind, seq, action, ...(move === undefined ? {} : { move }), params };
}

/** A link's place in the timeline: entries are numbered from 1 in the order they were written. */
export function indexOf(l: CauseLink): number {
  return l.seq - 1;
}

/** A chain's links in the order they happened (a link left out as unknown is simply absent). */
export function chain(...links: (CauseLink | null | undefined)[]): CauseLink[] {
  return links.filter((l): l is CauseLink => l != null).sort((a, b) => a.seq - b.seq);
}

type Match = (entry: TimelineEntry) => boolean;

/** The first entry strictly between two timeline positions that matches. */
export function firstBetween(
  entries: readonly OrderEntry[],
  from: number,
  to: number,
  match: Match,
): OrderEntry | undefined {
  return entries.find((x) => x.index > from && x.index < to && match(x.entry));
}

export const is =
  (lane: string, ...texts: string[]): Match =>
  (entry) =>
    entry.lane === lane && texts.includes(entry.text);

export const byProcess =
  (process: ProcessId, ...texts: string[]): Match =>
  (entry) =>
    entry.params.process === process && texts.includes(entry.text);

/** A message's sender, as the network entry names it. */
export const sentBy =
  (from: ProcessId, ...texts: string[]): Match =>
  (entry) =>
    entry.lane === 'network' && entry.params.from === from && texts.includes(entry.text);

/** A crash or failure of `process`, as the link kind `<process>Crashed` / `<process>Failed` with its line. */
export function stopLink(
  x: OrderEntry,
  kinds: { crashed: CauseKind; failed: CauseKind },
  params: Params = {},
): CauseLink {
  const { line, error } = x.entry.params;
  return link(x.entry.text === 'crashed' ? kinds.crashed : kinds.failed, x, {
    line,
    ...(error === undefined ? {} : { error }),
    ...params,
  });
}
