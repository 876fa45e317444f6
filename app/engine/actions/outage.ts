// Warehouse unreachable / Warehouse answers 500 / Warehouse back: an outage the learner switches on for a few
// virtual minutes (it ends by itself then) or off early. Not drawn by the fault search: its single faults are
// the crashes, failures and drops, and an outage only stretches the time between the relay's attempts.
import {
  endOutage,
  hasOutbox,
  isOutageMinutes,
  keepsOutbox,
  OLDEST_PENDING_SQL,
  oldestPending,
  startOutage,
} from '../runtime/outage';
import { activeOutage, type OutageMode } from '../runtime/outage-window';
import { defineAction } from './action-spec';

export interface OutageAction {
  type: 'outage';
  /** `over` switches an outage off; the others switch one on for `minutes`. */
  mode: OutageMode | 'over';
  minutes?: number;
}

/** The minutes the controls offer; a link or a lesson may name any from 1 to 60. */
export const OFFERED_OUTAGE_MINUTES = 5;

const offered: OutageAction[] = [
  { type: 'outage', mode: 'unreachable', minutes: OFFERED_OUTAGE_MINUTES },
  { type: 'outage', mode: 'erroring', minutes: OFFERED_OUTAGE_MINUTES },
  { type: 'outage', mode: 'rejecting', minutes: OFFERED_OUTAGE_MINUTES },
  { type: 'outage', mode: 'over' },
];

const CODE: Record<OutageAction['mode'], string> = { unreachable: 'u', erroring: 'e', rejecting: 'p', over: 'o' };
const MODE: Record<string, OutageMode> = { u: 'unreachable', e: 'erroring', p: 'rejecting' };

export const outageSpec = defineAction<OutageAction, 'OUTAGE'>({
  type: 'outage',
  event: 'OUTAGE',
  group: 'outage',
  control: 'button',
  fault: true,
  prerequisite: false,
  offered,
  shape: (a) => {
    if (a.mode === 'over') return a.minutes === undefined ? null : 'invalidLine';
    return (a.mode === 'unreachable' || a.mode === 'erroring' || a.mode === 'rejecting') && isOutageMinutes(a.minutes)
      ? null
      : 'invalidLine';
  },
  blocker: (world, a) => {
    const on = activeOutage(world) !== null;
    if (a.mode === 'over') return on ? null : 'noOutage';
    if (!world.inDesign('warehouse')) return 'notInDesign';
    if (on) return 'outageOn';
    // A poison event needs an outbox, and a row in it waiting to be sent.
    if (a.mode === 'rejecting')
      return !hasOutbox(world) ? 'notInDesign' : oldestPending(world) ? null : 'nothingPending';
    return null;
  },
  apply: (world, a) => (a.mode === 'over' ? endOutage(world) : startOutage(world, a.mode, a.minutes!)),
  // The poison event is the oldest pending outbox row, read when the outage starts.
  statements: (design) => (keepsOutbox(design) ? [OLDEST_PENDING_SQL] : []),
  // Whether an outage may start does not depend on its length: any length reads the offered one's entry.
  lookupToken: (a) => (a.mode === 'over' ? 'x:o' : `x:${CODE[a.mode]}:${OFFERED_OUTAGE_MINUTES}`),
  encode: (a) => (a.mode === 'over' ? 'x:o' : `x:${CODE[a.mode]}:${a.minutes}`),
  decode: (token) => {
    if (token === 'x:o') return { type: 'outage', mode: 'over' };
    const m = /^x:([uep]):([1-9][0-9]?)$/.exec(token);
    if (!m || !isOutageMinutes(Number(m[2]))) return null;
    return { type: 'outage', mode: MODE[m[1]], minutes: Number(m[2]) };
  },
  label: (a) => ({
    key: {
      unreachable: 'controls.outageUnreachable',
      erroring: 'controls.outageErroring',
      rejecting: 'controls.outageRejecting',
      over: 'controls.outageOver',
    }[a.mode],
  }),
  key: (a) => ({ unreachable: 'u', erroring: 'i', rejecting: 'j', over: 'b' })[a.mode],
  search: [],
});
