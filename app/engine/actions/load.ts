// Load: one virtual second of orders arriving at a steady rate (`ld:<rate>`), everything else run by the
// supervisor meanwhile. The load form sends one per second it asks for, so a cancel stops between seconds.
import { isLoadRate, loadSecond } from '../runtime/load';
import { defineAction } from './action-spec';

export interface LoadAction {
  type: 'load';
  rate: number;
}

const OFFERED_RATE = 5;

export const loadSpec = defineAction<LoadAction, 'LOAD_SECOND'>({
  type: 'load',
  event: 'LOAD_SECOND',
  group: 'ops',
  control: 'load-form',
  fault: false,
  prerequisite: false,
  offered: [{ type: 'load', rate: OFFERED_RATE }],
  shape: (a) => (isLoadRate(a.rate) ? null : 'invalidLine'),
  // Orders need the order service to take them, as a submit does.
  blocker: (world) => (world.procs.order.status === 'crashed' ? 'orderServiceDown' : null),
  apply: (world, a) => loadSecond(world, a.rate),
  lookupToken: () => `ld:${OFFERED_RATE}`,
  encode: (a) => `ld:${a.rate}`,
  decode: (token) => {
    const m = /^ld:([1-9][0-9]?)$/.exec(token);
    return m && isLoadRate(Number(m[1])) ? { type: 'load', rate: Number(m[1]) } : null;
  },
  label: () => ({ key: 'ops.loadSecond' }),
  key: () => 'Shift+L',
  search: [],
});
