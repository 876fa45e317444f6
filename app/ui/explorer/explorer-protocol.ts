// Messages between the page and the explorer's worker. Plain data only (structured clone).
import type { DesignId } from '../../engine/types';
import type { ExplorerResult, RunResult, RunSize } from '../../explorer/explorer';
import type { RunPart } from '../../explorer/fault-runs';
import type { FaultPoint } from '../../explorer/fault-points';
import type { BugReport } from '../../explorer/find-bug';

export type ExplorerRequest =
  /** The page's compiled sql.js WASM, sent first (null: the page has none, the worker fetches its own). */
  | { type: 'wasm'; module: WebAssembly.Module | null }
  /**
   * `points`, when the page has them (another worker derived them), spare this worker the walk; `part`, when several
   * workers split the design, is this one's share of it.
   */
  | { type: 'explore'; design: DesignId; size: RunSize; part?: RunPart; points?: FaultPoint[] }
  | { type: 'findBug'; design: DesignId; seed: number; numRuns: number }
  /**
   * Derive these designs' fault points ahead of time, while the learner is still reading, then run their single-fault
   * matrices; each is sent back.
   */
  | { type: 'prepare'; designs: DesignId[] }
  /** Hold off (or go on) deriving ahead of time: the learner is busy in the lab. Runs are never held. */
  | { type: 'pace'; paused: boolean };

export type ExplorerReply =
  /**
   * `fresh`: the runs finished since the last progress, at their places in the run list (of the part, if split),
   * shown as they come. Runs come without their action logs: the page opens them by their links.
   */
  | { type: 'progress'; design: DesignId; done: number; total: number; fresh: [number, RunResult][] }
  | { type: 'explored'; result: ExplorerResult }
  | { type: 'bug'; report: BugReport; millis: number }
  /** One design's fault points, derived: the page keeps them for every worker. */
  | { type: 'points'; design: DesignId; points: FaultPoint[] }
  /** One design's single-fault matrix, run ahead of time: the page keeps it for the explorer's first press. */
  | { type: 'ahead'; result: ExplorerResult }
  | { type: 'error'; message: string };
