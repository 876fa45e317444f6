// The columns a table pane shows: by default the ones its design's table names (those lessons talk about); "All
// columns" shows every column the connection read. Hiding a column never hides a row.

/** The default set per column list read; a world's column lists never change, so rows can skip re-rendering. */
const defaults = new WeakMap<string[], string[]>();

/** The columns to show of `columns` (as read), in the table's own order; the same array for the same input. */
export function shownColumns(preferred: readonly string[] | null, columns: string[], all: boolean): string[] {
  if (all || !preferred) return columns;
  let shown = defaults.get(columns);
  if (!shown) defaults.set(columns, (shown = columns.filter((c) => preferred.includes(c))));
  return shown;
}
