// The order's id and quantity rules (concept 13), answered by the rules the lab's order form and engine apply
// (app/engine/rules.ts): `true` is not a quantity, nor is "7" or 7.5; 0 and 1001 are out of range; an id is
// ASCII letters, digits, _ and -, at most 64 of them.
import { checkOrderId, checkQuantity } from '../../../engine/runtime/rules';
import type { Draft, QuizKindSpec } from '../quiz-types';

/** A value as the client's JSON would carry it: `true`, `7.5`, `"7"`. */
const asJson = (value: unknown) => JSON.stringify(value);

const QUANTITIES: readonly { id: string; value: unknown }[] = [
  { id: 'true', value: true },
  { id: 'fraction', value: 7.5 },
  { id: 'text', value: '7' },
  { id: 'zero', value: 0 },
  { id: 'over', value: 1001 },
  { id: 'seven', value: 7 },
];
const IDS: readonly { id: string; value: string }[] = [
  { id: 'space', value: 'snack 7' },
  { id: 'empty', value: '' },
  { id: 'long', value: 's'.repeat(65) },
  { id: 'underscore', value: 'snack_7' },
];

function drafts(): Draft[] {
  const quantity = QUANTITIES.map((c): Draft => ({
    id: `rules:quantity:${c.id}`,
    kind: 'rules',
    question: { key: 'rules.quantity', params: { value: asJson(c.value) } },
    choices: ['ok', 'not-integer', 'range'],
    wording: { kind: 'words', key: 'quantityRule' },
    solve: () => checkQuantity(c.value) ?? 'ok',
    why: (answer) => ({ key: `why.rules.quantity.${answer}`, params: { value: asJson(c.value) } }),
  }));
  const ids = IDS.map((c): Draft => ({
    id: `rules:id:${c.id}`,
    kind: 'rules',
    // A long id is said by its length, not spelt out.
    question: {
      key: c.value.length > 20 ? 'rules.longId' : 'rules.id',
      params: { value: asJson(c.value), length: c.value.length },
    },
    choices: ['ok', 'empty', 'too-long', 'charset'],
    wording: { kind: 'words', key: 'idRule' },
    solve: () => checkOrderId(c.value) ?? 'ok',
    why: (answer) => ({ key: `why.rules.id.${answer}`, params: { length: c.value.length } }),
  }));
  return [...quantity, ...ids];
}

export const rulesKind: QuizKindSpec = { id: 'rules', concepts: [13], drafts };
