// What an independent connection reads after the order service crashes before each of its lines (concept 7):
// nothing of a transaction that had not committed, everything of one that had.
import type { LabAction } from '../../../engine/actions/registry';
import type { Lab } from '../../../engine/replay/lab';
import type { MeasureValue } from '../../lesson-spec';
import { orderLines, untilOrderLine } from '../quiz-log';
import type { Draft, QuizKindSpec } from '../quiz-types';

function drafts(lab: Lab): Draft[] {
  return lab.designs.ids.flatMap((design) =>
    orderLines(lab, design).flatMap(({ line, code }) => {
      const before = untilOrderLine(lab, design, line);
      if (!before) return [];
      const tables = lab.at(design, []).snapshot.tables.order.map((p) => p.table);
      return tables.map((table): Draft => ({
        id: `reads:${design}:${line}:${table}`,
        kind: 'reads',
        run: {
          design,
          actions: [...before, { type: 'crash', process: 'order' } as LabAction],
          measure: { kind: 'rows', db: 'order', table, connection: 'independent' },
        },
        question: { key: 'reads', params: { design, line, code, table } },
        choices: [0, 1],
        why: (answer: MeasureValue) => ({
          key: answer === 0 ? 'why.readsNothing' : 'why.readsCommitted',
          params: { table, count: answer },
        }),
      }));
    }),
  );
}

export const readsKind: QuizKindSpec = { id: 'reads', concepts: [7], drafts };
