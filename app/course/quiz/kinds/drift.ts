// Schema drift caught before run time (concept 29): a migration renames a column; which of the lab's own statements
// does SQLite now refuse to prepare? Answered by preparing each statement against a copy of the schema with the
// column renamed — as a build-time query check would, long before the statement's turn to run.
import type { Lab } from '../../../engine/replay/lab';
import { AMEND_SQL } from '../../../engine/programs/amend';
import { RELAY_POLL_SQL } from '../../../engine/programs/relay';
import { SCHEDULED_DUE_SQL } from '../../../engine/programs/scheduled';
import { CLEANUP_PUBLISHED_SQL } from '../../../engine/runtime/retention';
import { schemaProbe } from '../schema-probe';
import type { Draft, QuizKindSpec, QuizText } from '../quiz-types';
import { schemaOf } from '../../../engine/runtime/schema';
import { tableUnion } from '../../../engine/designs/table';

const RENAMES: readonly { table: string; column: string; to: string }[] = [
  { table: 'outbox', column: 'created_at', to: 'written_at' },
  { table: 'outbox', column: 'published_at', to: 'sent_at' },
  { table: 'orders', column: 'version', to: 'revision' },
  { table: 'scheduled_events', column: 'scheduled_at', to: 'due_at' },
  { table: 'scheduled_events', column: 'last_error', to: 'error' },
];

const STATEMENTS: readonly { id: string; table: string; sql: string }[] = [
  { id: 'relay-poll', table: 'outbox', sql: RELAY_POLL_SQL },
  { id: 'cleanup', table: 'outbox', sql: CLEANUP_PUBLISHED_SQL },
  { id: 'amend', table: 'orders', sql: AMEND_SQL },
  { id: 'scheduled-poll', table: 'scheduled_events', sql: SCHEDULED_DUE_SQL },
];

function drafts(lab: Lab): Draft[] {
  // Every design's tables at once, each created once: the statements span designs.
  const schema = schemaOf(tableUnion(lab.designs.list.flatMap((d) => d.tables)));
  return RENAMES.flatMap((rename) => {
    const probe = schemaProbe(lab, schema);
    try {
      probe.change(`ALTER TABLE ${rename.table} RENAME COLUMN ${rename.column} TO ${rename.to}`);
      return STATEMENTS.filter((s) => s.table === rename.table).map((statement): Draft => {
        const message = probe.problem(statement.sql);
        return {
          id: `drift:${rename.table}.${rename.column}:${statement.id}`,
          kind: 'drift',
          question: { key: 'drift', params: { ...rename, sql: statement.sql.replace(/\s+/g, ' ') } },
          choices: ['refused', 'compiles'],
          wording: { kind: 'words', key: 'drift' },
          solve: () => (message === null ? 'compiles' : 'refused'),
          why: (answer): QuizText =>
            answer === 'refused'
              ? { key: 'why.drift.refused', params: { message: message ?? '' } }
              : { key: 'why.drift.compiles', params: { ...rename } },
        };
      });
    } finally {
      probe.close();
    }
  });
}

export const driftKind: QuizKindSpec = { id: 'drift', concepts: [29], drafts };
