// Wait: let virtual time pass by a fixed amount, whatever timers there are. "Advance clock" only jumps to the
// next timer, so a crashed relay with a due row would freeze time; an operator's figures (the oldest pending
// row's age, the relay's heartbeat) need time to pass without anyone doing anything.
import { defineAction } from './action-spec';

export interface WaitAction {
  type: 'wait';
  seconds: number;
}

/**
 * Up to 30 days (seed 002 keeps outbox rows 30 days), so a link can let a retention window run out; the controls
 * offer a minute. A wait is one jump of the clock (World.advanceTo), whatever its length: it costs no more than a
 * minute's.
 */
export const WAIT_SECONDS = { min: 1, max: 30 * 86_400, offered: 60 } as const;

const WAIT_UNITS = [
  ['days', 86_400],
  ['hours', 3_600],
  ['minutes', 60],
  ['seconds', 1],
] as const;

const isSeconds = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= WAIT_SECONDS.min && (value as number) <= WAIT_SECONDS.max;

const offered: WaitAction[] = [{ type: 'wait', seconds: WAIT_SECONDS.offered }];

export const waitSpec = defineAction<WaitAction, 'WAIT'>({
  type: 'wait',
  event: 'WAIT',
  group: 'network',
  control: 'button',
  fault: false,
  prerequisite: false,
  offered,
  shape: (a) => (isSeconds(a.seconds) ? null : 'invalidLine'),
  blocker: () => null,
  apply: (world, a) => world.advanceTo(world.now + a.seconds * 1_000),
  // Time can always pass; any length reads the offered one's entry (which is only ever refused when the log is full).
  lookupToken: () => `wt:${WAIT_SECONDS.offered}`,
  encode: (a) => `wt:${a.seconds}`,
  decode: (token) => {
    const m = /^wt:([1-9][0-9]{0,6})$/.exec(token);
    return m && isSeconds(Number(m[1])) ? { type: 'wait', seconds: Number(m[1]) } : null;
  },
  // The control's minute is "Wait 1 min"; a link's longer wait names its length in the largest whole unit.
  label: (a) => {
    if (a.seconds === WAIT_SECONDS.offered) return { key: 'controls.wait' };
    const [unit, size] = WAIT_UNITS.find(([, size]) => a.seconds % size === 0)!;
    return { key: `controls.waitFor.${unit}`, count: a.seconds / size };
  },
  key: () => 'Shift+T',
  search: [],
});
