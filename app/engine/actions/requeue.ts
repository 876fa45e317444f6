// Requeue: the operator puts a parked outbox row (a dead letter) back in the queue once whatever refused it is
// fixed — `q:<event id>` for one row (the Dead letters list's buttons), `q` for the oldest parked row (the key).
// Undone by Back like every action; never drawn by the fault search (it repairs, it does not break).
import { hasOutbox, keepsOutbox } from '../runtime/outage';
import { OLDEST_PARKED_SQL, PARKED_ROW_SQL, parkedRow, requeue, REQUEUE_SQL } from '../runtime/requeue';
import { defineAction } from './action-spec';

export interface RequeueAction {
  type: 'requeue';
  /** The parked row's event id; absent, the oldest parked row. */
  event?: string;
}

/** An event id as the lab writes them and a link may carry: the same characters as an order id. */
const EVENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const requeueSpec = defineAction<RequeueAction, 'REQUEUE'>({
  type: 'requeue',
  event: 'REQUEUE',
  group: 'ops',
  control: 'dead-letters',
  fault: false,
  prerequisite: false,
  offered: [{ type: 'requeue' }],
  shape: (a) => (a.event === undefined || EVENT_ID.test(a.event) ? null : 'invalidLine'),
  blocker: (world, a) => {
    if (!hasOutbox(world) || !world.inDesign('relay')) return 'notInDesign';
    if (world.procs.relay.status === 'crashed') return 'crashed';
    if (parkedRow(world, a.event)) return null;
    return a.event === undefined ? 'nothingParked' : 'notParked';
  },
  apply: (world, a) => requeue(world, a.event),
  statements: (design) => (keepsOutbox(design) ? [OLDEST_PARKED_SQL, PARKED_ROW_SQL, REQUEUE_SQL] : []),
  // The list's buttons show only parked rows: whether one may be requeued reads the oldest's entry.
  lookupToken: () => 'q',
  encode: (a) => (a.event === undefined ? 'q' : `q:${a.event}`),
  decode: (token) => {
    if (token === 'q') return { type: 'requeue' };
    const m = /^q:([A-Za-z0-9_-]{1,64})$/.exec(token);
    return m ? { type: 'requeue', event: m[1] } : null;
  },
  label: (a) => (a.event === undefined ? { key: 'ops.requeueOldest' } : { key: 'ops.requeue' }),
  key: () => 'Shift+Q',
  search: [],
});
