// The single door through which learner actions reach a world: first ask whether the action is possible
// (and why not), then apply it. The machine's guards and the disabled buttons use the same check.
import { checkOrderId, checkQuantity } from './rules';
import { defaultPick, isQuiescent, nextTimer, runToEnd, stepBlocker } from './scheduler';
import type { LabAction } from './types';
import type { World } from './world';

export type Blocker =
  | 'notInDesign'
  | 'crashed'
  | 'notCrashed'
  | 'waiting'
  | 'nothingToRun'
  | 'runEnded'
  | 'noTimer'
  | 'orderServiceDown'
  | 'invalidOrder'
  | 'invalidLine';

/** True once an order has been submitted and everything has come to rest: the verdict stands. */
export function runEnded(world: World): boolean {
  return world.timeline.some((e) => e.text === 'submitted') && isQuiescent(world);
}

export function blockerFor(world: World, action: LabAction): Blocker | null {
  switch (action.type) {
    case 'submit':
      if (checkOrderId(action.orderId) || checkQuantity(action.quantity)) return 'invalidOrder';
      return world.procs.order.status === 'up' ? null : 'orderServiceDown';
    case 'step':
      if (action.process) return stepBlocker(world, action.process);
      if (runEnded(world)) return 'runEnded';
      return defaultPick(world) ? null : 'nothingToRun';
    case 'crash':
    case 'fail':
      if (!world.inDesign(action.process)) return 'notInDesign';
      return world.procs[action.process].status === 'up' ? null : 'crashed';
    case 'restart':
      if (!world.inDesign(action.process)) return 'notInDesign';
      return world.procs[action.process].status === 'crashed' ? null : 'notCrashed';
    case 'drop':
      return runEnded(world) ? 'runEnded' : null;
    case 'arm': {
      const { process, line } = action.fault;
      if (!world.inDesign(process)) return 'notInDesign';
      return Number.isInteger(line) && line >= 1 && line <= world.programs[process].lines.length ? null : 'invalidLine';
    }
    case 'advance':
      return nextTimer(world) === null ? 'noTimer' : null;
    case 'run':
      if (!isQuiescent(world)) return null;
      return runEnded(world) ? 'runEnded' : 'nothingToRun';
  }
}

/** Applies an action the caller has already checked. Throws if it was not possible: a bug, not input. */
export function applyAction(world: World, action: LabAction): void {
  const blocker = blockerFor(world, action);
  if (blocker) throw new Error(`action ${action.type} is not possible now: ${blocker}`);
  switch (action.type) {
    case 'submit':
      world.submit(action.orderId, action.quantity);
      return;
    case 'step':
      world.step(action.process ?? defaultPick(world)!);
      return;
    case 'crash':
      world.crash(action.process);
      return;
    case 'fail':
      world.failWith(world.procs[action.process], 'injected failure');
      return;
    case 'restart':
      world.restart(action.process);
      return;
    case 'drop':
      world.drop(action.message);
      return;
    case 'arm':
      world.arm(action.fault);
      return;
    case 'advance':
      world.advanceTo(nextTimer(world)!);
      return;
    case 'run':
      if (!runToEnd(world)) world.log('client', 'runLimit', {}, 'fault');
      return;
  }
}
