// Where tables live and how rows are named. The tables themselves are in designs/tables.ts; each design
// lists the ones it uses.

export const ORDER_DB_ALIAS = 'orderdb';
export const WAREHOUSE_DB_ALIAS = 'warehousedb';

/** Each table's primary key column: how a row is named across connections (panes, checks, tracking). */
export const PRIMARY_KEY: Record<string, string> = {
  orders: 'order_id',
  outbox: 'event_id',
  inbox: 'event_id',
  stock: 'order_id',
  relay_heartbeat: 'relay_id',
  scheduled_events: 'event_id',
  accumulation_buffer: 'entry_id',
  usage_totals: 'user_id',
};

/** Tables in pane order; the panes still ask sqlite_master which of them exist. */
export const ORDER_TABLES = ['orders', 'outbox', 'scheduled_events', 'accumulation_buffer', 'usage_totals'] as const;
export const WAREHOUSE_TABLES = ['inbox', 'stock'] as const;

/** "alias.table" for every table a schema creates, sorted: what sqlite_master should list. */
export function tablesOf(schema: readonly string[]): string[] {
  return schema
    .map((statement) => /^CREATE TABLE (\w+)\.(\w+)/.exec(statement))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => `${m[1]}.${m[2]}`)
    .sort();
}
