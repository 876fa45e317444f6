// Where a lab keeps its checkpoints: on the nodes of its log trie (the world right after a prefix) and, inside a
// "Run to end", at the run's parent node by how many moves were made. Decides when one is due, finds the one
// nearest before a log, and keeps their files within a byte budget, dropping the least recently used.
import type { LabAction } from '../actions/registry';
import { ByteBudget } from './byte-budget';
import type { Checkpoint, CheckpointStore } from './checkpoint-store';
import type { LogNode, LogTrie } from './log-trie';
import type { World } from '../runtime/world';
import type { SavedPoint, SavedWorld } from './saved-lab';

/**
 * A checkpoint is due after at least MIN_SPACING actions or run moves, and one more for every BYTES_PER_MOVE of
 * the files the latest one copied: copying costs by the size of the files, so large files are checkpointed less
 * often and checkpoints stay a modest share of a long replay. Counted, not timed: the same actions always leave
 * the same checkpoints, and a cold start's slow first copies do not stretch the spacing.
 */
const MIN_SPACING = 16;
const BYTES_PER_MOVE = 2_048;
/** Checkpoint files kept, in bytes (sql.js keeps files in typed arrays of its own). */
const BUDGET_BYTES = 48 * 1024 * 1024;
/**
 * What a checkpoint is charged at the least: it also holds two sql.js connections, each with a file open, and
 * Emscripten's file system allows 4,096 open at once. Charged at least this, a full budget keeps at most 768.
 */
const MIN_CHARGE_BYTES = 64 * 1024;
/**
 * Inside a long run, and on the way through a long replay (a link opened, a far jump), only every KEEP_EVERY-th
 * checkpoint is kept for good; the others stay while they are among the RECENT newest, and the files of the one that
 * drops out take the next copy. A copy into files that already have their size costs a fraction of one into new files
 * (sql.js grows a new file's array step by step, and the browser pays for every fresh page), so a 1,000-order link
 * makes most of its checkpoints that way. Where the learner stands (the end of the run, where Back goes) checkpoints
 * stay as close together as before; further back, four times apart.
 */
const KEEP_EVERY = 4;
const RECENT = 6;

/** The moves asked of a run cut part way, else null. */
export const cutMoves = (action: LabAction | null | undefined): number | null =>
  action?.type === 'run' && action.moves !== undefined ? action.moves : null;

/**
 * A checkpoint found on the way to a log: the node the restored world stands at, and what replaying on from it costs.
 */
export interface NearestCheckpoint {
  node: LogNode;
  checkpoint: Checkpoint;
  cost: number;
}

export class CheckpointShelf {
  /** How to take each kept checkpoint off the node or run it hangs on. */
  private readonly forget = new Map<Checkpoint, () => void>();
  private readonly kept = new ByteBudget<Checkpoint>(BUDGET_BYTES, (old) => {
    this.forget.get(old)?.();
    this.forget.delete(old);
    this.store.release(old);
  });
  /** Checkpoints not kept for good: the newest RECENT, oldest first, each with how to take it off its node or run. */
  private readonly recent: { checkpoint: Checkpoint; forget: () => void }[] = [];
  /** Per run's parent node, how many checkpoints its runs have taken: every KEEP_EVERY-th is kept for good. */
  private readonly runTakes = new WeakMap<LogNode, number>();
  /** Checkpoints taken on the way to somewhere further on: every KEEP_EVERY-th is kept for good. */
  private passingTakes = 0;
  /** How many actions or moves apart checkpoints are, by the size of the files the latest one copied. */
  private spacing = MIN_SPACING;
  taken = 0;
  restored = 0;

  constructor(
    private readonly store: CheckpointStore,
    private readonly enabled: boolean,
  ) {}

  /** Counts one more action or move since `since.count` was reset; true when a checkpoint is due. */
  due(since: { count: number }): boolean {
    since.count += 1;
    return this.enabled && since.count >= this.spacing;
  }

