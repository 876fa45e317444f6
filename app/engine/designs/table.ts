// A table as a design declares it: its file, its key, its CREATE statement and indexes, and whether a pane shows
// it. Everything that names rows (panes, the isolation check, the ghosts of rolled-back writes) reads the key from
// here, and the panes show a design's tables in the order the design lists them, so a design with a table of its
// own needs no list anywhere else.
import { ORDER_DB_ALIAS, WAREHOUSE_DB_ALIAS } from '../runtime/schema';
import type { DbId } from '../types';

export interface Table {
  readonly name: string;
  readonly db: DbId;
  /** The primary key column: how a row is named across connections. */
  readonly key: string;
  /** `CREATE TABLE alias.name (…)`: the alias names the file (`orderdb.orders`). */
  readonly create: string;
  readonly indexes: readonly string[];
  /** False for bookkeeping a learner need not watch (the relay's heartbeat): no pane shows it. */
  readonly pane: boolean;
  /** The columns its pane shows until "All columns" is ticked (the ones lessons talk about); null: every column. */
  readonly shows: readonly string[] | null;
}

const ALIAS: Record<DbId, string> = { order: ORDER_DB_ALIAS, warehouse: WAREHOUSE_DB_ALIAS };

/**
 * A table in `db` whose first column is its primary key. `columns` is the body of the CREATE statement; each index
 * is `name (columns)`.
 */
export function table(
  db: DbId,
  name: string,
  columns: string,
  options: { indexes?: readonly string[]; pane?: boolean; shows?: readonly string[] } = {},
): Table {
  const key = /^\s*(\w+)\s+\w+\s+PRIMARY KEY/.exec(columns)?.[1];
  if (!key) throw new Error(`table ${name}: its first column must be its primary key`);
  return {
    name,
    db,
    key,
    create: `CREATE TABLE ${ALIAS[db]}.${name} (\n${columns}\n)`,
    indexes: (options.indexes ?? []).map(
      (index) => `CREATE INDEX ${ALIAS[db]}.${index.replace(' (', `\n  ON ${name} (`)}`,
    ),
    pane: options.pane ?? true,
    shows: options.shows ?? null,
  };
}

/** The tables of `db` a pane shows, in the design's order. */
export function paneTables(tables: readonly Table[], db: DbId): Table[] {
  return tables.filter((t) => t.pane && t.db === db);
}

/**
 * Every table of several designs, each name once: where a design extends a table of the same name (the leased
 * outbox adds two columns to the outbox), the widest — so a statement any of them runs compiles against it.
 */
export function tableUnion(tables: readonly Table[]): Table[] {
  const widest = new Map<string, Table>();
  for (const table of tables) {
    const key = `${table.db}.${table.name}`;
    const known = widest.get(key);
    if (!known || table.create.length > known.create.length) widest.set(key, table);
  }
  return [...widest.values()];
}
