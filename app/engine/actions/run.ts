// Run to end: the default scheduler to quiescence, restarting what crashed and advancing the clock when only
// timers remain, as a supervisor would.
import { runToEnd, type SupervisorMove } from '../scheduler';
import { defineAction } from './action-spec';

export interface RunAction {
  type: 'run';
}

export const runSpec = defineAction<RunAction, 'RUN_TO_END'>({
  type: 'run',
  event: 'RUN_TO_END',
  group: 'run',
  fault: false,
  prerequisite: false,
  offered: [{ type: 'run' }],
  shape: () => null,
  blocker: (_world, _a, facts) => {
    if (!facts.quiescent) return null;
    return facts.ended ? 'runEnded' : 'nothingToRun';
  },
  apply: (world) => {
    const moves: SupervisorMove[] = [];
    const settled = runToEnd(world, undefined, (move) => moves.push(move));
    // Kept so the lab can replay this run one move at a time (Back inside a run, a click on one of its events).
    world.lastRun = moves;
    if (!settled) world.log('client', 'runLimit', {}, 'fault');
  },
  encode: () => 'e',
  decode: (token) => (token === 'e' ? { type: 'run' } : null),
  label: () => ({ key: 'controls.runToEnd' }),
  key: () => 'e',
  // A random schedule always ends with one; drawing it in the middle would only shorten the search.
  search: [],
});
