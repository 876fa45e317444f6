// Run to end: the default scheduler to quiescence, restarting what crashed and advancing the clock when only
// timers remain, as a supervisor would. `moves` makes it the first N moves of that run: Back inside a run
// and a click on one of its events stop it part way, and the rest of it is one more such action — the
// supervisor decides each move from the world alone, so N moves and then M more are the same N + M moves.
import { pendingWork, runToEnd } from '../runtime/scheduler';
import type { SupervisorMove } from '../types';
import type { World } from '../runtime/world';
import { defineAction } from './action-spec';

export interface RunAction {
  type: 'run';
  /** Only the first this many moves of the run. */
  moves?: number;
}

/** More moves than one run can be given: its budget for the largest log a link replays. */
export const MAX_RUN_MOVES = 999_999;

const isMoves = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_RUN_MOVES;

export const runSpec = defineAction<RunAction, 'RUN_TO_END'>({
  type: 'run',
  event: 'RUN_TO_END',
  group: 'run',
  control: 'button',
  fault: false,
  prerequisite: false,
  offered: [{ type: 'run' }],
  shape: (a) => (a.moves === undefined || isMoves(a.moves) ? null : 'invalidLine'),
  blocker: (_world, _a, facts) => {
    if (!facts.quiescent) return null;
    return facts.ended ? 'runEnded' : 'nothingToRun';
  },
  apply: (world, a) => {
    // How many moves it made: Back and a jump inside this run split it there. Filled as the moves are made, so a
    // checkpoint taken part way through the run knows how far it got.
    const moves: SupervisorMove[] = [];
    world.lastRun = moves;
    const settled = runToEnd(world, undefined, (move) => moves.push(move), a.moves);
    // A run cut short on purpose is not a run that gave up; one that spent its budget says how far it got.
    if (!settled && a.moves === undefined)
      world.log('client', 'runLimit', { moves: moves.length, left: pendingWork(world) }, 'fault');
  },
  // A partial run can happen exactly when a whole one can: it shares the one control's entry.
  lookup: (table) => ('e' in table.actions ? table.actions.e : 'invalidLine'),
  encode: (a) => (a.moves === undefined ? 'e' : `e${a.moves}`),
  decode: (token) => {
    if (token === 'e') return { type: 'run' };
    const m = /^e([1-9][0-9]{0,5})$/.exec(token);
    return m ? { type: 'run', moves: Number(m[1]) } : null;
  },
  label: () => ({ key: 'controls.runToEnd' }),
  key: () => 'e',
  // A random schedule always ends with one; drawing it in the middle would only shorten the search.
  search: [],
});

/**
 * Carries on a run that the world's newest action cut after its first moves, as if that action had asked for
 * `moves` more: the same moves, numbered on from the cut. The lab uses it to turn a live world at "the first N
 * moves" into one at "the first N + M" without replaying from the start (Forward inside a run).
 */
export function continueRun(world: World, moves: number): void {
  // Appended to in place: a checkpoint sharing this list keeps it by length, and a restore takes a copy.
  const made = world.lastRun;
  runToEnd(world, undefined, (move) => made.push(move), moves, made.length);
}
