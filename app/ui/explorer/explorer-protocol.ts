// Messages between the page and the explorer's worker. Plain data only (structured clone).
import type { DesignId } from '../../engine/types';
import type { ExplorerResult } from '../../explorer/explorer';
import type { BugReport } from '../../explorer/find-bug';

export type ExplorerRequest =
  | { type: 'explore'; design: DesignId; pairs: boolean }
  | { type: 'findBug'; design: DesignId; seed: number; numRuns: number }
  /** Derive every design's fault points ahead of time, while the learner is still reading. */
  | { type: 'prepare' };

export type ExplorerReply =
  | { type: 'progress'; done: number; total: number }
  | { type: 'explored'; result: ExplorerResult }
  | { type: 'bug'; report: BugReport; millis: number }
  | { type: 'error'; message: string };
