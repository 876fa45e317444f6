// Designs where the order service itself calls the warehouse (no relay): which send order loses what when the
// order service crashes or fails before a line (concepts 2, 3).
import type { LabAction } from '../../../engine/actions/registry';
import type { Lab } from '../../../engine/replay/lab';
import { hasProcess, ORDER, orderLines, RUN } from '../quiz-log';
import type { Draft, QuizKindSpec } from '../quiz-types';
import { verdictWhy } from '../verdict-why';

function drafts(lab: Lab): Draft[] {
  return lab.designs.ids
    .filter((design) => !hasProcess(lab, design, 'relay'))
    .flatMap((design) =>
      orderLines(lab, design).flatMap(({ line, code }) =>
        (['crash', 'fail'] as const).map((kind): Draft => ({
          id: `send-order:${design}:${kind}:${line}`,
          kind: 'send-order',
          run: {
            design,
            actions: [ORDER, { type: 'arm', fault: { kind, process: 'order', line } } as LabAction, RUN],
            measure: { kind: 'verdict' },
          },
          question: { key: 'sendOrder', params: { design, kind, line, code } },
          choices: ['ok', 'lost', 'phantom'],
          fault: `${kind}:order:${line}`,
          why: verdictWhy,
        })),
      ),
    );
}

export const sendOrderKind: QuizKindSpec = { id: 'send-order', concepts: [2, 3], drafts };
