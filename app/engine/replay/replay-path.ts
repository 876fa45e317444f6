// What it costs a live world to get to a point of the log: the sums the lab weighs when it picks a live world, a
// checkpoint or a fresh start for a move. A run counts its moves (as made, or as a cut asks), any other action one.
import { cutMoves } from './checkpoint-shelf';
import { cutOf, type LiveWorld } from './live-worlds';
import { ancestorAt, type LogNode } from './log-trie';

/** Whether `entry` stands at a run cut after fewer moves than the same run on the way to `target`. */
export function carriesOn(entry: LiveWorld, target: LogNode): boolean {
  const cut = cutOf(entry);
  if (cut === null || entry.node.depth > target.depth) return false;
  const same = ancestorAt(target, entry.node.depth);
  return same !== entry.node && same.parent === entry.node.parent && (cutMoves(same.action) ?? 0) > cut;
}

/** Actions and moves replayed from `from` to `target`, `movesDone` of the first run made (a run not made: a guess). */
export function pathCost(from: LogNode, target: LogNode, movesDone: number): number {
  let cost = -movesDone;
  for (let n = target; n !== from; n = n.parent!)
    cost += n.action?.type === 'run' ? (n.made ?? cutMoves(n.action) ?? 1_000) : 1;
  return cost;
}

/** Actions and moves a world would replay to get from `entry` to `target`. */
export function costFrom(entry: LiveWorld, target: LogNode): number {
  const carry = carriesOn(entry, target);
  return pathCost(carry ? entry.node.parent! : entry.node, target, carry ? cutOf(entry)! : 0);
}
