// The verdict after one fault, in every design that has it (concepts 10, 11, 12): a restarted relay finds the
// pending row, a lost ACK makes a duplicate, an inbox absorbs it.
import type { Lab } from '../../../engine/replay/lab';
import { faultTokens, ORDER, OUTCOMES, RUN } from '../quiz-log';
import type { Draft, QuizKindSpec } from '../quiz-types';
import { verdictWhy } from '../verdict-why';

function drafts(lab: Lab): Draft[] {
  return lab.designs.ids.flatMap((design) =>
    faultTokens(lab, design).map((fault): Draft => ({
      id: `verdict:${design}:${fault.id}`,
      kind: 'verdict',
      run: { design, actions: [...fault.actions, ORDER, RUN], measure: { kind: 'verdict' } },
      question: { key: 'verdict', params: { design, faultKey: fault.text.key, ...fault.text.params } },
      choices: OUTCOMES,
      fault: fault.id,
      why: verdictWhy,
    })),
  );
}

export const verdictKind: QuizKindSpec = { id: 'verdict', concepts: [10, 11, 12], drafts };