  /** A checkpoint of `world` standing right after `node`'s log; `passing` on the way to a target further on. */
  takeAt(node: LogNode, world: World, since: { count: number }, passing = false): void {
    if (node.checkpoint) return;
    const checkpoint = this.take(world, since);
    if (!checkpoint) return;
    node.checkpoint = checkpoint;
    const forget = () => {
      if (node.checkpoint === checkpoint) node.checkpoint = undefined;
    };
    this.hold(checkpoint, forget, !passing || this.passingTakes++ % KEEP_EVERY === 0);
  }

  /**
   * A checkpoint of a world just built at the log's root, kept for good: a move to near the start then restores it, a
   * copy of its files, instead of building another world (new files, their schema and seed rows).
   */
  takeAtRoot(root: LogNode, world: World, since: { count: number }): void {
    if (this.enabled) this.takeAt(root, world, since);
  }

  /** A checkpoint of `world` part way through a run that follows `parent`'s log; `keep`: kept for good. */
  takeInRun(parent: LogNode, world: World, since: { count: number }, keep = false): void {
    const made = world.lastRun.length;
    if (parent.runPoints?.has(made)) return;
    const checkpoint = this.take(world, since);
    if (!checkpoint) return;
    parent.runPoints ??= new Map();
    parent.runPoints.set(made, checkpoint);
    const forget = () => {
      if (parent.runPoints?.get(made) === checkpoint) parent.runPoints.delete(made);
    };
    const takes = this.runTakes.get(parent) ?? 0;
    this.runTakes.set(parent, takes + 1);
    this.hold(checkpoint, forget, keep || takes % KEEP_EVERY === 0);
  }

  /** Keeps `checkpoint` for good (within the budget), or among the newest few, whose oldest then makes room. */
  private hold(checkpoint: Checkpoint, forget: () => void, forGood: boolean): void {
    if (forGood) {
      this.keep(checkpoint, forget);
      return;
    }
    this.recent.push({ checkpoint, forget });
    if (this.recent.length > RECENT) {
      const old = this.recent.shift()!;
      old.forget();
      this.store.release(old.checkpoint);
    }
  }

  /**
   * The checkpoint nearest before `target`: at a node on its path, or part way through a run on its path that is
   * cut after at least as many moves. `cost` prices replaying from a node to `target`, less moves already made.
   */
  nearest(
    trie: LogTrie,
    target: LogNode,
    cost: (from: LogNode, movesDone: number) => number,
  ): NearestCheckpoint | null {
    let found: NearestCheckpoint | null = null;
    for (let n: LogNode | null = target; n && !found; n = n.parent) {
      const asked = cutMoves(n.action);
      if (asked !== null && n.parent?.runPoints) {
        let m = 0;
        for (const made of n.parent.runPoints.keys()) if (made <= asked && made > m) m = made;
        if (m > 0) {
          // The restored world stands where "the first m moves of the run" would: that action's node.
          const at = trie.childOf(n.parent, { type: 'run', moves: m });
          at.made = m;
          found = { node: at, checkpoint: n.parent.runPoints.get(m)!, cost: cost(n.parent, m) };
        }
      }
      if (n.checkpoint) {
        const here = cost(n, 0);
        if (!found || here < found.cost) found = { node: n, checkpoint: n.checkpoint, cost: here };
      }
    }
    return found;
  }

  /** How many checkpoints are kept now, for good or among the newest few. */
  get count(): number {
    return this.kept.count + this.recent.length;
  }

  get bytes(): number {
    return this.kept.bytes + this.recent.reduce((sum, r) => sum + Math.max(r.checkpoint.bytes, MIN_CHARGE_BYTES), 0);
  }

  restore(world: World, checkpoint: Checkpoint): void {
    this.store.restore(world, checkpoint);
    this.restored += 1;
    // A recent checkpoint the learner came back to is kept for good: that is where they are working.
    const at = this.recent.findIndex((r) => r.checkpoint === checkpoint);
    if (at >= 0) this.keep(checkpoint, this.recent.splice(at, 1)[0].forget);
    else this.kept.touch(checkpoint);
  }

