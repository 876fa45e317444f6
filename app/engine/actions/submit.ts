// Submit order: the client sends an order request to the order service.
import { checkOrderId, checkQuantity } from '../runtime/rules';
import { defineAction } from './action-spec';

export interface SubmitAction {
  type: 'submit';
  orderId: string;
  quantity: number;
}

const EXAMPLE: SubmitAction = { type: 'submit', orderId: 'snack-7', quantity: 7 };
const encode = (a: SubmitAction) => `n:${a.orderId}:${a.quantity}`;

export const submitSpec = defineAction<SubmitAction, 'SUBMIT'>({
  type: 'submit',
  event: 'SUBMIT',
  group: 'order',
  control: 'order-form',
  fault: false,
  prerequisite: false,
  offered: [EXAMPLE],
  shape: (a) => (checkOrderId(a.orderId) || checkQuantity(a.quantity) ? 'invalidOrder' : null),
  blocker: (world) => (world.procs.order.status === 'up' ? null : 'orderServiceDown'),
  apply: (world, a) => void world.submit(a.orderId, a.quantity),
  // Whether any well-formed order can be submitted does not depend on which: the example's entry answers.
  lookupToken: () => encode(EXAMPLE),
  encode,
  decode: (token) => {
    const m = /^n:([A-Za-z0-9_-]{1,64}):([0-9]{1,4})$/.exec(token);
    if (!m) return null;
    const action: SubmitAction = { type: 'submit', orderId: m[1], quantity: Number(m[2]) };
    return checkOrderId(action.orderId) || checkQuantity(action.quantity) ? null : action;
  },
  label: () => ({ key: 'form.submit' }),
  key: () => 'n',
  // A small set of ids and quantities, so random schedules also retry and conflict.
  search: [
    {
      weight: 6,
      actions: [
        { type: 'submit', orderId: 'snack-7', quantity: 7 },
        { type: 'submit', orderId: 'snack-7', quantity: 2 },
        { type: 'submit', orderId: 'gum-2', quantity: 7 },
        { type: 'submit', orderId: 'gum-2', quantity: 2 },
      ],
    },
  ],
});
