// The relay's delivery order and parking (concepts 21, 22): two orders committed, the warehouse rejecting the
// first one's event for a while, the relay parking after 3 attempts or never. In seed 000's delivery order only:
// strict order changes when the second row goes, never the verdict (each of these runs ends the same under
// both), so asking both asked every question twice.
import type { LabAction } from '../../../engine/actions/registry';
import type { Lab } from '../../../engine/replay/lab';
import { DEFAULT_OPTIONS } from '../../../engine/types';
import type { MeasureValue } from '../../lesson-spec';
import { RUN } from '../quiz-log';
import type { Draft, QuizKindSpec } from '../quiz-types';

function drafts(lab: Lab): Draft[] {
  const design = lab.designs.defaultId;
  const committed = (orderId: string, quantity: number): LabAction[] => [
    { type: 'submit', orderId, quantity },
    ...Array.from({ length: 7 }, () => ({ type: 'step', process: 'order' }) as LabAction),
  ];
  const order = DEFAULT_OPTIONS.order;
  return [null, 3].flatMap((attempts) =>
    [2, 5].map((minutes): Draft => ({
      id: `relay:${order}:${attempts ?? 'never'}:${minutes}`,
      kind: 'relay',
      run: {
        design,
        actions: [
          ...committed('a-1', 1),
          ...committed('b-2', 2),
          { type: 'outage', mode: 'rejecting', minutes } as LabAction,
          RUN,
        ],
        options: { ...DEFAULT_OPTIONS, maxAttempts: attempts },
        measure: { kind: 'verdict' },
      },
      question: {
        key: `relay.${order}.${attempts === null ? 'never' : 'park'}`,
        params: { design, minutes, attempts: attempts ?? 0 },
      },
      choices: ['ok', 'lost', 'duplicated'],
      why: (answer: MeasureValue) => ({
        key: `why.relay.${attempts === null ? 'never' : answer === 'lost' ? 'parkedFirst' : 'recovered'}`,
        params: { minutes, attempts: attempts ?? 0 },
      }),
    })),
  );
}

export const relayKind: QuizKindSpec = { id: 'relay', concepts: [21, 22], drafts };
