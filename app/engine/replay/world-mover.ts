// Moving a lab's live worlds along its log trie: to reach a point of the log, the world whose log is the longest
// prefix of it carries on, or the nearest checkpoint is restored into the least recently used world, or a fresh world
// replays from the start — whichever replays least. Checkpoints are taken on the way, and inside long runs.
import { continueRun } from '../actions/run';
import { applyAction } from '../actions/apply-action';
import type { World } from '../runtime/world';
import { cutMoves, type CheckpointShelf } from './checkpoint-shelf';
import { cutOf, type LiveWorld, type LiveWorlds } from './live-worlds';
import { isAncestor, type LogNode, type LogTrie } from './log-trie';
import { carriesOn, costFrom, pathCost } from './replay-path';
import type { ReplayResult } from './replay-result';

/** A restore costs about as much as replaying this many actions: a live world closer than that is used instead. */
const RESTORE_COST = 4;

/** Where a move left its world: at the target, or at the action that was impossible. */
export interface Moved {
  world: World;
  rejected: ReplayResult['rejected'];
}

/** Tells `world` it stands after `node`'s action: the cursor the snapshot and the timeline's current step read. */
export function standAt(world: World, node: LogNode): void {
  world.cursor = { action: node.depth };
}

export class WorldMover {
  /** Actions applied to live worlds (a run counts once). */
  actionsApplied = 0;
  /** Moves of runs made in live worlds: what a Back inside a run replays. */
  movesApplied = 0;

  constructor(
    private readonly live: LiveWorlds,
    private readonly shelf: CheckpointShelf,
  ) {}

  /**
   * Brings a live world to `target`: the world whose log is the longest prefix of it, or the nearest checkpoint
   * on the way to it restored into the least recently used world, or a fresh world replaying from the start.
   */
  moveTo(setup: string, trie: LogTrie, target: LogNode, build: () => number): Moved {
    let index = -1;
    let best = -1;
    this.live.entries.forEach((entry, i) => {
      if (!entry || entry.setup !== setup || entry.node.depth > target.depth) return;
      const usable = isAncestor(entry.node, target) || carriesOn(entry, target);
      if (usable && entry.node.depth > best) [index, best] = [i, entry.node.depth];
    });
    const liveCost = index < 0 ? Infinity : costFrom(this.live.entries[index]!, target);
    const point = this.shelf.nearest(trie, target, (from, movesDone) => pathCost(from, target, movesDone));
    if (point && point.cost + RESTORE_COST < liveCost) {
      index = this.live.lru(setup) ?? this.fresh(build);
      const entry = this.live.entries[index]!;
      try {
        this.shelf.restore(entry.world, point.checkpoint);
        entry.node = point.node;
        entry.since.count = 0;
      } catch {
        // A restore that failed part way leaves a world that is neither where it was nor at the checkpoint:
        // it is dropped, and the log is replayed from the start instead.
        this.live.drop(index);
        index = this.fresh(build);
      }
    } else if (index < 0) index = this.fresh(build);
    const entry = this.live.use(index);
    try {
      return this.advance(entry, target);
    } catch (error) {
      // Whatever threw left the world part way through an action: it no longer matches any node.
      this.live.drop(index);
      throw error;
    }
  }

  /** A world built afresh at the log's root, its checkpoint taken there (the shelf's takeAtRoot). */
  private fresh(build: () => number): number {
    const index = build();
    const entry = this.live.entries[index]!;
    this.shelf.takeAtRoot(entry.node, entry.world, entry.since);
    return index;
  }

  /** Applies the actions from where `entry` stands to `target`. */
  private advance(entry: LiveWorld, target: LogNode): Moved {
    const carry = carriesOn(entry, target);
    const path: LogNode[] = [];
    for (let n = target, stop = carry ? entry.node.parent : entry.node; n !== stop; n = n.parent!) path.push(n);
    // Collected from the target upwards; unshift would make a 10,000-action replay quadratic.
    path.reverse();
    if (carry) {
      // The world stands at a run cut after fewer moves than asked: carry it on rather than replay it all.
      const node = path.shift()!;
      entry.world.cursor = { action: node.depth - 1 };
      this.watchMoves(entry, node.parent!);
      continueRun(entry.world, cutMoves(node.action)! - cutOf(entry)!);
      entry.world.afterMove = undefined;
      this.arrive(entry, node);
    }
    for (const node of path) {
      entry.world.cursor = { action: node.depth - 1 };
      this.watchMoves(entry, node.parent!);
      const blocker = applyAction(entry.world, node.action!);
      this.actionsApplied += 1;
      entry.world.afterMove = undefined;
      if (blocker) return { world: entry.world, rejected: { index: node.depth - 1, blocker } };
      this.arrive(entry, node, node !== target);
    }
    standAt(entry.world, target);
    return { world: entry.world, rejected: null };
  }

  /** While a run after `parent` is applied, a checkpoint every so many moves, kept at `parent` by moves made. */
  private watchMoves(entry: LiveWorld, parent: LogNode): void {
    entry.world.afterMove = () => {
      this.movesApplied += 1;
      if (this.shelf.due(entry.since)) this.shelf.takeInRun(parent, entry.world, entry.since);
    };
  }

  /**
   * `entry` has applied the log up to `node`: note it, what a run made, and take a checkpoint when one is due —
   * `passing` on the way to a target further on (a link replayed, a far jump), where the shelf thins them out.
   */
  private arrive(entry: LiveWorld, node: LogNode, passing = false): void {
    entry.node = node;
    if (node.action?.type === 'run') node.made = entry.world.lastRun.length;
    if (this.shelf.due(entry.since)) this.shelf.takeAt(node, entry.world, entry.since, passing);
  }
}
