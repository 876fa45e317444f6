// A filter over a lab's timelines reads only what a new timeline does not share with the last one it was given,
// and always answers what filtering the whole timeline answers.
import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from '../../app/engine/types';
import { sharedLength, timelineFilter } from '../../app/ui/lab/timeline/timeline-filter';

function entries(from: number, count: number, lane = 'relay'): TimelineEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    seq: from + i + 1,
    at: (from + i) * 10,
    lane: (from + i) % 3 === 0 ? 'client' : lane,
    text: 'ranLine',
    params: {},
    action: from + i,
  })) as TimelineEntry[];
}

describe('timelineFilter', () => {
  it('answers what a full filter answers, reading past the shared part only', () => {
    const seen: TimelineEntry[] = [];
    const isClient = (e: TimelineEntry) => e.lane === 'client';
    const clients = timelineFilter((e) => {
      seen.push(e);
      return isClient(e);
    });
    const start = entries(0, 30);
    expect(clients(start)).toEqual(start.filter(isClient));
    expect(seen).toHaveLength(30);
    // The same timeline: the same answer, nothing read.
    expect(clients(start)).toBe(clients(start));
    expect(seen).toHaveLength(30);

    // A Step: the same entries and new ones after them.
    const stepped = [...start, ...entries(30, 5)];
    seen.length = 0;
    expect(clients(stepped)).toEqual(stepped.filter(isClient));
    expect(seen).toEqual(stepped.slice(30));

    // A Back that restored a checkpoint: the first 20 entries are the same objects, the rest were written again.
    const restored = [...stepped.slice(0, 20), ...entries(20, 12)];
    seen.length = 0;
    expect(clients(restored)).toEqual(restored.filter(isClient));
    expect(seen).toEqual(restored.slice(20));

    // Back to a shorter timeline that is a prefix of the last one: nothing to read.
    seen.length = 0;
    expect(clients(restored.slice(0, 25))).toEqual(restored.slice(0, 25).filter(isClient));
    expect(seen).toHaveLength(0);
  });

  it('keeps one memory per lab: two labs on a page do not undo each other', () => {
    const isClient = (e: TimelineEntry) => e.lane === 'client';
    const clients = timelineFilter(isClient);
    const a = entries(0, 40);
    const b = entries(0, 25, 'warehouse');
    for (let round = 0; round < 3; round += 1) {
      const longerA = [...a, ...entries(40, round)];
      const longerB = [...b, ...entries(25, round * 2, 'warehouse')];
      expect(clients(longerA)).toEqual(longerA.filter(isClient));
      expect(clients(longerB)).toEqual(longerB.filter(isClient));
    }
    expect(clients([])).toEqual([]);
  });

  it('hands back the same array while the entries found are the same, so what is derived from them is kept', () => {
    const isClient = (e: TimelineEntry) => e.lane === 'client';
    const clients = timelineFilter(isClient);
    const start = entries(0, 10);
    const found = clients(start);
    // A Step that adds no client entry (entries 10 and 11 are the relay's): the same array.
    const stepped = [...start, ...entries(10, 2)];
    expect(clients(stepped)).toBe(found);
    // One that adds a client entry (entry 12 is the client's): a new one.
    const more = [...stepped, ...entries(12, 1)];
    expect(clients(more)).not.toBe(found);
    expect(clients(more)).toEqual(more.filter(isClient));
    expect(clients([])).toBe(clients([]));
  });

  it('counts the shared leading entries object for object', () => {
    const a = entries(0, 10);
    expect(sharedLength(a, a)).toBe(10);
    expect(sharedLength(a, a.slice(0, 4))).toBe(4);
    expect(sharedLength(a, [...a.slice(0, 6), ...entries(6, 4)])).toBe(6);
    expect(sharedLength(a, entries(0, 10))).toBe(0);
    // Only the first `read` of the earlier timeline count.
    expect(sharedLength(a, a, 7)).toBe(7);
  });
});
