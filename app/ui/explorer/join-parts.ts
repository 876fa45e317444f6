// One design's answers from the workers that split it (run-parts.ts), joined again: the runs stand in the order
// one worker would have given them.
import type { ExplorerResult, RunResult } from '../../explorer/explorer';
import { faultId } from '../../explorer/fault-runs';

/** A part's results in runs of one first fault each, in order. */
function byFirstFault(results: readonly RunResult[]): RunResult[][] {
  const groups: RunResult[][] = [];
  let last: string | null = null;
  for (const r of results) {
    const first = faultId(r.run.faults[0]);
    if (first !== last) groups.push([]);
    groups.at(-1)!.push(r);
    last = first;
  }
  return groups;
}

/**
 * The whole design's result from its parts' (`parts[i]` is part i of `parts.length`): runs back in one worker's
 * order, counts and work added up, times those of the slowest part (they ran side by side).
 */
export function joinParts(parts: readonly ExplorerResult[]): ExplorerResult {
  const groups = parts.map((p) => byFirstFault(p.results));
  const results: RunResult[] = [];
  for (let k = 0; groups.some((g) => k < g.length); k += 1)
    for (const g of groups) if (k < g.length) results.push(...g[k]);
  function sum<T extends { [K in keyof T]: number }>(pick: (p: ExplorerResult) => T): T {
    const out = { ...pick(parts[0]) };
    for (const p of parts.slice(1))
      for (const key of Object.keys(out) as (keyof T)[]) out[key] = (out[key] + pick(p)[key]) as T[keyof T];
    return out;
  }
  return {
    ...parts[0],
    results,
    counts: sum((p) => p.counts),
    millis: {
      derive: Math.max(...parts.map((p) => p.millis.derive)),
      run: Math.max(...parts.map((p) => p.millis.run)),
    },
    applied: sum((p) => p.applied),
    states: sum((p) => p.states),
  };
}
