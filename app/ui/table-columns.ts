// The columns a table pane shows by default: the ones a lesson talks about. "All columns" shows every column
// the connection read; hiding a column never hides a row.
export const DEFAULT_COLUMNS: Record<string, readonly string[]> = {
  orders: ['order_id', 'quantity', 'version'],
  outbox: ['event_id', 'status', 'attempt_count', 'available_at', 'last_error'],
  stock: ['order_id', 'prepared'],
  inbox: ['event_id', 'processed_at'],
};

/** The columns to show of `columns` (as read), in the table's own order. */
export function shownColumns(table: string, columns: string[], all: boolean): string[] {
  const preferred = DEFAULT_COLUMNS[table];
  if (all || !preferred) return columns;
  return columns.filter((c) => preferred.includes(c));
}

/** A table's key column, for naming a row in words ("orders snack-7"). */
export function keyColumn(table: string): string {
  return DEFAULT_COLUMNS[table]?.[0] ?? 'rowid';
}
