// What the client hears when the order service fails or crashes (concept 9): a failure runs the error path
// (try/finally) and answers 500; a crash is os._exit, and nothing answers at all.
import type { Lab } from '../../../engine/replay/lab';
import type { MeasureValue } from '../../lesson-spec';
import { lineOf, ORDER, RUN } from '../quiz-log';
import type { Draft, QuizKindSpec } from '../quiz-types';

function drafts(lab: Lab): Draft[] {
  const design = lab.designs.defaultId;
  const commit = lineOf(lab, design, 'order', 'COMMIT');
  if (commit === null) return [];
  const code = (line: number) => lab.at(design, []).snapshot.processes.order.lines[line - 1];
  // Just before COMMIT (the transaction is open) and just after it (the order is saved, the answer not yet sent).
  return [commit, commit + 1].flatMap((line) =>
    (['fail', 'crash'] as const).map((kind): Draft => ({
      id: `fail-or-crash:${design}:${kind}:${line}`,
      kind: 'fail-or-crash',
      run: {
        design,
        actions: [ORDER, { type: 'arm', fault: { kind, process: 'order', line } }, RUN],
        measure: { kind: 'response' },
      },
      question: { key: 'failOrCrash', params: { design, kind, line, code: code(line) } },
      choices: ['accepted', 'error', 'none'],
      fault: `${kind}:order:${line}`,
      why: (answer: MeasureValue) => ({ key: `why.failOrCrash.${answer}`, params: {} }),
    })),
  );
}

export const failOrCrashKind: QuizKindSpec = { id: 'fail-or-crash', concepts: [9], drafts };
