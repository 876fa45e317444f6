// Which actions are possible now, and why the others are not. Computed once per world state into plain data
// (cached with the snapshot), then every question — a machine guard, a disabled button, a replayed link —
// is a lookup in that table. One source of truth for "can I do this now?".
import { checkOrderId, checkQuantity } from './rules';
import { defaultPick, isQuiescent, nextTimer, stepBlocker } from './scheduler';
import { PROCESSES, type LabAction, type ProcessId } from './types';
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

type PerProcess = Record<ProcessId, Blocker | null>;

export interface ActionBlockers {
  step: Blocker | null;
  stepProcess: PerProcess;
  /** Crash and fail share their conditions: the process must be running. */
  crash: PerProcess;
  restart: PerProcess;
  drop: Blocker | null;
  advance: Blocker | null;
  run: Blocker | null;
  /** For a well-formed order; the order's own validity is checked per action. */
  submit: Blocker | null;
  /** Program length per process: a fault can be armed before lines 1..n. */
  lines: Record<ProcessId, number>;
}

/** True once an order has been submitted and everything has come to rest: the verdict stands. */
export function hasEnded(world: World, quiescent = isQuiescent(world)): boolean {
  return quiescent && world.submissions > 0;
}

/**
 * Facts about one world state that several questions share — blockers, the snapshot, applying an action —
 * each read at most once (they cost SQL reads). Valid only until the world changes.
 */
export class WorldFacts {
  private memo = new Map<string, unknown>();
  constructor(private readonly world: World) {}
  private once<T>(key: string, compute: () => T): T {
    if (!this.memo.has(key)) this.memo.set(key, compute());
    return this.memo.get(key) as T;
  }
  get pick() {
    return this.once('pick', () => defaultPick(this.world));
  }
  get quiescent() {
    return this.once('quiescent', () => isQuiescent(this.world, { pick: this.pick, timer: this.timer }));
  }
  get ended() {
    return this.once('ended', () => hasEnded(this.world, this.quiescent));
  }
  get timer() {
    return this.once('timer', () => nextTimer(this.world));
  }
}

/** Why `action` cannot happen now, computing only what that one action needs (a replay asks this per action). */
export function blockerNow(world: World, action: LabAction, facts = new WorldFacts(world)): Blocker | null {
  const shape = shapeBlocker(action);
  if (shape) return shape;
  const status = (id: ProcessId) => (world.inDesign(id) ? world.procs[id].status : null);
  switch (action.type) {
    case 'submit':
      return world.procs.order.status === 'up' ? null : 'orderServiceDown';
    case 'step':
      if (action.process) return stepBlocker(world, action.process);
      if (facts.pick) return null;
      return facts.ended ? 'runEnded' : 'nothingToRun';
    case 'crash':
    case 'fail':
      return status(action.process) === null ? 'notInDesign' : status(action.process) === 'up' ? null : 'crashed';
    case 'restart':
      return status(action.process) === null ? 'notInDesign' : status(action.process) === 'crashed' ? null : 'notCrashed';
    case 'drop':
      return facts.ended ? 'runEnded' : null;
    case 'arm':
      return action.fault.line <= world.programs[action.fault.process].lines.length ? null : 'invalidLine';
    case 'advance':
      return facts.timer === null ? 'noTimer' : null;
    case 'run':
      if (!facts.quiescent) return null;
      return facts.ended ? 'runEnded' : 'nothingToRun';
  }
}

export function computeBlockers(world: World, facts = new WorldFacts(world)): ActionBlockers {
  const check = (action: LabAction) => blockerNow(world, action, facts);
  const perProcess = (f: (id: ProcessId) => Blocker | null) => Object.fromEntries(PROCESSES.map((id) => [id, f(id)])) as PerProcess;
  return {
    step: check({ type: 'step' }),
    stepProcess: perProcess((id) => check({ type: 'step', process: id })),
    crash: perProcess((id) => check({ type: 'crash', process: id })),
    restart: perProcess((id) => check({ type: 'restart', process: id })),
    drop: check({ type: 'drop', message: 'ack' }),
    advance: check({ type: 'advance' }),
    run: check({ type: 'run' }),
    submit: check({ type: 'submit', orderId: 'x', quantity: 1 }),
    lines: Object.fromEntries(PROCESSES.map((id) => [id, world.programs[id].lines.length])) as Record<ProcessId, number>,
  };
}

const isProcess = (value: unknown): value is ProcessId => (PROCESSES as readonly unknown[]).includes(value);

/** Refuses anything not shaped like a possible action: actions can come from a link or a careless caller. */
function shapeBlocker(action: LabAction): Blocker | null {
  switch (action.type) {
    case 'submit':
      return checkOrderId(action.orderId) || checkQuantity(action.quantity) ? 'invalidOrder' : null;
    case 'step':
      return action.process === undefined || isProcess(action.process) ? null : 'notInDesign';
    case 'crash':
    case 'fail':
    case 'restart':
      return isProcess(action.process) ? null : 'notInDesign';
    case 'drop':
      return action.message === 'request' || action.message === 'ack' ? null : 'invalidLine';
    case 'arm': {
      if (!isProcess(action.fault?.process)) return 'notInDesign';
      const { line, kind } = action.fault;
      return (kind === 'crash' || kind === 'fail') && Number.isInteger(line) && line >= 1 ? null : 'invalidLine';
    }
    case 'advance':
    case 'run':
      return null;
    default:
      return 'invalidLine';
  }
}

/** Looks an action up in a state's table. */
export function blockerIn(table: ActionBlockers, action: LabAction): Blocker | null {
  const shape = shapeBlocker(action);
  if (shape) return shape;
  switch (action.type) {
    case 'submit':
      return table.submit;
    case 'step':
      return action.process === undefined ? table.step : table.stepProcess[action.process];
    case 'crash':
    case 'fail':
      return table.crash[action.process];
    case 'restart':
      return table.restart[action.process];
    case 'drop':
      return table.drop;
    case 'arm':
      if (table.lines[action.fault.process] === 0) return 'notInDesign';
      return action.fault.line <= table.lines[action.fault.process] ? null : 'invalidLine';
    case 'advance':
      return table.advance;
    case 'run':
      return table.run;
  }
}
