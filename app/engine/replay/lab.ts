// The lab runner: turns (design, options, action log) into a snapshot. The log is the state; a world is only
// a cache of it. Going forward applies the new actions to a live world; going back (or anywhere else) restores
// the nearest checkpoint before that point and replays the few actions after it — deterministic replay is what
// "Back" and a shared link mean, and checkpoints make it cost the same however long the session was.
import type { SqlJsStatic } from 'sql.js';
import { blockerIn, type LabAction } from '../actions/registry';
import type { ConnectionPool } from '../runtime/connection-pool';
import { designRegistry, type DesignRegistry } from '../designs/registry';
import { takeSnapshot } from '../snapshot';
import { DEFAULT_OPTIONS, type DesignId, type DesignOptions } from '../types';
import type { World } from '../runtime/world';
import { ByteBudget } from './byte-budget';
import { CheckpointShelf, cutMoves } from './checkpoint-shelf';
import { CheckpointStore } from './checkpoint-store';
import { ancestorAt, LogTrie, wholeRunTwin, type LogNode } from './log-trie';
import { resultBytes, type ReplayResult } from './replay-result';
import type { SavedLab } from './saved-lab';
import { restoreLab, saveLab, type LabParts } from './lab-saving';
import type { Blocker } from '../runtime/world-facts';
import { LiveWorlds } from './live-worlds';
import { pathCost } from './replay-path';
import { standAt, WorldMover, type Moved } from './world-mover';

export interface LabOptions {
  /** Names this lab's database files, so several labs (a page, a test, the explorer) never share one. */
  slot?: string;
  /** Live worlds to keep. A page needs one; a graph walk that hops between branches keeps several. */
  worlds?: number;
  /** Lets worlds reuse each other's connections (the explorer's graph walk creates a handful per design). */
  pool?: ConnectionPool;
  /** The designs this lab can run; a test may hand it a registry with a design of its own. */
  designs?: DesignRegistry;
  /** Off: every jump replays from a live world or the start (the reference a test compares checkpoints with). */
  checkpoints?: boolean;
}

/** What the lab has done so far: how checkpoints are paying off (the bench reports them; tests prove they are used). */
export interface LabStats {
  checkpointsTaken: number;
  /** Of those, the ones kept now (a long replay keeps every fourth and the newest few; the budget drops the oldest). */
  checkpointsKept: number;
  restores: number;
  /** Actions applied to live worlds (a run counts once). */
  actionsApplied: number;
  /** Moves of runs made in live worlds: what a Back inside a run replays. */
  movesApplied: number;
  /** What the checkpoints kept now take in sql.js's files (typed arrays outside the JS heap). */
  checkpointBytes: number;
}

/** Replay results kept, by what they hold (a snapshot's timeline grows with the session): about this many bytes. */
const RESULT_BUDGET_BYTES = 8 * 1024 * 1024;
/**
 * How many moves before the end of a long run a link opened there gets a checkpoint (readyBack). Checkpoints are
 * spaced by the files' size, about a hundred moves apart at a thousand orders: without it, each of the first Backs
 * from the end replayed up to that many.
 */
const BACK_REACH = 16;

/**
 * How far (actions and run moves) a step already shown may stand from a checkpoint or a live world for a link to it
 * to replay nothing (replayStart): a few milliseconds of replay, about as far apart as a long replay keeps its
 * checkpoints for good.
 */
const SHOWN_REACH = 64;

/** What a world is built from besides its log: worlds, tries and results are kept per setup. */
const setupOf = (design: DesignId, options: DesignOptions): string => `${design}|${JSON.stringify(options)}`;

export class Lab {
  readonly designs: DesignRegistry;
  private readonly slot: string;
  private readonly live: LiveWorlds;
  private readonly tries = new Map<string, LogTrie>();
  /** Nodes holding a result; dropping one forgets its result. */
  private readonly results = new ByteBudget<LogNode>(RESULT_BUDGET_BYTES, (node) => (node.result = undefined));
  private readonly shelf: CheckpointShelf;
  private readonly mover: WorldMover;

  constructor(
    /**
     * The SQLite build its worlds run on: the quiz asks SQLite itself about a schema (a query plan, a renamed column).
     */
    readonly sql: SqlJsStatic,
    options: LabOptions = {},
  ) {
    this.slot = options.slot ?? 'lab';
    this.designs = options.designs ?? designRegistry;
    this.live = new LiveWorlds(sql, this.designs, this.slot, options.worlds ?? 1, options.pool);
    this.shelf = new CheckpointShelf(new CheckpointStore(sql, this.slot), options.checkpoints ?? true);
    this.mover = new WorldMover(this.live, this.shelf);
  }

