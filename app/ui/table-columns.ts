// The columns a table pane shows by default: the ones a lesson talks about. "All columns" shows every column
// the connection read; hiding a column never hides a row.
export const DEFAULT_COLUMNS: Record<string, readonly string[]> = {
  orders: ['order_id', 'quantity', 'version'],
  outbox: ['event_id', 'aggregate_id', 'status', 'attempt_count', 'available_at', 'last_error'],
  stock: ['order_id', 'prepared'],
  scheduled_events: ['event_id', 'aggregate_id', 'scheduled_at', 'status', 'attempt_count'],
  inbox: ['event_id', 'processed_at'],
};

/** The default set per column list read; a world's column lists never change, so rows can skip re-rendering. */
const defaults = new WeakMap<string[], string[]>();

/** The columns to show of `columns` (as read), in the table's own order; the same array for the same input. */
export function shownColumns(table: string, columns: string[], all: boolean): string[] {
  const preferred = DEFAULT_COLUMNS[table];
  if (all || !preferred) return columns;
  let shown = defaults.get(columns);
  if (!shown) defaults.set(columns, (shown = columns.filter((c) => preferred.includes(c))));
  return shown;
}
