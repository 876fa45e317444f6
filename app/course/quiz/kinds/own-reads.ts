// A connection reads its own uncommitted writes; an independent one does not (concept 8). The order service is
// stopped inside its transaction (or just after COMMIT), and each connection reads orders.
import type { Lab } from '../../../engine/replay/lab';
import type { LabSnapshot } from '../../../engine/snapshot';
import type { MeasureValue } from '../../lesson-spec';
import { lineOf, untilOrderLine } from '../quiz-log';
import type { Draft, QuizKindSpec, QuizText } from '../quiz-types';

const TABLE = 'orders';

function why(connection: 'owner' | 'independent', answer: MeasureValue, snapshot?: LabSnapshot): QuizText {
  const pane = snapshot?.tables.order.find((p) => p.table === TABLE);
  // Committed when the independent connection reads the row too; without a run, what the answer alone says.
  const committed = pane ? pane.independent.total > 0 : connection === 'independent' && answer === 1;
  return {
    key: `why.ownReads.${committed ? 'committed' : connection === 'owner' ? 'own' : 'notYet'}`,
    params: { table: TABLE },
  };
}

function drafts(lab: Lab): Draft[] {
  const design = 'outbox';
  if (!lab.designs.has(design)) return [];
  const insert =
    lab.at(design, []).snapshot.processes.order.lines.findIndex((l) => l.startsWith(`INSERT INTO ${TABLE}`)) + 1;
  const commit = lineOf(lab, design, 'order', 'COMMIT');
  if (insert === 0 || commit === null) return [];
  // After the INSERT, with the transaction open; and after COMMIT.
  const points = [insert + 1, commit + 1];
  return points.flatMap((line) => {
    const actions = untilOrderLine(lab, design, line);
    if (!actions) return [];
    const code = lab.at(design, []).snapshot.processes.order.lines[line - 2];
    return (['owner', 'independent'] as const).map((connection): Draft => ({
      id: `own-reads:${design}:${line}:${connection}`,
      kind: 'own-reads',
      run: { design, actions, measure: { kind: 'rows', db: 'order', table: TABLE, connection } },
      question: { key: `ownReads.${connection}`, params: { design, line: line - 1, code, table: TABLE } },
      choices: [0, 1],
      why: (answer, snapshot) => why(connection, answer, snapshot),
    }));
  });
}

export const ownReadsKind: QuizKindSpec = { id: 'own-reads', concepts: [8], drafts };
