// Amend order: the client asks to change an existing order's quantity, stating the version it last read
// (`m:<id>:<qty>:<version>`). Only a design whose order service takes amendments offers it.
import { checkOrderId, checkQuantity } from '../runtime/rules';
import { defineAction } from './action-spec';

export interface AmendAction {
  type: 'amend';
  orderId: string;
  quantity: number;
  version: number;
}

const EXAMPLE: AmendAction = { type: 'amend', orderId: 'snack-7', quantity: 5, version: 1 };
const encode = (a: AmendAction) => `m:${a.orderId}:${a.quantity}:${a.version}`;
/** Versions a client may state: a positive whole number, as the orders table counts them. */
const isVersion = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 9_999;

export const amendSpec = defineAction<AmendAction, 'AMEND'>({
  type: 'amend',
  event: 'AMEND',
  group: 'order',
  control: 'amend-form',
  fault: false,
  prerequisite: false,
  offered: [EXAMPLE],
  shape: (a) => (checkOrderId(a.orderId) || checkQuantity(a.quantity) || !isVersion(a.version) ? 'invalidOrder' : null),
  blocker: (world) =>
    !world.design.amends ? 'notInDesign' : world.procs.order.status === 'up' ? null : 'orderServiceDown',
  apply: (world, a) => void world.amend(a.orderId, a.quantity, a.version),
  lookupToken: () => encode(EXAMPLE),
  encode,
  decode: (token) => {
    const m = /^m:([A-Za-z0-9_-]{1,64}):([0-9]{1,4}):([1-9][0-9]{0,3})$/.exec(token);
    if (!m) return null;
    const action: AmendAction = { type: 'amend', orderId: m[1], quantity: Number(m[2]), version: Number(m[3]) };
    return checkOrderId(action.orderId) || checkQuantity(action.quantity) ? null : action;
  },
  label: () => ({ key: 'form.amend' }),
  key: () => 'Shift+N',
  search: [],
});
