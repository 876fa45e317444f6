// Step (the default scheduler picks the process) and Step <process> (you pick).
import { stepBlocker } from '../runtime/scheduler';
import { stepProcess } from '../runtime/step';
import { isProcess, PROCESSES, type ProcessId } from '../types';
import { CODE_PROCESS, defineAction, PROCESS_CODE, PROCESS_CODE_PATTERN } from './action-spec';

export interface StepAction {
  type: 'step';
  process?: ProcessId;
}

// A second instance's key is a free letter near its role's (g beside order's o…p, y beside relay's r…t).
const KEYS: Record<ProcessId, string> = { order: 'o', order2: 'g', relay: 'r', relay2: 'y', warehouse: 'w' };
const perProcess: StepAction[] = PROCESSES.map((process) => ({ type: 'step', process }));

export const stepSpec = defineAction<StepAction, 'STEP'>({
  type: 'step',
  event: 'STEP',
  group: 'run',
  control: 'button',
  fault: false,
  prerequisite: false,
  offered: [{ type: 'step' }, ...perProcess],
  shape: (a) => (a.process === undefined || isProcess(a.process) ? null : 'notInDesign'),
  blocker: (world, a, facts) => {
    if (a.process) return stepBlocker(world, a.process);
    if (facts.pick) return null;
    return facts.ended ? 'runEnded' : 'nothingToRun';
  },
  apply: (world, a, facts) => void stepProcess(world, a.process ?? facts.pick!),
  encode: (a) => (a.process ? `s:${PROCESS_CODE[a.process]}` : 's'),
  decode: (token) => {
    if (token === 's') return { type: 'step' };
    const m = new RegExp(`^s:${PROCESS_CODE_PATTERN}$`).exec(token);
    return m ? { type: 'step', process: CODE_PROCESS[m[1]] } : null;
  },
  label: (a) => (a.process ? { key: 'controls.stepProcess', process: a.process } : { key: 'controls.step' }),
  key: (a) => (a.process ? KEYS[a.process] : 's'),
  search: [
    { weight: 18, actions: perProcess },
    { weight: 6, actions: [{ type: 'step' }] },
  ],
});
