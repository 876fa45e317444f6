// One design's runs split between workers. A share is every `of`th first fault: a first fault's runs share its
// trunks (armed-variants.ts), so they stay on one worker; the shares take turns, so each gets early and late first
// faults alike.
import { faultId, type FaultRun, type RunPart } from './fault-runs';

/** The runs whose first fault is the `index`th of every `of`, first faults counted in order of first appearance. */
export function partOf(runs: FaultRun[], part: RunPart): FaultRun[] {
  const firsts = new Map<string, number>();
  return runs.filter((run) => {
    const first = faultId(run.faults[0]);
    if (!firsts.has(first)) firsts.set(first, firsts.size);
    return firsts.get(first)! % part.of === part.index;
  });
}
