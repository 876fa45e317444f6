// One step of one process: an armed fault strikes first if it is aimed at this line; otherwise the line
// runs, and where it leads (next, a named line, the error path, back to the top) moves the program counter.
import { STEP_MS } from './clock';
import { BusyError } from './connection';
import { failWith, strike } from './faults';
import { clearMemory } from './process-state';
import type { FaultKind, ProcessId } from '../types';
import type { World } from './world';

/** Runs the process's next line, unless an armed fault fires first. Returns the fault that fired, if any. */
export function stepProcess(world: World, id: ProcessId): FaultKind | null {
  const p = world.procs[id];
  const armedIndex = world.armedFaults.findIndex((f) => f.process === id && f.line === p.pc + 1);
  if (armedIndex >= 0) {
    const [fault] = world.armedFaults.splice(armedIndex, 1);
    strike(world, fault.kind, id);
    return fault.kind;
  }
  const program = world.programs[id];
  const line = program.lines[p.pc];
  world.now += STEP_MS;
  world.log(id, 'ranLine', { line: p.pc + 1 });
  let next;
  try {
    next = line.run(p, world) ?? undefined;
  } catch (error) {
    if (error instanceof BusyError) {
      world.log(world.dbLane(p), 'busy', { process: id }, 'fault');
      return null;
    }
    // A statement that throws is an exception like any other: finally, then the error path.
    failWith(world, p, error instanceof Error ? error.message : String(error), true);
    return null;
  }
  if (next === 'done') clearMemory(p);
  else if (next === 'error') p.pc = program.errorLine ?? program.lines.length;
  else if (next === undefined) p.pc += 1;
  else if (program.lines.includes(next)) p.pc = program.lines.indexOf(next);
  else throw new Error(`a line of ${id} jumps to a line its program does not have`);
  if (p.pc >= program.lines.length) clearMemory(p);
  return null;
}
