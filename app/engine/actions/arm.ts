// Arm a fault: a crash or a failure that strikes a process just before a chosen line, the next time it
// gets there.
import { arm } from '../runtime/faults';
import { isProcess, type ArmedFault } from '../types';
import type { Blocker } from '../runtime/world-facts';
import { CODE_PROCESS, defineAction, PROCESS_CODE, PROCESS_CODE_PATTERN } from './action-spec';

export interface ArmAction {
  type: 'arm';
  fault: ArmedFault;
}

function lineBlocker(lines: number, line: number): Blocker | null {
  if (lines === 0) return 'notInDesign';
  return line <= lines ? null : 'invalidLine';
}

export const armSpec = defineAction<ArmAction, 'ARM'>({
  type: 'arm',
  event: 'ARM',
  group: 'arm',
  control: 'arm-form',
  fault: false,
  prerequisite: false,
  offered: [{ type: 'arm', fault: { kind: 'crash', process: 'relay', line: 1 } }],
  shape: (a) => {
    if (!isProcess(a.fault?.process)) return 'notInDesign';
    const { line, kind } = a.fault;
    return (kind === 'crash' || kind === 'fail') && Number.isInteger(line) && line >= 1 ? null : 'invalidLine';
  },
  blocker: (world, a) => lineBlocker(world.programs[a.fault.process]?.lines.length ?? 0, a.fault.line),
  lookup: (table, a) => lineBlocker(table.lines[a.fault.process], a.fault.line),
  apply: (world, a) => arm(world, a.fault),
  encode: (a) => `a:${a.fault.kind[0]}:${PROCESS_CODE[a.fault.process]}:${a.fault.line}`,
  decode: (token) => {
    const m = new RegExp(`^a:([cf]):${PROCESS_CODE_PATTERN}:([1-9][0-9]?)$`).exec(token);
    return m
      ? {
          type: 'arm',
          fault: { kind: m[1] === 'c' ? 'crash' : 'fail', process: CODE_PROCESS[m[2]], line: Number(m[3]) },
        }
      : null;
  },
  label: () => ({ key: 'arm.submit' }),
  key: () => 'f',
  search: [],
});
