// The single door through which learner actions reach a world. It refuses what the blocker table refuses,
// so a world can never be driven into a state the lab would not allow.
import { blockerNow, WorldFacts, type Blocker } from './blockers';
import { runToEnd } from './scheduler';
import type { LabAction } from './types';
import type { World } from './world';

/** Applies `action` if it is possible now; otherwise changes nothing and returns why not. */
export function applyAction(world: World, action: LabAction): Blocker | null {
  const facts = new WorldFacts(world);
  const blocker = blockerNow(world, action, facts);
  if (blocker !== null) return blocker;
  switch (action.type) {
    case 'submit':
      world.submit(action.orderId, action.quantity);
      break;
    case 'step':
      world.step(action.process ?? facts.pick!);
      break;
    case 'crash':
      world.crash(action.process);
      break;
    case 'fail':
      world.failWith(world.procs[action.process], 'injected failure');
      break;
    case 'restart':
      world.restart(action.process);
      break;
    case 'drop':
      world.drop(action.message);
      break;
    case 'arm':
      world.arm(action.fault);
      break;
    case 'advance':
      world.advanceTo(facts.timer!);
      break;
    case 'run':
      if (!runToEnd(world)) world.log('client', 'runLimit', {}, 'fault');
      break;
  }
  return null;
}
