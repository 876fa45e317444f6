// The lab runner: turns (design, options, action log) into a snapshot. The log is the state; a world is only
// a cache of it. Going forward applies the new actions to a live world; going back (or anywhere else)
// replays the log on fresh files — deterministic replay is what "Back" and a shared link mean.
import type { SqlJsStatic } from 'sql.js';
import { blockerIn, type LabAction } from './actions/registry';
import { continueRun } from './actions/run';
import { applyAction } from './apply-action';
import type { ConnectionPool } from './connection-pool';
import { designRegistry, type DesignRegistry } from './designs/registry';
import { takeSnapshot, type LabSnapshot } from './snapshot';
import { DEFAULT_OPTIONS, type DesignId, type DesignOptions } from './types';
import { World } from './world';
import { filesFor } from './world-files';
import type { Blocker } from './world-facts';

export interface ReplayResult {
  snapshot: LabSnapshot;
  /** Set when the log held an action that was not possible at its point: the rest was not applied. */
  rejected: { index: number; blocker: Blocker } | null;
}

export interface LabOptions {
  /** Names this lab's database files, so several labs (a page, a test, the explorer) never share one. */
  slot?: string;
  /** Live worlds to keep. A page needs one; a graph walk that hops between branches keeps several. */
  worlds?: number;
  /** Lets worlds reuse each other's connections (the explorer's graph walk creates a handful per design). */
  pool?: ConnectionPool;
  /** The designs this lab can run; a test may hand it a registry with a design of its own. */
  designs?: DesignRegistry;
}

interface LiveWorld {
  world: World;
  setup: string;
  applied: string[];
  /** How many moves the newest applied action made, when it is a run cut part way (it can be carried on). */
  cut: number | null;
  lastUsed: number;
}

const CACHE_LIMIT = 512;

/** The moves asked of a run cut part way, else null. */
const cutMoves = (action: LabAction | undefined): number | null => (action?.type === 'run' && action.moves !== undefined ? action.moves : null);

export class Lab {
  readonly designs: DesignRegistry;
  private readonly slot: string;
  private readonly pool?: ConnectionPool;
  private readonly live: (LiveWorld | null)[];
  private readonly cache = new Map<string, ReplayResult>();
  private clock = 0;

  constructor(
    private readonly sql: SqlJsStatic,
    options: LabOptions = {},
  ) {
    this.slot = options.slot ?? 'lab';
    this.pool = options.pool;
    this.designs = options.designs ?? designRegistry;
    this.live = Array.from({ length: options.worlds ?? 1 }, () => null);
  }

  at(design: DesignId, actions: readonly LabAction[], options: DesignOptions = DEFAULT_OPTIONS): ReplayResult {
    const setup = `${design}|${JSON.stringify(options)}`;
    const keys = actions.map((a) => JSON.stringify(a));
    const cacheKey = `${setup}|${keys.join(';')}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const { world, rejected } = this.moveTo(design, options, setup, actions, keys);
    const result = { snapshot: takeSnapshot(world), rejected };
    // A rejected log leaves the world at its valid prefix; only a fully applied log is cached under its key.
    if (!rejected) this.remember(cacheKey, result);
    return result;
  }

  /** Whether `action` would be possible after `actions`: a lookup in that state's (cached) blocker table. */
  blocker(design: DesignId, actions: readonly LabAction[], action: LabAction, options: DesignOptions = DEFAULT_OPTIONS): Blocker | null {
    const { snapshot, rejected } = this.at(design, actions, options);
    return rejected ? rejected.blocker : blockerIn(snapshot.blockers, action);
  }

  /**
   * How many moves the "Run to end" at `index` made (0 when that action is not a run, or the log before it is
   * impossible): Back and a jump inside a run split it there into its first moves and the rest.
   */
  runMoves(design: DesignId, actions: readonly LabAction[], index: number, options: DesignOptions = DEFAULT_OPTIONS): number {
    if (actions[index]?.type !== 'run') return 0;
    const through = actions.slice(0, index + 1);
    const setup = `${design}|${JSON.stringify(options)}`;
    const { world, rejected } = this.moveTo(design, options, setup, through, through.map((a) => JSON.stringify(a)));
    return rejected ? 0 : world.lastRun.length;
  }

  /** Brings a live world to `actions`: the one whose log is the longest prefix, else the least recently used, replayed. */
  private moveTo(design: DesignId, options: DesignOptions, setup: string, actions: readonly LabAction[], keys: string[]): { world: World; rejected: ReplayResult['rejected'] } {
    let index = -1;
    let best = -1;
    this.live.forEach((entry, i) => {
      if (!entry || entry.setup !== setup || entry.applied.length > keys.length) return;
      const newest = entry.applied.length - 1;
      // The newest action may be a run cut after fewer moves than asked here: that world can be carried on.
      const carried = (j: number) => j === newest && entry.cut !== null && (cutMoves(actions[j]) ?? 0) > entry.cut;
      if (entry.applied.every((k, j) => k === keys[j] || carried(j)) && entry.applied.length > best) [index, best] = [i, entry.applied.length];
    });
    if (index < 0) index = this.fresh(design, options, setup);
    const entry = this.live[index]!;
    entry.lastUsed = ++this.clock;
    const last = entry.applied.length - 1;
    if (last >= 0 && entry.applied[last] !== keys[last]) {
      // The world stands at a run cut after fewer moves than asked: carry it on rather than replay it all.
      entry.world.cursor = { action: last };
      continueRun(entry.world, cutMoves(actions[last])! - entry.cut!);
      entry.applied[last] = keys[last];
      entry.cut = entry.world.lastRun.length;
    }
    for (let i = entry.applied.length; i < actions.length; i += 1) {
      entry.world.cursor = { action: i };
      const blocker = applyAction(entry.world, actions[i]);
      if (blocker) return { world: entry.world, rejected: { index: i, blocker } };
      entry.applied.push(keys[i]);
      entry.cut = cutMoves(actions[i]) === null ? null : entry.world.lastRun.length;
    }
    entry.world.cursor = { action: actions.length };
    return { world: entry.world, rejected: null };
  }

  private fresh(design: DesignId, options: DesignOptions, setup: string): number {
    const empty = this.live.indexOf(null);
    const index = empty >= 0 ? empty : this.live.reduce((lru, e, i) => (e!.lastUsed < this.live[lru]!.lastUsed ? i : lru), 0);
    this.live[index]?.world.dispose();
    const slot = this.live.length === 1 ? this.slot : `${this.slot}-${index}`;
    const world = new World(this.sql, this.designs.get(design), filesFor(slot), this.pool, options);
    this.live[index] = { world, setup, applied: [], cut: null, lastUsed: 0 };
    return index;
  }

  private remember(key: string, result: ReplayResult): void {
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, result);
  }

  /** The machine's context holds a Lab; tools that serialise context (xstate/graph's descriptions) get a name, not the world. */
  toJSON(): string {
    return `Lab(${this.slot})`;
  }

  dispose(): void {
    for (const entry of this.live) entry?.world.dispose();
    this.live.fill(null);
    this.cache.clear();
  }
}
