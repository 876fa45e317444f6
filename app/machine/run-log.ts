// Stopping inside a "Run to end" without expanding it. A run cut after N moves is the action
// `{ type: 'run', moves: N }`, and the moves after the cut are one more such action under Forward: the
// supervisor picks each move from the world alone, so the two replay to the very same world as the whole
// run. Back, Forward and a jump move the cut one move at a time, and a run never occupies more than two
// actions of the log — a long run stepped through stays a short link.
import type { LabAction } from '../engine/actions/registry';

type PartialRun = { type: 'run'; moves: number };

export const isPartialRun = (action: LabAction | undefined): action is PartialRun =>
  action?.type === 'run' && action.moves !== undefined;

const run = (moves: number): PartialRun => ({ type: 'run', moves });

/**
 * Back one action — or, when the newest action is a run of `made` moves (more than one), back one move of it:
 * the run keeps `made - 1` moves and the last one joins the continuation under Forward.
 */
export function backOne(
  actions: readonly LabAction[],
  undone: readonly LabAction[],
  made: number,
): { actions: LabAction[]; undone: LabAction[] } {
  const last = actions[actions.length - 1];
  const next = undone[undone.length - 1];
  const before = actions.slice(0, -1);
  if (last.type !== 'run') return { actions: before, undone: [...undone, last] };
  const continued = isPartialRun(next) ? [...undone.slice(0, -1), run(next.moves + 1)] : [...undone, run(1)];
  return made > 1 ? { actions: [...before, run(made - 1)], undone: continued } : { actions: before, undone: continued };
}

/** Forward one action — or one move of a run continued under Forward, joined to the run it continues. */
export function forwardOne(
  actions: readonly LabAction[],
  undone: readonly LabAction[],
): { actions: LabAction[]; undone: LabAction[] } {
  const next = undone[undone.length - 1];
  const last = actions[actions.length - 1];
  if (!isPartialRun(next)) return { actions: [...actions, next], undone: undone.slice(0, -1) };
  const rest = next.moves > 1 ? [...undone.slice(0, -1), run(next.moves - 1)] : undone.slice(0, -1);
  return {
    actions: isPartialRun(last) ? [...actions.slice(0, -1), run(last.moves + 1)] : [...actions, run(1)],
    undone: rest,
  };
}

/**
 * The whole log (applied, then undone) cut right after move `move` of the run at `index`, which made `made`
 * moves; `keep` is how many actions are applied after the cut. A run that continues an earlier cut is joined
 * to it first, so repeated jumps into one run never lengthen the log.
 */
export function cutRun(
  whole: readonly LabAction[],
  index: number,
  move: number,
  made: (log: readonly LabAction[], index: number) => number,
): { whole: LabAction[]; keep: number } {
  let log = [...whole];
  let at = index;
  let moveIn = move;
  while (at > 0 && isPartialRun(log[at - 1]) && isPartialRun(log[at])) {
    const [first, second] = [log[at - 1] as PartialRun, log[at] as PartialRun];
    log = [...log.slice(0, at - 1), run(first.moves + second.moves), ...log.slice(at + 1)];
    at -= 1;
    moveIn += first.moves;
  }
  const total = made(log, at);
  if (moveIn + 1 >= total) return { whole: log, keep: at + 1 };
  const after = log[at + 1];
  const rest = isPartialRun(after)
    ? [run(total - moveIn - 1 + after.moves), ...log.slice(at + 2)]
    : [run(total - moveIn - 1), ...log.slice(at + 1)];
  return { whole: [...log.slice(0, at), run(moveIn + 1), ...rest], keep: at + 1 };
}

/** Where a run split in two was joined: its index in the joined log, and how many moves its first part made. */
interface Join {
  at: number;
  first: number;
}

/**
 * The whole log with every run that Back or a jump split into two partial runs joined again: Back inside a long run
 * changes where the split is, not where the log ends, so the joined log names the same end however far back the
 * learner stands — one replay and one verdict, looked up again on every later Back.
 */
export function joinSplitRuns(log: readonly LabAction[]): { joined: LabAction[]; joins: Join[] } {
  const joined: LabAction[] = [];
  const joins: Join[] = [];
  for (const action of log) {
    const last = joined[joined.length - 1];
    if (isPartialRun(last) && isPartialRun(action) && joins.at(-1)?.at !== joined.length - 1) {
      joins.push({ at: joined.length - 1, first: last.moves });
      joined[joined.length - 1] = run(last.moves + action.moves);
    } else joined.push(action);
  }
  return { joined, joins };
}

/** A place in the joined log (an action, and a move of it), as the same place in the log before joining. */
export function unjoinPlace(joins: readonly Join[], action: number, move?: number): { action: number; move?: number } {
  let shift = 0;
  for (const join of joins) {
    if (join.at > action) break;
    if (join.at === action) {
      if (move !== undefined && move >= join.first) return { action: action + shift + 1, move: move - join.first };
      return { action: action + shift, ...(move === undefined ? {} : { move }) };
    }
    shift += 1;
  }
  return { action: action + shift, ...(move === undefined ? {} : { move }) };
}
