// What replaying a log gives: the snapshot, and the action the lab refused if it refused one. Its own file, so
// the log trie that caches results need not import the lab that makes them.
import type { LabSnapshot } from '../snapshot';
import type { Blocker } from '../runtime/world-facts';

export interface ReplayResult {
  snapshot: LabSnapshot;
  /** Set when the log held an action that was not possible at its point: the rest was not applied. */
  rejected: { index: number; blocker: Blocker } | null;
}

/**
 * A rough size of a replay result: a slot per timeline entry (the entries themselves are shared between results), and
 * each pane row.
 */
export function resultBytes(result: ReplayResult): number {
  const { snapshot } = result;
  let rows = 0;
  for (const db of Object.values(snapshot.tables))
    for (const pane of Object.values(db)) rows += (pane.owner.rows?.length ?? 0) + (pane.independent.rows?.length ?? 0);
  return 2_048 + 8 * snapshot.timeline.length + 400 * rows;
}
