// The columns a table pane shows: by default the ones its design's table names (those lessons talk about); "All
// columns" shows every column the connection read. Hiding a column never hides a row.

/**
 * One array per distinct answer, found by value: every read of a table (a Step that wrote to it, a Back into another
 * world) hands back a new column list, and rows compare their columns by identity to skip re-rendering. A lab's
 * tables have a handful of column lists in all.
 */
const shown = new Map<string, string[]>();

/** The columns to show of `columns` (as read), in the table's own order; the same array for the same answer. */
export function shownColumns(preferred: readonly string[] | null, columns: string[], all: boolean): string[] {
  const list = all || !preferred ? columns : columns.filter((c) => preferred.includes(c));
  const key = list.join('\u0000');
  let kept = shown.get(key);
  if (!kept) shown.set(key, (kept = list));
  return kept;
}
