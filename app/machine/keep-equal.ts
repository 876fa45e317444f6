// Structural sharing between a lab's snapshot and the one before it (TanStack Query's `replaceEqualDeep`): every
// part of the new snapshot equal in value to the same part of the old one is replaced by the old object. The panes
// select parts with `useWorld` and re-render when what they selected is a different object; the engine builds each
// snapshot afresh, so without this a Step re-renders every pane — the arm-fault form for the blockers, each process
// card for its program's lines — though most of them show the same as before.
import type { LabSnapshot } from '../engine/snapshot';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** `next`, with each part that equals `prev`'s in value being `prev`'s own. */
export function replaceEqualDeep<T>(prev: unknown, next: T): T {
  if (prev === next) return next;
  if (Array.isArray(prev) && Array.isArray(next)) {
    let same = prev.length === next.length;
    const out = next.map((item, i) => {
      const kept = replaceEqualDeep(prev[i], item);
      if (kept !== prev[i]) same = false;
      return kept;
    });
    return (same ? prev : out) as T;
  }
  if (isPlainObject(prev) && isPlainObject(next)) {
    const keys = Object.keys(next);
    let same = keys.length === Object.keys(prev).length;
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      const kept = replaceEqualDeep(prev[key], next[key]);
      if (kept !== prev[key] || !(key in prev)) same = false;
      out[key] = kept;
    }
    return (same ? prev : out) as T;
  }
  return next;
}

/**
 * The parts of a snapshot worth sharing: small, rebuilt every time, and mostly unchanged by a Step. The timeline is
 * left as it is (it grows with the run, and its entries are the world's own objects), and so are the tables (the
 * engine hands out the same panes while nothing they read has changed).
 */
const SHARED = [
  'queued',
  'vanished',
  'options',
  'processes',
  'inFlight',
  'armedDrops',
  'armedFaults',
  'outage',
  'ops',
  'verdict',
  'blockers',
] as const satisfies readonly (keyof LabSnapshot)[];

export function shareWithPrevious(prev: LabSnapshot | undefined, next: LabSnapshot): LabSnapshot {
  if (!prev || prev.design !== next.design) return next;
  const shared = { ...next };
  for (const key of SHARED) (shared as Record<string, unknown>)[key] = replaceEqualDeep(prev[key], next[key]);
  return shared;
}
