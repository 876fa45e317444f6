// Which rows of an owner's pane are not yet visible to others. Both row sets were read by SQL; this only
// compares them by primary key to label rows, it never decides which rows a pane shows.
import type { Row } from '../types';

export type RowMark = 'uncommitted-insert' | 'uncommitted-change' | null;

const keyOf = (column: string, row: Row): string => String(row[column]);

/** A mark per owner row, in the owner's row order. */
export function markOwnerRows(pane: {
  /** The table's key column. */
  key: string;
  owner: { rows: Row[] | null };
  independent: { rows: Row[] | null };
}): RowMark[] {
  if (!pane.owner.rows) return [];
  const committed = new Map((pane.independent.rows ?? []).map((r) => [keyOf(pane.key, r), JSON.stringify(r)]));
  return pane.owner.rows.map((row) => {
    const seen = committed.get(keyOf(pane.key, row));
    if (seen === undefined) return 'uncommitted-insert';
    return seen === JSON.stringify(row) ? null : 'uncommitted-change';
  });
}
