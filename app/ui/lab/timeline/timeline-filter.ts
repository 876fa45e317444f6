// Entries of a long timeline that pass a test, found without testing the whole timeline at every Step. A run of a
// thousand orders holds tens of thousands of entries, and a pane that filters them all each time it is drawn costs a
// Step a millisecond or more. Consecutive timelines of one lab share their leading entries (the very same objects):
// a Step adds entries after them, a Back or a jump keeps those before the checkpoint it restored. So each filter
// remembers its last answer per run (by the timeline's first entry), and tests only the entries past the part the new
// timeline shares with the last.
import type { TimelineEntry } from '../../../engine/types';

interface Answer {
  timeline: readonly TimelineEntry[];
  found: readonly TimelineEntry[];
  /** Where in `timeline` each of `found` stands. */
  at: readonly number[];
}

const NONE: readonly TimelineEntry[] = Object.freeze([]);

/**
 * How many leading entries `next` shares with the first `read` of `previous`, object for object. A world only
 * appends, and a restored one starts from a checkpoint's entries, so the shared entries are a prefix: the same
 * object at an index means the same run up to there, and a binary search finds where the two part.
 */
export function sharedLength(
  next: readonly TimelineEntry[],
  previous: readonly TimelineEntry[],
  read = previous.length,
): number {
  if (read > 0 && read <= next.length && next[read - 1] === previous[read - 1]) return read;
  let low = 0;
  let high = Math.min(next.length, read);
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (next[mid - 1] === previous[mid - 1]) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * A filter with a memory: the entries of a timeline that pass `test`, in order — the same array while they are the
 * same entries, so what is derived from them (a chart's points) is not derived again.
 */
export function timelineFilter(
  test: (entry: TimelineEntry) => boolean,
): (timeline: readonly TimelineEntry[]) => readonly TimelineEntry[] {
  const answers = new WeakMap<TimelineEntry, Answer>();
  return (timeline) => {
    const first = timeline[0];
    if (!first) return NONE;
    const last = answers.get(first);
    if (last?.timeline === timeline) return last.found;
    const shared = last ? sharedLength(timeline, last.timeline) : 0;
    let kept = last ? last.at.length : 0;
    while (kept > 0 && last!.at[kept - 1] >= shared) kept -= 1;
    const found = last ? last.found.slice(0, kept) : [];
    const at = last ? last.at.slice(0, kept) : [];
    for (let i = shared; i < timeline.length; i += 1) {
      if (!test(timeline[i])) continue;
      found.push(timeline[i]);
      at.push(i);
    }
    const same = last !== undefined && found.length === last.found.length && kept === last.found.length;
    answers.set(first, same ? { ...last, timeline } : { timeline, found, at });
    return same ? last.found : found;
  };
}
