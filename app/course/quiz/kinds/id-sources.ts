// Where an order id comes from (concept 15): an id made from the time of each attempt splits one order in two
// (a retry looks new); an id made from the quantity merges two orders into one (the second looks like a retry).
import type { Lab } from '../../../engine/replay/lab';
import type { Measure, MeasureValue } from '../../lesson-spec';
import { log } from '../quiz-log';
import type { Draft, QuizKindSpec } from '../quiz-types';

const CASES: readonly { id: string; log: string; measure: Measure; choices: readonly MeasureValue[] }[] = [
  // One order, retried after its answer was lost; the client stamps each attempt with the time.
  {
    id: 'timestamp',
    log: 'n:snack-0900-00:7,e,n:snack-0900-02:7,e',
    measure: { kind: 'rows', db: 'warehouse', table: 'stock', connection: 'independent' },
    choices: [1, 2],
  },
  // Two customers' orders of 7; the client names each order by its quantity.
  {
    id: 'quantity',
    log: 'n:qty-7:7,e,n:qty-7:7,e',
    measure: { kind: 'response' },
    choices: ['retry', 'conflict', 'accepted'],
  },
];

function drafts(lab: Lab): Draft[] {
  const design = lab.designs.defaultId;
  return CASES.map((c): Draft => ({
    id: `id-sources:${c.id}`,
    kind: 'id-sources',
    run: { design, actions: log(c.log), measure: c.measure },
    question: { key: `idSources.${c.id}`, params: { design } },
    choices: c.choices,
    why: (answer) => ({ key: `why.idSources.${c.id}.${answer}`, params: {} }),
  }));
}

export const idSourcesKind: QuizKindSpec = { id: 'id-sources', concepts: [15], drafts };
