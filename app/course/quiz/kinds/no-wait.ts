// The save does not wait for HTTP (concept 5): with the warehouse unreachable, or the relay down, what does the
// client hear? A design that calls the warehouse inside the request waits for it; an outbox design answers at once.
import type { LabAction } from '../../../engine/actions/registry';
import type { Lab } from '../../../engine/replay/lab';
import type { MeasureValue } from '../../lesson-spec';
import { hasProcess, ORDER, RUN } from '../quiz-log';
import type { Draft, QuizKindSpec } from '../quiz-types';

const CONDITIONS: readonly { id: string; actions: LabAction[]; needs: 'warehouse' | 'relay' }[] = [
  { id: 'unreachable', actions: [{ type: 'outage', mode: 'unreachable', minutes: 5 }], needs: 'warehouse' },
  { id: 'relay-down', actions: [{ type: 'crash', process: 'relay' }], needs: 'relay' },
];

function drafts(lab: Lab): Draft[] {
  return (
    lab.designs.ids
      // The versioned designs save an order exactly as Outbox + inbox does: asking them too asked the same question
      // again.
      .filter((design) => hasProcess(lab, design, 'warehouse') && !lab.designs.get(design).amends)
      .flatMap((design) =>
        CONDITIONS.filter((c) => hasProcess(lab, design, c.needs)).map((c): Draft => ({
          id: `no-wait:${design}:${c.id}`,
          kind: 'no-wait',
          run: { design, actions: [...c.actions, ORDER, RUN], measure: { kind: 'response' } },
          question: { key: `noWait.${c.id}`, params: { design } },
          choices: ['accepted', 'error', 'none'],
          why: (answer: MeasureValue) => ({ key: `why.noWait.${answer}`, params: {} }),
        })),
      )
  );
}

export const noWaitKind: QuizKindSpec = { id: 'no-wait', concepts: [5], drafts };
