// What replaying a log gives: the snapshot, and the action the lab refused if it refused one. Its own file, so
// the log trie that caches results need not import the lab that makes them.
import type { LabSnapshot } from '../snapshot';
import type { Blocker } from '../runtime/world-facts';

export interface ReplayResult {
  snapshot: LabSnapshot;
  /** Set when the log held an action that was not possible at its point: the rest was not applied. */
  rejected: { index: number; blocker: Blocker } | null;
}
