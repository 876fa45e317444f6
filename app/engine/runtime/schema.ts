// Where tables live: each file's alias. The tables themselves, their keys and pane order, are the designs'
// (designs/table.ts).

export const ORDER_DB_ALIAS = 'orderdb';
export const WAREHOUSE_DB_ALIAS = 'warehousedb';

/** "alias.table" for every table a schema creates, sorted: what sqlite_master should list. */
export function tablesOf(schema: readonly string[]): string[] {
  return schema
    .map((statement) => /^CREATE TABLE (\w+)\.(\w+)/.exec(statement))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => `${m[1]}.${m[2]}`)
    .sort();
}

/** The CREATE statements for `tables`, each table followed by its indexes: what a fresh pair of files runs. */
export function schemaOf(tables: readonly { create: string; indexes: readonly string[] }[]): string[] {
  return tables.flatMap((t) => [t.create, ...t.indexes]);
}
