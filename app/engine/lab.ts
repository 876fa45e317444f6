// The lab runner: turns (design, action log) into a snapshot. The log is the state; a world is only a cache
// of it. Going forward applies the new actions to the live world; going back (or anywhere else) replays the
// log on fresh files — deterministic replay is what "Back" and a shared link mean.
import type { SqlJsStatic } from 'sql.js';
import { applyAction } from './apply-action';
import { blockerIn, blockerNow, type Blocker } from './blockers';
import { takeSnapshot, type LabSnapshot } from './snapshot';
import type { DesignId, LabAction } from './types';
import { filesFor, World } from './world';

export interface ReplayResult {
  snapshot: LabSnapshot;
  /** Set when the log held an action that was not possible at its point: the rest was not applied. */
  rejected: { index: number; blocker: Blocker } | null;
}

const CACHE_LIMIT = 256;

export class Lab {
  private world: World | null = null;
  private applied: string[] = [];
  private readonly cache = new Map<string, ReplayResult>();

  constructor(
    private readonly sql: SqlJsStatic,
    /** Names this lab's database files, so several labs (a page, a test, the explorer) never share one. */
    private readonly slot = 'lab',
  ) {}

  at(design: DesignId, actions: readonly LabAction[]): ReplayResult {
    const cacheKey = `${design}|${actions.map((a) => JSON.stringify(a)).join(';')}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const rejected = this.moveTo(design, actions);
    const result = { snapshot: takeSnapshot(this.world!), rejected };
    // A rejected log leaves the world at its valid prefix; only a fully applied log is cached under its key.
    if (!rejected) this.remember(cacheKey, result);
    return result;
  }

  /** Whether `action` would be possible after `actions`: a lookup in that state's (cached) blocker table. */
  blocker(design: DesignId, actions: readonly LabAction[], action: LabAction): Blocker | null {
    const { snapshot, rejected } = this.at(design, actions);
    return rejected ? rejected.blocker : blockerIn(snapshot.blockers, action);
  }

  /** Brings the live world to `actions`: onward from where it is when that is a prefix, else a fresh replay. */
  private moveTo(design: DesignId, actions: readonly LabAction[]): ReplayResult['rejected'] {
    const keys = actions.map((a) => JSON.stringify(a));
    const reusable =
      this.world !== null && this.world.design === design && this.applied.length <= keys.length && this.applied.every((k, i) => k === keys[i]);
    if (!reusable) this.fresh(design);
    const world = this.world!;
    for (let i = this.applied.length; i < actions.length; i += 1) {
      if (!applyAction(world, actions[i])) return { index: i, blocker: blockerNow(world, actions[i])! };
      this.applied.push(keys[i]);
    }
    return null;
  }

  private fresh(design: DesignId): void {
    this.world?.dispose();
    this.world = new World(this.sql, design, filesFor(this.slot));
    this.applied = [];
  }

  private remember(key: string, result: ReplayResult): void {
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, result);
  }

  dispose(): void {
    this.world?.dispose();
    this.world = null;
    this.cache.clear();
  }
}
