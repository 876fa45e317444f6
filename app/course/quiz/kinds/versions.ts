// Optimistic versioning, in every design that takes amendments (concept 20): what does the last amendment get back?
import type { LabAction } from '../../../engine/actions/registry';
import type { Lab } from '../../../engine/replay/lab';
import type { MeasureValue } from '../../lesson-spec';
import { ORDER, RUN } from '../quiz-log';
import type { Draft, QuizKindSpec } from '../quiz-types';

/** Amendments after snack-7 × 7 is accepted and delivered (version 1): the last one's answer is asked. */
const AMENDMENTS: readonly { case: string; versions: readonly [quantity: number, version: number][] }[] = [
  // Two clients read version 1; the second amends after the first.
  {
    case: 'stale',
    versions: [
      [5, 1],
      [9, 1],
    ],
  },
  // A version the order never had.
  { case: 'ahead', versions: [[5, 3]] },
  // The second client read again first.
  {
    case: 'fresh',
    versions: [
      [5, 1],
      [9, 2],
    ],
  },
];

function drafts(lab: Lab): Draft[] {
  return lab.designs.list
    .filter((d) => d.amends)
    .flatMap(({ id: design }) =>
      AMENDMENTS.map((c): Draft => ({
        id: `versions:${design}:${c.case}`,
        kind: 'versions',
        run: {
          design,
          actions: [
            ORDER,
            RUN,
            ...c.versions.map(
              ([quantity, version]) => ({ type: 'amend', orderId: 'snack-7', quantity, version }) as LabAction,
            ),
            RUN,
          ],
          measure: { kind: 'response' },
        },
        question: { key: `versions.${c.case}`, params: { design } },
        choices: ['amended', 'stale', 'error'],
        why: (answer: MeasureValue) => ({ key: `why.versions.${answer}`, params: {} }),
      })),
    );
}

export const versionsKind: QuizKindSpec = { id: 'versions', concepts: [20], drafts };
