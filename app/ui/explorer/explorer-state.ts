// What the explorer screen shows of a run (explorer-run.ts drives it), and what a press asks for.
import type { DesignId } from '../../engine/types';
import type { ExplorerResult, RunResult, RunSize } from '../../explorer/explorer';
import type { BugReport } from '../../explorer/find-bug';

/** A design's verdicts while the explorer runs: all of them once it is done, else the ones finished so far. */
export type ShownDesign =
  | { design: DesignId; finished: ExplorerResult }
  | { design: DesignId; finished: null; size: RunSize; results: RunResult[]; total: number };

export type ExplorerState =
  | { phase: 'idle' }
  | {
      phase: 'running';
      task: 'explore' | 'findBug';
      done: number;
      total: number;
      designs: number;
      designsDone: number;
      /** Designs done, counting the ones under way by the share of their runs done (0 to `designs`). */
      designsFraction: number;
      /** Verdicts so far, design by design in the order picked: the matrix fills as runs finish. */
      shown: ShownDesign[];
    }
  /** `shown`: what had been found when the learner cancelled stays on screen. */
  | { phase: 'cancelled'; shown: ShownDesign[] }
  | { phase: 'error'; message: string }
  /** `ahead`: how many of the designs' matrices a warm worker had already run while the learner was in the lab. */
  | {
      phase: 'explored';
      results: ExplorerResult[];
      /** The same results as the running state showed them, design by design (one object per design, kept). */
      shown: ShownDesign[];
      wallMillis: number;
      workers: number;
      ahead: number;
    }
  | { phase: 'bug'; report: BugReport; millis: number; design: DesignId };

export type ExplorerStart =
  | { type: 'explore'; designs: DesignId[]; size: RunSize }
  | { type: 'findBug'; design: DesignId; seed: number; numRuns: number };
