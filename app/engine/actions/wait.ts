// Wait: let virtual time pass by a fixed amount, whatever timers there are. "Advance clock" only jumps to the
// next timer, so a crashed relay with a due row would freeze time; an operator's figures (the oldest pending
// row's age, the relay's heartbeat) need time to pass without anyone doing anything.
import { defineAction } from './action-spec';

export interface WaitAction {
  type: 'wait';
  seconds: number;
}

export const WAIT_SECONDS = { min: 1, max: 3_600, offered: 60 } as const;

const isSeconds = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= WAIT_SECONDS.min && (value as number) <= WAIT_SECONDS.max;

const offered: WaitAction[] = [{ type: 'wait', seconds: WAIT_SECONDS.offered }];

export const waitSpec = defineAction<WaitAction, 'WAIT'>({
  type: 'wait',
  event: 'WAIT',
  group: 'network',
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
    const m = /^wt:([1-9][0-9]{0,3})$/.exec(token);
    return m && isSeconds(Number(m[1])) ? { type: 'wait', seconds: Number(m[1]) } : null;
  },
  label: () => ({ key: 'controls.wait' }),
  key: () => 'Shift+T',
  search: [],
});
