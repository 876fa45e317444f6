// No answer after COMMIT (concepts 16, 18): the order service crashed between its COMMIT and its answer. The
// client resubmits the same id and quantity — or someone deletes the pending rows to "clean up".
import type { Lab } from '../../../engine/replay/lab';
import type { Measure, MeasureValue } from '../../lesson-spec';
import { log } from '../quiz-log';
import type { Draft, QuizKindSpec } from '../quiz-types';

const CRASHED_AFTER_COMMIT = 'n:snack-7:7,s:o*6,c:o';
const CASES: readonly { id: string; log: string; measure: Measure; choices: readonly MeasureValue[] }[] = [
  { id: 'delete', log: 'k:x,r:o', measure: { kind: 'verdict' }, choices: ['ok', 'lost', 'duplicated'] },
  { id: 'resubmit', log: 'r:o,n:snack-7:7,e', measure: { kind: 'verdict' }, choices: ['ok', 'lost', 'duplicated'] },
  {
    id: 'resubmit-response',
    log: 'r:o,n:snack-7:7,e',
    measure: { kind: 'response' },
    choices: ['retry', 'conflict', 'accepted'],
  },
];

function drafts(lab: Lab): Draft[] {
  return ['outbox', 'outbox-inbox']
    .filter((d) => lab.designs.has(d))
    .flatMap((design) =>
      CASES.map((c): Draft => ({
        id: `recover:${design}:${c.id}`,
        kind: 'recover',
        run: { design, actions: log(`${CRASHED_AFTER_COMMIT},${c.log}`), measure: c.measure },
        question: { key: `recover.${c.id}`, params: { design } },
        choices: c.choices,
        why: (answer) => ({ key: `why.recover.${answer}`, params: {} }),
      })),
    );
}

export const recoverKind: QuizKindSpec = { id: 'recover', concepts: [16, 18], drafts };
