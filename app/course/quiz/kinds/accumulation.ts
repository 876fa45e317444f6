// The accumulation buffer (concept 25): three usage rows (alice 3 and 4 tokens, bob 5), added up per user in
// batches every five minutes and deleted once counted — in one transaction, or (accumulation-split) in two.
import type { Lab } from '../../../engine/replay/lab';
import type { LabSnapshot } from '../../../engine/snapshot';
import type { Measure, MeasureValue } from '../../lesson-spec';
import { log } from '../quiz-log';
import type { Draft, QuizKindSpec, QuizText } from '../quiz-types';
import { verdictWhy } from '../verdict-why';

const DESIGNS = ['accumulation', 'accumulation-split'];
const THREE_REQUESTS = 'n:alice-1:3,n:alice-2:4,n:bob-1:5,s:o*21';
// One step before the first batch time; a run to the end; a run whose batch crashes just before its fifth line.
const THENS: readonly { id: string; log: string }[] = [
  { id: 'early', log: 's:r' },
  { id: 'end', log: 'e' },
  { id: 'crash', log: 'a:c:r:5,e' },
];
const MEASURES: readonly { id: string; measure: Measure; choices: readonly MeasureValue[] }[] = [
  {
    id: 'total',
    measure: { kind: 'cell', db: 'order', table: 'usage_totals', key: 'alice', column: 'tokens' },
    choices: ['none', 7, 14],
  },
  {
    id: 'buffered',
    measure: { kind: 'rows', db: 'order', table: 'accumulation_buffer', connection: 'independent' },
    choices: [0, 3],
  },
];

function why(answer: MeasureValue, snapshot?: LabSnapshot): QuizText {
  if (answer === 14) {
    // Counted twice: said by the run's own chain (which crash, between which commits) when there is one.
    const chained = verdictWhy('duplicated', snapshot);
    return chained.key === 'why.verdict.countedTwiceBy' ? chained : { key: 'why.accumulation.twice', params: {} };
  }
  if (answer === 0) {
    // Where the delete commits apart from the totals, the buffer is still empty at rest, but not by one transaction.
    return {
      key: snapshot?.design === 'accumulation-split' ? 'why.accumulation.deletedApart' : 'why.accumulation.deleted',
      params: {},
    };
  }
  return { key: `why.accumulation.${answer === 'none' || answer === 3 ? 'notYet' : 'once'}`, params: {} };
}

function drafts(lab: Lab): Draft[] {
  return DESIGNS.filter((d) => lab.designs.has(d)).flatMap((design) =>
    THENS.flatMap((then) =>
      MEASURES.map((m): Draft => ({
        id: `accumulation:${design}:${then.id}:${m.id}`,
        kind: 'accumulation',
        run: { design, actions: log(`${THREE_REQUESTS},${then.log}`), measure: m.measure },
        // The line the crash comes before, as the relay's program writes it (COMMIT in one design, a second BEGIN in
        // the other).
        question: {
          key: `accumulation.${then.id}.${m.id}`,
          params: { design, code: lab.at(design, []).snapshot.processes.relay.lines[4] },
        },
        choices: m.choices,
        why,
      })),
    ),
  );
}

export const accumulationKind: QuizKindSpec = { id: 'accumulation', concepts: [25], drafts };