  /** `world` as saved data (null while a transaction is open): a checkpoint taken only to be written out. */
  exportWorld(world: World): SavedWorld | null {
    const checkpoint = this.store.save(world);
    if (!checkpoint) return null;
    try {
      return this.store.toSaved(checkpoint);
    } finally {
      this.store.release(checkpoint);
    }
  }

  /** The `count` kept checkpoints nearest before `target` on its way (the ones Back from it would restore). */
  exportBefore(target: LogNode, count: number): SavedPoint[] {
    const found: { depth: number; moves?: number; checkpoint: Checkpoint }[] = [];
    for (let n: LogNode | null = target; n && found.length < count; n = n.parent) {
      // Inside the run that leads to n: its checkpoints by moves made, newest first (only those before n's end).
      if (n.action?.type === 'run' && n.parent?.runPoints) {
        const limit = n === target ? (n.made ?? Infinity) - 1 : (n.made ?? cutMoves(n.action) ?? Infinity);
        const moves = [...n.parent.runPoints.keys()].filter((m) => m <= limit).sort((a, b) => b - a);
        for (const m of moves.slice(0, count - found.length))
          found.push({ depth: n.parent.depth, moves: m, checkpoint: n.parent.runPoints.get(m)! });
      }
      if (n !== target && n.checkpoint && found.length < count)
        found.push({ depth: n.depth, checkpoint: n.checkpoint });
    }
    return found.map(({ depth, moves, checkpoint }) => ({ depth, moves, world: this.store.toSaved(checkpoint) }));
  }

  /** Makes `world` the saved one; throws when the bytes cannot be read (the caller then drops the world). */
  restoreSaved(world: World, saved: SavedWorld): void {
    const checkpoint = this.store.fromSaved(saved);
    try {
      this.store.restore(world, checkpoint);
    } finally {
      this.store.release(checkpoint);
    }
  }

  /** A saved checkpoint hung where it was taken (`node`, or `moves` into the run after it), kept for good. */
  adoptSaved(node: LogNode, saved: SavedPoint): void {
    const checkpoint = this.store.fromSaved(saved.world);
    const moves = saved.moves;
    if (moves === undefined ? node.checkpoint : node.runPoints?.has(moves)) {
      this.store.release(checkpoint);
      return;
    }
    if (moves === undefined) {
      node.checkpoint = checkpoint;
      this.keep(checkpoint, () => {
        if (node.checkpoint === checkpoint) node.checkpoint = undefined;
      });
      return;
    }
    node.runPoints ??= new Map();
    node.runPoints.set(moves, checkpoint);
    this.keep(checkpoint, () => {
      if (node.runPoints?.get(moves) === checkpoint) node.runPoints.delete(moves);
    });
  }

  dispose(): void {
    this.kept.clear();
    this.forget.clear();
    this.recent.length = 0;
    this.store.dispose();
  }

  private take(world: World, since: { count: number }): Checkpoint | null {
    let checkpoint: Checkpoint | null;
    try {
      checkpoint = this.store.save(world);
    } catch {
      // A checkpoint only saves time; one that could not be taken (sql.js out of memory, say) is skipped, and the
      // world, whose files were only read, carries on as if none had been due.
      checkpoint = null;
    }
    if (!checkpoint) return null;
    this.spacing = Math.max(MIN_SPACING, Math.round(checkpoint.bytes / BYTES_PER_MOVE));
    this.taken += 1;
    since.count = 0;
    return checkpoint;
  }

  private keep(checkpoint: Checkpoint, forget: () => void): void {
    this.forget.set(checkpoint, forget);
    this.kept.add(checkpoint, Math.max(checkpoint.bytes, MIN_CHARGE_BYTES));
  }
}