  get stats(): LabStats {
    return {
      checkpointsTaken: this.shelf.taken,
      checkpointsKept: this.shelf.count,
      restores: this.shelf.restored,
      actionsApplied: this.mover.actionsApplied,
      movesApplied: this.mover.movesApplied,
      checkpointBytes: this.shelf.bytes,
    };
  }

  private trieOf(setup: string): LogTrie {
    let trie = this.tries.get(setup);
    if (!trie) {
      trie = new LogTrie();
      this.tries.set(setup, trie);
    }
    return trie;
  }

  at(design: DesignId, actions: readonly LabAction[], options: DesignOptions = DEFAULT_OPTIONS): ReplayResult {
    const setup = setupOf(design, options);
    const node = this.trieOf(setup).nodeOf(actions);
    if (node.result) {
      this.results.touch(node);
      return node.result;
    }
    const twin = wholeRunTwin(node);
    if (twin?.result) {
      this.results.touch(twin);
      this.remember(node, twin.result);
      return twin.result;
    }
    const { world, rejected } = this.moveTo(design, options, setup, node);
    const result = { snapshot: takeSnapshot(world), rejected };
    // A rejected log leaves the world at its valid prefix; only a fully applied log keeps its result.
    if (!rejected) this.remember(node, result);
    return result;
  }

  /**
   * Hands the live world after `actions` to `use` — for a question asked of it (the SQL console), never a change:
   * `use` must leave the world as it found it, since the world stays this log's. Null when the log is impossible.
   */
  inspect<T>(
    design: DesignId,
    actions: readonly LabAction[],
    options: DesignOptions,
    use: (world: World) => T,
  ): T | null {
    const setup = setupOf(design, options);
    const { world, rejected } = this.moveTo(design, options, setup, this.trieOf(setup).nodeOf(actions));
    return rejected ? null : use(world);
  }

  /** Whether `action` would be possible after `actions`: a lookup in that state's (cached) blocker table. */
  blocker(
    design: DesignId,
    actions: readonly LabAction[],
    action: LabAction,
    options: DesignOptions = DEFAULT_OPTIONS,
  ): Blocker | null {
    const { snapshot, rejected } = this.at(design, actions, options);
    return rejected ? rejected.blocker : blockerIn(snapshot.blockers, action);
  }

  /**
   * How many moves the "Run to end" at `index` made (0 when that action is not a run, or the log before it is
   * impossible): Back and a jump inside a run split it there into its first moves and the rest.
   */
  runMoves(
    design: DesignId,
    actions: readonly LabAction[],
    index: number,
    options: DesignOptions = DEFAULT_OPTIONS,
  ): number {
    if (actions[index]?.type !== 'run') return 0;
    const setup = setupOf(design, options);
    const node = ancestorAt(this.trieOf(setup).nodeOf(actions), index + 1);
    if (node.made !== undefined) return node.made;
    const { rejected } = this.moveTo(design, options, setup, node);
    return rejected ? 0 : (node.made ?? 0);
  }

  /**
   * A run cut after `cut` moves (the last action of `cutLog`) that came to rest before its cut is the whole run: the
   * live world standing there also stands after the plain "Run to end" in its place. A sliced replay makes a long run
   * a cut at a time and hands it over this way. The cut must not exceed the run's budget (runBudget) where it started:
   * only then would the whole run have come to rest at the same move. False when no live world stands there.
   */
  adoptSettledRun(design: DesignId, options: DesignOptions, cutLog: readonly LabAction[]): boolean {
    const trie = this.trieOf(setupOf(design, options));
    const cutNode = trie.nodeOf(cutLog);
    const asked = cutMoves(cutNode.action);
    const entry = this.live.at(cutNode);
    if (!entry || asked === null || entry.world.lastRun.length >= asked) return false;
    const whole = trie.childOf(cutNode.parent!, { type: 'run' });
    whole.made = entry.world.lastRun.length;
    entry.node = whole;
    return true;
  }

  /**
   * How many of `actions` a replay of them need not apply again: the depth of the deepest point on their way where a
   * live world stands or a checkpoint hangs (0 when none does). A link that is a step of the session (a jump by the
   * address, a shared position) replays from there, not from the start. One to a step already shown (its result is
   * kept) a short way from such a point replays nothing: the lab shows the kept result, and the next action that needs
   * a world there replays those few. Further from one, it replays as any link does (a slice at a time, under the bar):
   * otherwise the next Step or Back would be left the whole replay to do at once.
   */
  replayStart(design: DesignId, actions: readonly LabAction[], options: DesignOptions = DEFAULT_OPTIONS): number {
    const target = this.trieOf(setupOf(design, options)).nodeOf(actions);
    let from: LogNode | null = target;
    while (from && !from.checkpoint && !this.live.at(from)) from = from.parent;
    if (!from) return 0;
    if (target.result && pathCost(from, target, 0) <= SHOWN_REACH) return actions.length;
    return from.depth;
  }

