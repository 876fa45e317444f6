// Many checked runs on one world, sharing the work of the prefixes they have in common. The explorer's runs
// are a fault point's prefix followed by one or two faults and "Run to end"; dozens start with the same prefix.
// The runner keeps a checkpoint at every transaction-free position of the current path that the next run will
// also pass, and starts each run by restoring the deepest one it shares, so a prefix is applied (and checked)
// once per group, not once per run. Every result equals what `checkedRun` gives from scratch (a test compares
// them pair by pair).
import type { SqlJsStatic } from 'sql.js';
import type { LabAction } from '../engine/actions/registry';
import { markChecked } from './checks';
import { applyChecked, finishChecked, type CheckedProgress, type CheckedRun, type Violation } from './checked-run';
import { CheckpointStore, type Checkpoint } from '../engine/replay/checkpoint-store';
import type { ConnectionPool } from '../engine/runtime/connection-pool';
import type { Design } from '../engine/designs/design';
import { actionKey } from '../engine/replay/log-trie';
import { DEFAULT_OPTIONS, type DesignOptions } from '../engine/types';
import { World } from '../engine/runtime/world';
import { filesFor } from '../engine/runtime/world-files';

/** The world right after `depth` actions of the current path, with the checks' tally at that point. */
interface PathPoint {
  depth: number;
  checkpoint: Checkpoint;
  violations: Violation[];
  steps: number;
}

export interface SharedRunStats {
  /** Actions applied (a trunk's and a resumed pair's included), and how many runs from scratch would have applied. */
  applied: number;
  fromScratch: number;
  checkpoints: number;
}

export class SharedPrefixRunner {
  readonly world: World;
  readonly store: CheckpointStore;
  /** The keys of the actions the saved points stand after; points[i].depth <= keys.length. */
  private keys: string[] = [];
  private readonly points: PathPoint[] = [];
  readonly stats: SharedRunStats = { applied: 0, fromScratch: 0, checkpoints: 0 };

  constructor(
    sql: SqlJsStatic,
    slot: string,
    readonly design: Design,
    pool?: ConnectionPool,
    options: DesignOptions = DEFAULT_OPTIONS,
  ) {
    this.world = new World(sql, design, filesFor(slot), pool, options);
    this.store = new CheckpointStore(sql, slot);
    // A fresh world has no transaction open: the root of every run.
    this.points.push(this.point(0, { applied: [], violations: [], steps: 0 })!);
  }

  /**
   * Runs `actions` as `checkedRun` would (without skipping impossible ones). `shared` is how many of its first
   * actions the next run has in common with it: positions up to there are worth a checkpoint.
   */
  run(actions: readonly LabAction[], shared = 0): CheckedRun {
    const { progress, rejectedAt } = this.advance(actions, shared);
    return finishChecked(this.world, this.design, progress, rejectedAt);
  }

  /** Brings the world to the end of `actions` (or to the first one refused), with the checks' tally, as `run` does. */
  advance(actions: readonly LabAction[], shared = 0): { progress: CheckedProgress; rejectedAt: number | null } {
    const keys = actions.map(actionKey);
    let common = 0;
    while (common < keys.length && common < this.keys.length && keys[common] === this.keys[common]) common += 1;
    // The deepest saved point on this run's way; the ones past it belong to another branch.
    while (this.points.length > 1 && this.points.at(-1)!.depth > common)
      this.store.release(this.points.pop()!.checkpoint);
    const from = this.points.at(-1)!;
    this.store.restore(this.world, from.checkpoint);
    // A point past the root was saved once its action's checks had run: its files were read by integrity_check then.
    if (from.depth > 0) markChecked(this.world);
    this.keys = keys.slice(0, from.depth);

    const progress: CheckedProgress = {
      applied: [...actions.slice(0, from.depth)],
      violations: [...from.violations],
      steps: from.steps,
    };
    this.stats.fromScratch += actions.length;
    for (let index = from.depth; index < actions.length; index += 1) {
      this.stats.applied += 1;
      if (!applyChecked(this.world, actions[index], progress)) return { progress, rejectedAt: index };
      this.keys.push(keys[index]);
      const depth = index + 1;
      // A run's own "Run to end" is never shared; a position the next run passes too is kept if it can be.
      if (depth <= shared && actions[index].type !== 'run') {
        const point = this.point(depth, progress);
        if (point) this.points.push(point);
      }
    }
    return { progress, rejectedAt: null };
  }

  dispose(): void {
    for (const point of this.points.splice(0)) this.store.release(point.checkpoint);
    this.store.dispose();
    this.world.dispose();
  }

  private point(depth: number, progress: CheckedProgress): PathPoint | null {
    const checkpoint = this.store.save(this.world);
    if (!checkpoint) return null;
    this.stats.checkpoints += 1;
    return { depth, checkpoint, violations: [...progress.violations], steps: progress.steps };
  }
}
