// Same id + same quantity = a retry; same id + another quantity = Conflict; another id = a new order (concept 14).
import type { LabAction } from '../../../engine/actions/registry';
import type { Lab } from '../../../engine/replay/lab';
import type { MeasureValue } from '../../lesson-spec';
import { ORDER, RUN } from '../quiz-log';
import type { Draft, QuizKindSpec } from '../quiz-types';

const ID_CASES = [
  { orderId: 'snack-7', quantity: 7 },
  { orderId: 'snack-7', quantity: 3 },
  { orderId: 'gum-2', quantity: 7 },
] as const;

function drafts(lab: Lab): Draft[] {
  const design = lab.designs.defaultId;
  return ID_CASES.map(({ orderId, quantity }) => ({
    id: `ids:${orderId}:${quantity}`,
    kind: 'ids',
    run: {
      design,
      actions: [ORDER, RUN, { type: 'submit', orderId, quantity } as LabAction, RUN],
      measure: { kind: 'response' },
    },
    question: { key: 'ids', params: { orderId, quantity } },
    choices: ['retry', 'conflict', 'accepted'],
    why: (answer: MeasureValue) => ({ key: `why.ids.${answer}`, params: { orderId, quantity } }),
  }));
}

export const idsKind: QuizKindSpec = { id: 'ids', concepts: [14], drafts };
