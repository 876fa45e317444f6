// The timeline as a sequence diagram, as plain data: which lanes stand side by side, one row per event (runs
// of identical events folded into one), the arrow each message draws from lane to lane, and which rows are the
// current step. Pure, so it is tested without a browser; the component only draws what this returns.
import {
  instanceNo,
  isProcess,
  LANES,
  PROCESSES,
  roleOf,
  type Lane,
  type ProcessId,
  type TimelineEntry,
} from '../../../engine/types';
import { replaceEqualDeep } from '../../../machine/keep-equal';
import { sharedLength } from './timeline-filter';

/** What a row draws on its entry's lane when it draws no arrow. */
export type Glyph = 'commit' | 'rollback' | 'fault' | 'lost' | 'event';

export interface Arrow {
  from: Lane;
  to: Lane;
  /** The message never arrived: the arrow stops half way, with a cross. */
  lost: boolean;
}

export interface DiagramRow {
  /** The seq of the first entry folded into the row: stable across steps, Back and jumps, so React keeps the row. */
  key: number;
  /** The last entry folded into the row: its words are shown, and a click jumps to right after it. */
  entry: TimelineEntry;
  /** How many identical entries in a row this one stands for. */
  count: number;
  arrow: Arrow | null;
  glyph: Glyph;
}

/**
 * The lanes side by side, left to right; a design without a relay has no relay lane, and a second relay or order
 * worker has its own lane beside its role's first.
 */
export function diagramLanes(processes: Readonly<Record<ProcessId, { inDesign: boolean }>>): Lane[] {
  return LANES.flatMap((lane): Lane[] => {
    if (!isProcess(lane)) return [lane];
    const role = roleOf(lane);
    const first = role !== 'relay' || processes[lane].inDesign ? [lane] : [];
    const further = PROCESSES.filter((id) => roleOf(id) === role && instanceNo(id) > 1 && processes[id].inDesign);
    return [...first, ...further];
  });
}

/** A lane's centre, in percent of the strip's width. */
export function laneX(lanes: readonly Lane[], lane: Lane): number {
  return ((lanes.indexOf(lane) + 0.5) / lanes.length) * 100;
}

/**
 * Who sent each message and to whom, learned from the entry that sent it: a later "lost" entry may name only its id.
 */
/** Who sent each message, and the seq of the entry that said so. */
type Senders = Map<string, { from: ProcessId; to: ProcessId; seq: number }>;

function arrowOf(entry: TimelineEntry, senders: Senders): Arrow | null {
  const lost = entry.mark === 'lost';
  if (entry.lane === 'network') {
    const found = senders.get(String(entry.params.message ?? ''));
    // Learned from a later entry (of a branch a Back left, whose ids a restore may give out again): not this one's.
    const known = found && found.seq <= entry.seq ? found : undefined;
    const from = isProcess(entry.params.from) ? entry.params.from : known?.from;
    const to = isProcess(entry.params.to) ? entry.params.to : known?.to;
    if (from && to && (entry.mark === 'message' || lost)) return { from, to, lost };
    return null;
  }
  // The client's request goes to the order service; what the order service answers on it comes back.
  if (entry.lane === 'client' && entry.mark === 'message') return { from: 'client', to: 'order', lost: false };
  if (entry.lane === 'client' && entry.params.request !== undefined) return { from: 'order', to: 'client', lost };
  return null;
}

function glyphOf(entry: TimelineEntry): Glyph {
  if (entry.mark === 'commit' || entry.mark === 'rollback' || entry.mark === 'fault' || entry.mark === 'lost')
    return entry.mark;
  return 'event';
}

function sameEvent(a: TimelineEntry, b: TimelineEntry): boolean {
  if (a.lane !== b.lane || a.text !== b.text || a.mark !== b.mark) return false;
  const [ka, kb] = [Object.keys(a.params), Object.keys(b.params)];
  return ka.length === kb.length && ka.every((k) => a.params[k] === b.params[k]);
}

/** The rows of a timeline, and what it takes to extend them when the same run grows. */
export interface TimelineLayout {
  rows: DiagramRow[];
  showLineRuns: boolean;
  /** How many timeline entries were read. */
  read: number;
  senders: Senders;
  /** The entries laid out, so a later picture that is a prefix of them (Back, a jump back) keeps their rows. */
  entries: readonly TimelineEntry[];
}

