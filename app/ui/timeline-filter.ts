// Entries of a long timeline that pass a test, found without reading the whole timeline at every Step. A run of a
// thousand orders holds tens of thousands of entries, and a pane that filters them all each time it is drawn costs a
// Step a millisecond or more. Consecutive timelines of one lab share their leading entries (the very same objects):
// a Step adds entries after them, a Back or a jump keeps those before the checkpoint it restored. So each filter
// remembers its last answer per lab, and reads only the entries past the part the new timeline shares with the last.
import type { TimelineEntry } from '../engine/types';

interface Answer {
  timeline: readonly TimelineEntry[];
  found: TimelineEntry[];
  /** Where in `timeline` each of `found` stands. */
  at: number[];
}

/** How many leading entries two timelines share, object for object. */
export function sharedLength(a: readonly TimelineEntry[], b: readonly TimelineEntry[]): number {
  const most = Math.min(a.length, b.length);
  let i = 0;
  while (i < most && a[i] === b[i]) i += 1;
  return i;
}

/**
 * A filter with a memory: the entries of a timeline that pass `test`, in order. The answer is the same array for the
 * same timeline. Remembered per lab (by the timeline's first entry), so several labs on one page do not undo each
 * other's memory.
 */
export function timelineFilter(
  test: (entry: TimelineEntry) => boolean,
): (timeline: readonly TimelineEntry[]) => readonly TimelineEntry[] {
  const answers = new WeakMap<TimelineEntry, Answer>();
  return (timeline) => {
    const first = timeline[0];
    if (!first) return [];
    const last = answers.get(first);
    if (last?.timeline === timeline) return last.found;
    const shared = last ? sharedLength(last.timeline, timeline) : 0;
    let kept = last ? last.at.length : 0;
    while (kept > 0 && last!.at[kept - 1] >= shared) kept -= 1;
    const found = last ? last.found.slice(0, kept) : [];
    const at = last ? last.at.slice(0, kept) : [];
    for (let i = shared; i < timeline.length; i += 1) {
      if (!test(timeline[i])) continue;
      found.push(timeline[i]);
      at.push(i);
    }
    answers.set(first, { timeline, found, at });
    return found;
  };
}
