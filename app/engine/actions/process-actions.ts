// Crash, Fail and Restart <process>: the process's life, one spec each. They share their shape (a process)
// and their token form (`c:r`), so one factory writes all three.
import { failWith, crash, INJECTED_FAILURE, restart } from '../runtime/faults';
import { isProcess, PROCESSES, type ProcessId } from '../types';
import type { World } from '../runtime/world';
import type { Blocker } from '../runtime/world-facts';
import { CODE_PROCESS, defineAction, PROCESS_CODE, PROCESS_CODE_PATTERN } from './action-spec';

export interface ProcessAction<T extends string> {
  type: T;
  process: ProcessId;
}

const LETTER: Record<ProcessId, string> = { order: 'O', order2: 'G', relay: 'R', relay2: 'Y', warehouse: 'W' };

function processAction<T extends 'crash' | 'fail' | 'restart', E extends string>(
  type: T,
  event: E,
  options: {
    fault: boolean;
    prerequisite: boolean;
    modifier: string;
    blocker: (status: 'up' | 'crashed') => Blocker | null;
    apply: (world: World, process: ProcessId) => void;
  },
) {
  const code = type[0];
  const offered: ProcessAction<T>[] = PROCESSES.map((process) => ({ type, process }));
  const pattern = new RegExp(`^${code}:${PROCESS_CODE_PATTERN}$`);
  return defineAction<ProcessAction<T>, E>({
    type,
    event,
    group: 'process',
    control: 'button',
    fault: options.fault,
    prerequisite: options.prerequisite,
    offered,
    shape: (a) => (isProcess(a.process) ? null : 'notInDesign'),
    blocker: (world, a) => (world.inDesign(a.process) ? options.blocker(world.procs[a.process].status) : 'notInDesign'),
    apply: (world, a) => options.apply(world, a.process),
    encode: (a) => `${code}:${PROCESS_CODE[a.process]}`,
    decode: (token) => {
      const m = pattern.exec(token);
      return m ? { type, process: CODE_PROCESS[m[1]] } : null;
    },
    label: (a) => ({ key: `controls.${type}`, process: a.process }),
    key: (a) => `${options.modifier}+${LETTER[a.process]}`,
    search: [{ weight: 1, actions: offered }],
  });
}

const whileUp = (status: 'up' | 'crashed'): Blocker | null => (status === 'up' ? null : 'crashed');

export const crashSpec = processAction('crash', 'CRASH', {
  fault: true,
  prerequisite: false,
  modifier: 'Shift',
  blocker: whileUp,
  apply: crash,
});

export const failSpec = processAction('fail', 'FAIL', {
  fault: true,
  prerequisite: true,
  modifier: 'Alt',
  blocker: whileUp,
  apply: (world, process) => failWith(world, world.procs[process], INJECTED_FAILURE),
});

export const restartSpec = processAction('restart', 'RESTART', {
  fault: false,
  prerequisite: false,
  modifier: 'Shift+Alt',
  blocker: (status) => (status === 'crashed' ? null : 'notCrashed'),
  apply: restart,
});
