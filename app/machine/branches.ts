// History as a tree. Going back and then taking another action, resetting, or switching to another branch
// keeps the log left behind as a branch; the current log is the trunk the link holds. A branch that is a
// prefix of another holds nothing the other does not, so only the leaves are kept.
import { encodeAction, type LabAction } from '../engine/actions/registry';
import type { DesignId, DesignOptions } from '../engine/types';

export interface Branch {
  design: DesignId;
  options: DesignOptions;
  /** The whole log: what was applied and what waited under Forward. */
  actions: LabAction[];
}

/** At most this many branches are kept, the oldest dropped first: a scrubber, not an archive. */
export const MAX_BRANCHES = 20;

const sameSetup = (a: Branch, b: Branch) =>
  a.design === b.design && JSON.stringify(a.options) === JSON.stringify(b.options);

/** How many actions two logs share from the start. */
export function forkPoint(a: readonly LabAction[], b: readonly LabAction[]): number {
  let i = 0;
  // Logs share their action objects (every log is sliced or spread from another), so identity settles most of it.
  while (i < a.length && i < b.length && (a[i] === b[i] || encodeAction(a[i]) === encodeAction(b[i]))) i += 1;
  return i;
}

const isPrefix = (shorter: Branch, longer: Branch) =>
  sameSetup(shorter, longer) &&
  shorter.actions.length <= longer.actions.length &&
  forkPoint(shorter.actions, longer.actions) === shorter.actions.length;

/**
 * `branches` with `left` kept: nothing changes if `left` is empty or already inside a kept branch or the log the lab
 * now holds (`current`); branches inside `left` give way to it.
 */
export function keepBranch(branches: readonly Branch[], left: Branch, current: Branch): Branch[] {
  if (left.actions.length === 0 || isPrefix(left, current) || branches.some((b) => isPrefix(left, b)))
    return [...branches];
  return [...branches.filter((b) => !isPrefix(b, left)), left].slice(-MAX_BRANCHES);
}
