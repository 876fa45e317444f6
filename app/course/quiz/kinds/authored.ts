// The three kinds whose answers the course writes rather than computes. Each concept is about what lies outside
// any run the lab can make, so no run, function or query plan could answer it:
// - two systems (concept 1): the lab *is* two systems; that no one transaction spans them is the premise every
//   run rests on, not something a run can show false;
// - side effects (concept 28): the lab's consumer writes only to its own database — a mail sent or a key revoked
//   happens outside it, where no inbox row reaches;
// - where the lab stops (concept 30): what the lab is not (a broker, a payment system, an id service) is a fact
//   about the lab, not a state of it.
// Every other kind computes its answers; a test holds the list of authored kinds to exactly these three.
import type { MeasureValue } from '../../lesson-spec';
import type { Draft, QuizKindSpec } from '../quiz-types';

interface Authored {
  id: string;
  choices: readonly MeasureValue[];
  answer: MeasureValue;
}

function authoredKind(
  id: string,
  key: string,
  concepts: readonly number[],
  questions: readonly Authored[],
): QuizKindSpec {
  return {
    id,
    concepts,
    authored: true,
    drafts: (): Draft[] =>
      questions.map((q) => ({
        id: `${id}:${q.id}`,
        kind: id,
        question: { key: `${key}.${q.id}`, params: {} },
        choices: q.choices,
        wording: { kind: 'words', key: `${key}.${q.id}` },
        solve: () => q.answer,
        why: () => ({ key: `why.${key}.${q.id}`, params: {} }),
      })),
  };
}

export const twoSystemsKind = authoredKind(
  'two-systems',
  'twoSystems',
  [1],
  [
    { id: 'span', choices: ['no', 'yes', 'xa'], answer: 'no' },
    { id: 'facts', choices: ['two', 'one'], answer: 'two' },
  ],
);

export const sideEffectsKind = authoredKind(
  'side-effects',
  'sideEffects',
  [28],
  [
    { id: 'mail', choices: ['ownKey', 'inbox', 'relay'], answer: 'ownKey' },
    // Seed 002's consumer of an expiry: a status set, keys revoked, a mail sent. Only the mail is not idempotent by
    // itself.
    { id: 'twice', choices: ['mail', 'status', 'keys'], answer: 'mail' },
  ],
);

export const labLimitsKind = authoredKind(
  'lab-limits',
  'labLimits',
  [30],
  [
    { id: 'what', choices: ['simulation', 'broker', 'payments'], answer: 'simulation' },
    { id: 'ids', choices: ['client', 'service', 'clock'], answer: 'client' },
  ],
);