/**
 * Lays out the timeline. Given the layout of an earlier picture of the same run, only the entries the two do not
 * share are read: a step costs what it added, and Back what it took away plus what a replay wrote anew, not the
 * length of the run. Entries are never changed once written, and a world only appends, so the same entry object at
 * the same index means the same run up to there.
 */
export function layoutTimeline(
  entries: readonly TimelineEntry[],
  showLineRuns: boolean,
  previous?: TimelineLayout,
): TimelineLayout {
  const keep =
    previous !== undefined && previous.showLineRuns === showLineRuns
      ? sharedLength(entries, previous.entries, previous.read)
      : 0;
  // The rows of the entries both pictures share are kept (the same objects, so React keeps their elements); only a
  // kept row that reaches past them is laid out again, from its first entry, with the entries after.
  let rows: DiagramRow[] = [];
  let from = 0;
  if (previous && keep > 0) {
    rows = keep >= previous.read ? previous.rows.slice() : previous.rows.slice(0, firstRowAfter(previous.rows, keep));
    from = keep;
    const lastRow = rows[rows.length - 1];
    if (lastRow && lastRow.entry.seq > keep) {
      rows.pop();
      from = lastRow.key - 1;
    }
  }
  // Senders are keyed by message id. Growing, the map goes on; cut back, it is copied (the earlier picture keeps its
  // own), and a sender learned past the cut is never taken for an entry before it (arrowOf checks the seq).
  const senders: Senders =
    previous && keep > 0 ? (keep >= previous.read ? previous.senders : new Map(previous.senders)) : new Map();
  for (let i = from; i < entries.length; i += 1) {
    const entry = entries[i];
    if (
      entry.lane === 'network' &&
      entry.mark === 'message' &&
      isProcess(entry.params.from) &&
      isProcess(entry.params.to)
    ) {
      senders.set(String(entry.params.message), { from: entry.params.from, to: entry.params.to, seq: entry.seq });
    }
    if (!showLineRuns && entry.text === 'ranLine') continue;
    const before = rows[rows.length - 1];
    if (before && sameEvent(before.entry, entry)) rows[rows.length - 1] = { ...before, entry, count: before.count + 1 };
    else rows.push({ key: entry.seq, entry, count: 1, arrow: arrowOf(entry, senders), glyph: glyphOf(entry) });
  }
  if (previous && previous.showLineRuns === showLineRuns) keepEqualRows(rows, previous.rows, from);
  return { rows, showLineRuns, read: entries.length, senders, entries };
}

/**
 * A restore hands back the entries after its checkpoint as new objects, made again by the moves replayed: Back near
 * the end of a long run would give every row in view a new object, and React would draw them all again. A row laid
 * out again that equals the earlier picture's row at its place, in value, is that row (the snapshot's structural
 * sharing, row by row; a row whose key or last entry's time differs is not compared deeper).
 */
function keepEqualRows(rows: DiagramRow[], before: readonly DiagramRow[], from: number): void {
  for (let i = firstRowAfter(rows, from); i < rows.length && i < before.length; i += 1)
    if (rows[i].key === before[i].key && rows[i].entry.at === before[i].entry.at)
      rows[i] = replaceEqualDeep(before[i], rows[i]);
}

/** The index of the first row whose first entry comes after entry number `seq` (rows are in entry order). */
function firstRowAfter(rows: readonly DiagramRow[], seq: number): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (rows[mid].key <= seq) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The rows of the current step: those written by the latest action, or inside a "Run to end" by its latest
 * move — what Back would undo. They are the last rows; null when the latest action wrote nothing shown.
 */
export function currentRows(rows: readonly DiagramRow[], actionCount: number): { first: number; last: number } | null {
  const last = rows.length - 1;
  const newest = rows[last]?.entry;
  if (!newest || newest.action !== actionCount - 1) return null;
  let first = last;
  while (first > 0 && rows[first - 1].entry.action === newest.action && rows[first - 1].entry.move === newest.move)
    first -= 1;
  return { first, last };
}

/** What a click on a row sends: show the lab right after its (last) entry's action, or its move inside a run. */
export function jumpTo(entry: TimelineEntry): { type: 'JUMP'; action: number; move?: number } {
  return entry.move === undefined
    ? { type: 'JUMP', action: entry.action }
    : { type: 'JUMP', action: entry.action, move: entry.move };
}
