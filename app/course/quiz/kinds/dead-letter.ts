// Poison messages and dead letters (concept 33): the warehouse refuses snack-7's event for an hour, and the relay
// parks a row after N attempts. How many times is it sent before it is parked — and once the warehouse is back and
// an operator requeues it, what is the verdict? Answered by running each on the lab.
import type { Lab } from '../../../engine/replay/lab';
import { DEFAULT_OPTIONS } from '../../../engine/types';
import { log } from '../quiz-log';
import type { Draft, QuizKindSpec } from '../quiz-types';

const DESIGN = 'outbox-inbox';
/** snack-7 committed; the warehouse refuses its event for an hour; the run goes on by itself. */
const POISONED = 'n:snack-7:7,s:o*7,x:p:60,e';

function drafts(lab: Lab): Draft[] {
  if (!lab.designs.has(DESIGN)) return [];
  const sent = [2, 3, 5].map((attempts): Draft => ({
    id: `deadLetter:sent:${attempts}`,
    kind: 'deadLetter',
    run: {
      design: DESIGN,
      actions: log(POISONED),
      options: { ...DEFAULT_OPTIONS, maxAttempts: attempts },
      measure: { kind: 'sent' },
    },
    question: { key: 'deadLetter.sent', params: { design: DESIGN, attempts } },
    choices: [attempts - 1, attempts, attempts + 1],
    why: () => ({ key: 'why.deadLetter.sent', params: { attempts } }),
  }));
  const requeue = (fixed: boolean): Draft => ({
    id: `deadLetter:requeue:${fixed ? 'fixed' : 'unfixed'}`,
    kind: 'deadLetter',
    run: {
      design: DESIGN,
      actions: log(`${POISONED}${fixed ? ',x:o' : ''},q,e`),
      options: { ...DEFAULT_OPTIONS, maxAttempts: 3 },
      measure: { kind: 'verdict' },
    },
    question: { key: `deadLetter.${fixed ? 'fixed' : 'unfixed'}`, params: { design: DESIGN } },
    choices: ['ok', 'lost', 'duplicated'],
    why: () => ({ key: `why.deadLetter.${fixed ? 'fixed' : 'unfixed'}`, params: {} }),
  });
  return [...sent, requeue(true), requeue(false)];
}

export const deadLetterKind: QuizKindSpec = { id: 'deadLetter', concepts: [33], drafts };
