// A design's schema in a scratch SQLite database, to ask SQLite itself how it would run a statement (EXPLAIN QUERY
// PLAN) or whether it compiles at all after a change: nothing of a lab's run is touched, and nothing is recorded
// as SQL the lab ran. In-memory files under the same aliases as the lab's, so the statements read as they run.
import type { Database } from 'sql.js';
import type { Lab } from '../../engine/replay/lab';
import { ORDER_DB_ALIAS, WAREHOUSE_DB_ALIAS } from '../../engine/runtime/schema';
import { freshDatabase } from '../../engine/runtime/fresh-database';

export interface SchemaProbe {
  /** Runs DDL on the copy (DROP INDEX, ALTER TABLE … RENAME COLUMN). */
  change(ddl: string): void;
  /** The detail of each EXPLAIN QUERY PLAN step. */
  plan(sql: string): string[];
  /** SQLite's message when it refuses to prepare `sql`, or null when it compiles. */
  problem(sql: string): string | null;
  close(): void;
}

export function schemaProbe(lab: Lab, schema: readonly string[]): SchemaProbe {
  const db: Database = freshDatabase(lab.sql);
  db.run(`ATTACH ':memory:' AS ${ORDER_DB_ALIAS}`);
  db.run(`ATTACH ':memory:' AS ${WAREHOUSE_DB_ALIAS}`);
  for (const statement of schema) db.run(statement);
  return {
    change: (ddl) => db.run(ddl),
    plan: (sql) => {
      const statement = db.prepare(`EXPLAIN QUERY PLAN ${sql}`);
      try {
        const steps: string[] = [];
        while (statement.step()) steps.push(String(statement.getAsObject().detail));
        return steps;
      } finally {
        statement.free();
      }
    },
    problem: (sql) => {
      try {
        db.prepare(sql).free();
        return null;
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    },
    close: () => db.close(),
  };
}