  /**
   * Where `actions` end in a long "Run to end" (a link opened there), puts a checkpoint BACK_REACH moves before the
   * run's end unless one is that close already, so that Back from the end replays a few moves. A spare world (an
   * empty place, or the least recently used world if it is not the one at the end) is brought there, and stays: the
   * first Back carries it on. Nothing when the world at the end is the only one.
   */
  readyBack(design: DesignId, actions: readonly LabAction[], options: DesignOptions = DEFAULT_OPTIONS): void {
    const setup = setupOf(design, options);
    const trie = this.trieOf(setup);
    const end = trie.nodeOf(actions);
    const parent = end.parent;
    if (!parent || end.action?.type !== 'run') return;
    // The end's own result first, while a world stands there: the lab shows it next, and a whole run's end is found
    // again only by replaying the run (checkpoints inside a run are found by the moves a cut asks for).
    if (this.at(design, actions, options).rejected || end.made === undefined || end.made <= BACK_REACH) return;
    const firstBack = trie.childOf(parent, { type: 'run', moves: end.made - 1 });
    const near = this.shelf.nearest(trie, firstBack, (from, done) => pathCost(from, firstBack, done));
    if (!near || near.cost <= BACK_REACH) return;
    // In a world of its own: the one at the end stays there for what asks about the end (the SQL console, Forward).
    const atEnd = this.live.at(end);
    if (this.live.entries.includes(null)) this.fresh(design, options, setup);
    const spare = this.live.lru(setup);
    if (spare === null || this.live.entries[spare] === atEnd) return;
    const cut = trie.childOf(parent, { type: 'run', moves: end.made - BACK_REACH });
    const { world, rejected } = this.moveTo(design, options, setup, cut);
    const entry = this.live.entries.find((e) => e?.world === world);
    // Kept for good: among the newest few only, the next checkpoints taken would push it out before Back came.
    if (!rejected && entry) this.shelf.takeInRun(parent, world, entry.since, true);
  }

  /** The world after `actions` and the checkpoints nearest before it, as data; null without a live world there. */
  saveLog(design: DesignId, actions: readonly LabAction[], options: DesignOptions, earlier = 2): SavedLab | null {
    return saveLab(this.partsOf(design, actions, options), earlier);
  }

  /** Stands a live world after `actions` from a saved record instead of replaying them; false when it cannot. */
  restoreLog(design: DesignId, actions: readonly LabAction[], options: DesignOptions, saved: SavedLab): boolean {
    const parts = this.partsOf(design, actions, options);
    if (!restoreLab(parts, saved)) return false;
    // The end's snapshot at once, with the verdict computed from this very world before it was saved.
    const entry = this.live.at(parts.target);
    if (saved.verdict && entry) {
      standAt(entry.world, parts.target);
      this.remember(parts.target, { snapshot: takeSnapshot(entry.world, saved.verdict), rejected: null });
    }
    return true;
  }

  private partsOf(design: DesignId, actions: readonly LabAction[], options: DesignOptions): LabParts {
    const setup = setupOf(design, options);
    const target = this.trieOf(setup).nodeOf(actions);
    return { live: this.live, shelf: this.shelf, target, setup, fresh: () => this.fresh(design, options, setup) };
  }

  /** Brings a live world to `target` (world-mover.ts), a fresh one for this setup if it must. */
  private moveTo(design: DesignId, options: DesignOptions, setup: string, target: LogNode): Moved {
    return this.mover.moveTo(setup, this.trieOf(setup), target, () => this.fresh(design, options, setup));
  }

  private fresh(design: DesignId, options: DesignOptions, setup: string): number {
    return this.live.fresh(design, options, setup, this.trieOf(setup).root);
  }

  private remember(node: LogNode, result: ReplayResult): void {
    node.result = result;
    this.results.add(node, resultBytes(result));
  }

  /**
   * The machine's context holds a Lab; tools that serialise context (xstate/graph's descriptions) get a name, not the
   * world.
   */
  toJSON(): string {
    return `Lab(${this.slot})`;
  }

  dispose(): void {
    this.live.dispose();
    for (const node of this.results.clear()) node.result = undefined;
    this.tries.clear();
    this.shelf.dispose();
  }
}
