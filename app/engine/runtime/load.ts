// @ui-public: the load form holds its rate to load mode's limits
// Load mode: orders arriving at a steady rate while the supervisor runs everything else, one virtual second
// per action, so a long load is a series of small actions — the page stays responsive between them, shows how
// far it got, and a cancel leaves the lab exactly at the last second applied (its link replays it). At the end
// of each second the operator's figures are read by SQL and written to the timeline: the lag chart's points.
import { readOps } from './ops-figures';
import { nextMove, nextTimer } from './scheduler';
import { restart } from './faults';
import { stepProcess } from './step';
import type { World } from './world';

/** Orders per virtual second a load may ask for: far past what the relay drains, short of freezing a step. */
export const LOAD_RATE = { min: 1, max: 50 } as const;
/** Virtual seconds a load may last. */
export const LOAD_SECONDS = { min: 1, max: 120 } as const;

export const isLoadRate = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= LOAD_RATE.min && (value as number) <= LOAD_RATE.max;

/** A second of moves can never take more than this many (a step is 10 ms; restarts and timers are few). */
const MOVES_PER_SECOND = 1_000;

/** Runs the supervisor's moves until the clock reaches `until`, letting idle time pass without a log entry. */
function runUntil(world: World, until: number): void {
  for (let i = 0; i < MOVES_PER_SECOND && world.now < until; i += 1) {
    const move = nextMove(world);
    if (move?.kind === 'restart') restart(world, move.process);
    else if (move?.kind === 'step') stepProcess(world, move.process);
    else {
      const timer = move ? nextTimer(world) : null;
      world.passTime(timer !== null && timer < until ? timer : until);
    }
  }
}

/** One virtual second of load: `rate` orders (load-1, load-2, …) spaced evenly, then the figures at its end. */
export function loadSecond(world: World, rate: number): void {
  const start = world.now;
  for (let i = 0; i < rate; i += 1) {
    runUntil(world, start + Math.floor((i * 1_000) / rate));
    world.submit(`load-${world.submissions + 1}`, 1);
  }
  runUntil(world, start + 1_000);
  const ops = readOps(world);
  world.log('client', 'loadSample', { rate, pending: ops?.pending ?? 0, lagMs: ops?.oldestPendingMs ?? 0 });
}
