// A warehouse outage, switched on and off by the learner: for a while the warehouse cannot be reached (a
// request is refused and its sender waits out the ACK timeout) or its front answers every request with an
// HTTP 500 without touching the warehouse's database. It ends by itself at `until` or when switched off. The
// relay's retry bookkeeping is what a learner watches through it.
import { formatOffset } from './clock';
import type { World } from './world';

export type OutageMode = 'unreachable' | 'erroring';

export interface Outage {
  mode: OutageMode;
  /** Virtual time at which the warehouse answers again. */
  until: number;
}

/** Minutes an outage may last: long enough for exponential back-off to show, short enough to watch. */
export const OUTAGE_MINUTES = { min: 1, max: 60 } as const;

export function isOutageMinutes(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= OUTAGE_MINUTES.min && (value as number) <= OUTAGE_MINUTES.max;
}

/** The outage in force now, or null: one whose time has passed is over even if nobody switched it off. */
export function activeOutage(world: Pick<World, 'outage' | 'now'>): Outage | null {
  return world.outage && world.now < world.outage.until ? world.outage : null;
}

export function startOutage(world: World, mode: OutageMode, minutes: number): void {
  world.outage = { mode, until: world.now + minutes * 60_000 };
  world.log('warehouse', mode === 'unreachable' ? 'outageUnreachable' : 'outageErroring', { minutes, until: formatOffset(world.outage.until) }, 'fault');
}

export function endOutage(world: World): void {
  world.outage = null;
  world.log('warehouse', 'outageOver');
}
