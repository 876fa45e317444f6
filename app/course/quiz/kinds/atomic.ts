// Atomic only between each database's BEGIN and COMMIT (concept 6): in the designs where the order service calls
// the warehouse itself, the warehouse crashes just before or just after its own COMMIT. What does each database
// read once the run is over? The arrow between the two systems was never one transaction.
import type { LabAction } from '../../../engine/actions/registry';
import type { Lab } from '../../../engine/replay/lab';
import type { DbId } from '../../../engine/types';
import type { MeasureValue } from '../../lesson-spec';
import { hasProcess, lineOf, ORDER, RUN } from '../quiz-log';
import type { Draft, QuizKindSpec } from '../quiz-types';

const TABLES: readonly { db: DbId; table: string }[] = [
  { db: 'order', table: 'orders' },
  { db: 'warehouse', table: 'stock' },
];

function drafts(lab: Lab): Draft[] {
  return lab.designs.ids
    .filter((design) => !hasProcess(lab, design, 'relay') && hasProcess(lab, design, 'warehouse'))
    .flatMap((design) => {
      const commit = lineOf(lab, design, 'warehouse', 'COMMIT');
      if (commit === null) return [];
      return (['before', 'after'] as const).flatMap((when) => {
        const line = when === 'before' ? commit : commit + 1;
        const actions: LabAction[] = [
          ORDER,
          { type: 'arm', fault: { kind: 'crash', process: 'warehouse', line } },
          RUN,
        ];
        return TABLES.map(({ db, table }): Draft => ({
          id: `atomic:${design}:${when}:${table}`,
          kind: 'atomic',
          run: { design, actions, measure: { kind: 'rows', db, table, connection: 'independent' } },
          question: { key: `atomic.${when}`, params: { design, table } },
          choices: [0, 1],
          fault: `crash:warehouse:${line}`,
          why: (answer: MeasureValue) => ({
            key: `why.atomic.${table}.${answer === 0 ? 'none' : 'one'}`,
            params: { table },
          }),
        }));
      });
    });
}

export const atomicKind: QuizKindSpec = { id: 'atomic', concepts: [6], drafts };
