// The default scheduler and the questions it answers: which process can move, which one "Step" picks,
// when the next timer fires, and whether the run has come to rest (quiescence).
import { restart } from './faults';
import { stepProcess } from './step';
import type { ProcessId, SupervisorMove } from '../types';
import type { World } from './world';

/** Why a process cannot take a step right now, or null if it can. */
export function stepBlocker(world: World, id: ProcessId): 'notInDesign' | 'crashed' | 'waiting' | null {
  if (!world.inDesign(id)) return 'notInDesign';
  const p = world.procs[id];
  if (p.status === 'crashed') return 'crashed';
  const line = world.programs[id].lines[p.pc];
  if (line.ready && !line.ready(p, world)) return 'waiting';
  if (line.writer && world.writeLockHolder(p) !== undefined) return 'waiting';
  return null;
}

function isUseful(world: World, id: ProcessId): boolean {
  if (stepBlocker(world, id) !== null) return false;
  const p = world.procs[id];
  const line = world.programs[id].lines[p.pc];
  return line.useful ? line.useful(p, world) : true;
}

/**
 * The process "Step" will run, or null when nothing would make progress. Preference follows the roles' order —
 * finish the client's request first, then deliver — and instances of a role in their order.
 */
export function defaultPick(world: World): ProcessId | null {
  return world.processIds.find((id) => isUseful(world, id)) ?? null;
}

/** The earliest future moment at which something becomes ready by itself: an ACK timeout or a back-off. */
export function nextTimer(world: World): number | null {
  const times: number[] = [];
  for (const id of world.processIds) {
    const p = world.procs[id];
    if (p.status !== 'up' || !world.inDesign(id)) continue;
    const at = world.programs[id].lines[p.pc].timer?.(p);
    if (at !== undefined && at > world.now) times.push(at);
  }
  const due = world.design.pending?.nextDue(world.read, world.now) ?? null;
  if (due !== null) times.push(due);
  return times.length ? Math.min(...times) : null;
}

/**
 * Every process up and idle, nothing queued, nothing in flight, nothing pending, no timer left. The cheap
 * questions come first; `known` answers the default pick and the next timer from a cache of this state's facts,
 * asked only when the cheaper ones have not settled it already (each is an SQL read).
 */
export function isQuiescent(
  world: World,
  known: { pick?: () => ProcessId | null; timer?: () => number | null } = {},
): boolean {
  for (const id of world.processIds) {
    if (!world.inDesign(id)) continue;
    const p = world.procs[id];
    if (p.status !== 'up' || p.pc !== 0) return false;
  }
  return (
    world.requests.length === 0 &&
    world.network.inFlight.length === 0 &&
    (world.design.pending?.count(world.read) ?? 0) === 0 &&
    (known.pick ? known.pick() : defaultPick(world)) === null &&
    (known.timer ? known.timer() : nextTimer(world)) === null
  );
}

/**
 * Bound on one "Run to end": a base far above any teaching scenario, plus a share for every piece of work
 * waiting when the run starts (a queued request, a pending outbox row, a message in flight) — an order takes
 * about seventeen moves, so a learner's 300 queued orders get room for all of them. Reaching it is reported.
 */
export const RUN_BASE_MOVES = 5_000;
export const RUN_MOVES_PER_ITEM = 60;
/** One press never holds the page longer than this many moves (a few seconds); the next press carries on. */
export const RUN_MAX_MOVES = 50_000;

/** Work still to do in `world`: what the budget of a run starting here is sized by. */
export function pendingWork(world: World): number {
  return world.requests.length + world.network.inFlight.length + (world.design.pending?.count(world.read) ?? 0);
}

export function runBudget(world: World): number {
  return Math.min(RUN_MAX_MOVES, RUN_BASE_MOVES + RUN_MOVES_PER_ITEM * pendingWork(world));
}

/** The supervisor's next move, or null at rest: restart what crashed, step what can move, else advance the clock. */
export function nextMove(world: World): SupervisorMove | null {
  const crashed = world.processIds.find((id) => world.inDesign(id) && world.procs[id].status === 'crashed');
  if (crashed) return { kind: 'restart', process: crashed };
  const pick = defaultPick(world);
  if (pick) return { kind: 'step', process: pick };
  return nextTimer(world) !== null ? { kind: 'advance' } : null;
}

/**
 * The supervisor: restart what crashed, step what can move, advance the clock when only timers remain.
 * `afterEach` sees the world after every single move (the explorer checks its invariants there, and returns
 * 'stop' where it knows the rest of the run already: the run then ends there, not at rest); `onMove`
 * hears each move before it is made. Each move's timeline entries carry its number (`move`, counted from
 * `firstMove` when this continues a run cut part way). Makes at most `limit` moves (the run's budget unless
 * told); true when the world came to rest.
 */
export function runToEnd(
  world: World,
  afterEach?: () => void | 'stop',
  onMove?: (move: SupervisorMove) => void,
  limit = runBudget(world),
  firstMove = 0,
): boolean {
  const action = world.cursor.action;
  try {
    for (let i = 0; i < limit; i += 1) {
      if (i > 0 && afterEach?.() === 'stop') return false;
      const move = nextMove(world);
      if (!move) return true;
      onMove?.(move);
      world.cursor = { action, move: firstMove + i };
      if (move.kind === 'restart') restart(world, move.process);
      else if (move.kind === 'step') stepProcess(world, move.process);
      else world.advanceTo(nextTimer(world)!);
      world.afterMove?.();
    }
    return nextMove(world) === null;
  } finally {
    world.cursor = { action };
  }
}
