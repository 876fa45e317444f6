// @ui-public: the SQL console's question and answer shapes
// The SQL console's question, answered the Hermitage way: one statement run on one real connection of the world
// — a process's own (inside its open transaction, if it has one) or a database's independent connection — as a
// read. It is not a learner action: the world is left exactly as it was, and nothing enters the log.
import { ConsoleRefusal, type ReadOnlyResult } from '../runtime/connection';
import { BATCH_DUE_SQL } from '../programs/accumulation';
import { RELAY_POLL_SQL } from '../programs/relay';
import { SCHEDULED_DUE_SQL } from '../programs/scheduled';
import { PROCESSES, type DbId, type ProcessId } from '../types';
import type { World } from '../runtime/world';

export type ConsoleTarget = ProcessId | 'independent-order' | 'independent-warehouse';
export const CONSOLE_TARGETS: readonly ConsoleTarget[] = [
  'independent-order',
  'order',
  'relay',
  'independent-warehouse',
  'warehouse',
];

export function isConsoleTarget(value: unknown): value is ConsoleTarget {
  return (CONSOLE_TARGETS as readonly unknown[]).includes(value);
}

export type ConsoleResult =
  | ({ ok: true } & ReadOnlyResult)
  | { ok: false; refused: ConsoleRefusal['kind']; detail?: string }
  | { ok: false; refused?: undefined; message: string };

/** How many rows a console shows at most: a question about state, not an export. */
export const CONSOLE_ROW_LIMIT = 200;

/** Statements that change a connection's state without writing a row (query_only lets them through). */
const STATE_CHANGING = /^(BEGIN|COMMIT|END|ROLLBACK|SAVEPOINT|RELEASE|ATTACH|DETACH|VACUUM|REINDEX|ANALYZE)\b/i;
/** Pragmas that only report; any other (or any assignment) may change how the connection behaves. */
const READ_PRAGMA_NAMES = [
  'table_info',
  'table_xinfo',
  'table_list',
  'index_list',
  'index_info',
  'index_xinfo',
  'foreign_key_list',
  'database_list',
  'schema_version',
  'user_version',
  'data_version',
];
const READ_PRAGMA = new RegExp(
  String.raw`^PRAGMA\s+(?:\w+\s*\.\s*)?(${READ_PRAGMA_NAMES.join('|')})\s*(\(\s*['"\w]+\s*\)\s*)?(;|--|\/\*|$)`,
  'i',
);

function withoutLeadingComments(text: string): string {
  let rest = text.trimStart();
  for (;;) {
    if (rest.startsWith('--')) rest = rest.slice(rest.includes('\n') ? rest.indexOf('\n') : rest.length).trimStart();
    else if (rest.startsWith('/*'))
      rest = rest.slice(rest.includes('*/') ? rest.indexOf('*/') + 2 : rest.length).trimStart();
    else return rest;
  }
}

function connectionOf(world: World, target: ConsoleTarget) {
  if (target === 'independent-order' || target === 'independent-warehouse')
    return world.files.independent[target.slice('independent-'.length) as DbId];
  if (!PROCESSES.includes(target) || !world.inDesign(target)) return null;
  const conn = world.procs[target].conn;
  return conn?.isOpen ? conn : null;
}

export function consoleQuery(
  world: World,
  target: ConsoleTarget,
  text: string,
  limit = CONSOLE_ROW_LIMIT,
): ConsoleResult {
  const statement = withoutLeadingComments(text);
  if (statement === '') return { ok: false, refused: 'empty' };
  if (STATE_CHANGING.test(statement) || (/^PRAGMA\b/i.test(statement) && !READ_PRAGMA.test(statement)))
    return { ok: false, refused: 'readOnly' };
  const conn = connectionOf(world, target);
  if (!conn) return { ok: false, refused: 'closed' };
  try {
    return { ok: true, ...conn.readOnly(text, limit) };
  } catch (error) {
    if (error instanceof ConsoleRefusal) return { ok: false, refused: error.kind };
    const message = error instanceof Error ? error.message : String(error);
    // query_only's refusal of a write, in SQLite's own words beside ours.
    if (/readonly database|read-only/i.test(message)) return { ok: false, refused: 'readOnly', detail: message };
    return { ok: false, message };
  }
}

/**
 * A canned question: EXPLAIN QUERY PLAN of each scanner's poll, as its process runs it and with its index set aside.
 */
export interface ConsoleExample {
  id: `${'relay' | 'scheduled' | 'accumulation'}${'' | '-unindexed'}`;
  text: string;
}

/** `sql` as one line, with `NOT INDEXED` after `FROM table` when asked: SQLite's way to plan it without any index. */
function planOf(sql: string, table: string, unindexed: boolean): string {
  const oneLine = sql.replace(/\s+/g, ' ').trim();
  return `EXPLAIN QUERY PLAN ${unindexed ? oneLine.replace(`FROM ${table} `, `FROM ${table} NOT INDEXED `) : oneLine}`;
}

/** The polls are the programs' own statements (their `?` stay unbound: the plan does not depend on the values). */
export const CONSOLE_EXAMPLES: readonly ConsoleExample[] = (
  [
    ['relay', RELAY_POLL_SQL, 'outbox'],
    ['scheduled', SCHEDULED_DUE_SQL, 'scheduled_events'],
    ['accumulation', BATCH_DUE_SQL, 'accumulation_buffer'],
  ] as const
).flatMap(([id, sql, table]) => [
  { id, text: planOf(sql, table, false) },
  { id: `${id}-unindexed` as const, text: planOf(sql, table, true) },
]);

/** Whether a result is EXPLAIN QUERY PLAN's: one row per step, each under its parent step. */
export function isQueryPlan(columns: readonly string[]): boolean {
  return columns.join(',') === 'id,parent,notused,detail';
}
