// Indexes that match each scanner's query (concept 27), answered by SQLite's own EXPLAIN QUERY PLAN on the lab's
// schema: does the poll search its index or scan the whole table — with the index, and with the index dropped?
// And does it still sort its rows in a temporary B-tree for ORDER BY?
import type { Lab } from '../../../engine/replay/lab';
import { BATCH_DUE_SQL } from '../../../engine/programs/accumulation';
import { RELAY_POLL_SQL } from '../../../engine/programs/relay';
import { SCHEDULED_DUE_SQL } from '../../../engine/programs/scheduled';
import type { MeasureValue } from '../../lesson-spec';
import { schemaProbe } from '../schema-probe';
import type { Draft, QuizKindSpec } from '../quiz-types';
import { schemaOf } from '../../../engine/runtime/schema';

/** Each scanner's poll, the design whose schema it runs on, and the table it reads. */
const POLLS: readonly { id: string; design: string; table: string; sql: string }[] = [
  { id: 'relay', design: 'outbox-inbox', table: 'outbox', sql: RELAY_POLL_SQL },
  { id: 'scheduled', design: 'scheduled', table: 'scheduled_events', sql: SCHEDULED_DUE_SQL },
  { id: 'batch', design: 'accumulation', table: 'accumulation_buffer', sql: BATCH_DUE_SQL },
];

/** The plan's line about the table, and whether SQLite searches an index for it or scans it; and whether it sorts. */
function read(
  steps: readonly string[],
  table: string,
): { step: string; access: 'search' | 'scan'; sorts: 'yes' | 'no' } {
  const step = steps.find((s) => new RegExp(`^(SEARCH|SCAN) ${table}\\b`).test(s)) ?? steps[0] ?? '';
  return {
    step,
    access: step.startsWith('SEARCH') ? 'search' : 'scan',
    sorts: steps.some((s) => /TEMP B-TREE/.test(s)) ? 'yes' : 'no',
  };
}

function drafts(lab: Lab): Draft[] {
  return POLLS.filter((p) => lab.designs.has(p.design)).flatMap((poll) => {
    const schema = schemaOf(lab.designs.get(poll.design).tables);
    const index = schema
      .map((s) => new RegExp(`^CREATE INDEX (\\w+\\.\\w+)\\s+ON ${poll.table}\\b`).exec(s)?.[1])
      .find((name) => name !== undefined);
    const planOf = (withIndex: boolean) => {
      const probe = schemaProbe(lab, schema);
      try {
        if (!withIndex && index) probe.change(`DROP INDEX ${index}`);
        return read(probe.plan(poll.sql), poll.table);
      } finally {
        probe.close();
      }
    };
    const sql = poll.sql.replace(/\s+/g, ' ');
    const asked = [
      { id: 'index', plan: planOf(true), question: 'plan.access', measure: 'access' as const },
      { id: 'dropped', plan: planOf(false), question: 'plan.dropped', measure: 'access' as const },
      // Only a poll with an ORDER BY can need a sort.
      ...(/ORDER BY/.test(poll.sql)
        ? [{ id: 'sort', plan: planOf(true), question: 'plan.sort', measure: 'sorts' as const }]
        : []),
    ];
    return asked.map((a): Draft => ({
      id: `plan:${poll.id}:${a.id}`,
      kind: 'plan',
      question: { key: a.question, params: { design: poll.design, sql, index: index?.split('.')[1] ?? '' } },
      choices: a.measure === 'access' ? ['search', 'scan'] : ['yes', 'no'],
      wording: { kind: 'words', key: a.measure === 'access' ? 'planAccess' : 'planSort' },
      solve: () => a.plan[a.measure],
      why: (answer: MeasureValue) => ({ key: `why.plan.${a.measure}.${answer}`, params: { step: a.plan.step } }),
    }));
  });
}

export const planKind: QuizKindSpec = { id: 'plan', concepts: [27], drafts };
