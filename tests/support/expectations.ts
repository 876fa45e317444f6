// Holds an explorer result to what its design expects of every single fault.
import type { Design, FaultId } from '../../app/engine/designs/design';
import type { ExplorerResult } from '../../app/explorer/explorer';

/** One line per run whose outcome is not what the design expects; empty when every expectation holds. */
export function expectationMismatches(design: Design, result: ExplorerResult): string[] {
  return result.results
    .map((r) => ({
      id: r.run.id,
      got: r.outcome,
      want: design.expected.faults[r.run.id as FaultId] ?? design.expected.otherwise,
    }))
    .filter(({ got, want }) => got !== want)
    .map(({ id, got, want }) => `${id}: ${got}, expected ${want}`);
}

/** Fault ids the expectations name that the explorer never ran (a typo, or a line the design does not have). */
export function unknownExpectations(design: Design, result: ExplorerResult): string[] {
  const ran = new Set(result.results.map((r) => r.run.id));
  return Object.keys(design.expected.faults).filter((id) => !ran.has(id));
}
