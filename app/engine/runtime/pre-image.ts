// A row's pre-image: what it was before a transaction touched it, as JSON (null when it did not exist).
// The world records it before each write; the isolation check compares what an independent connection reads
// against it. Both must format it the same way, so they share this one function.
import type { Connection } from './connection';

/** The statement that reads one row by its key: the pre-image's, and the vanishing rows' (World.captureVanishing). */
export const rowImageSql = (table: string, keyColumn: string) => `SELECT * FROM "${table}" WHERE "${keyColumn}" = ?`;

export function readRowImage(conn: Connection, table: string, keyColumn: string, key: string): string | null {
  const row = conn.query(rowImageSql(table, keyColumn), [key])[0];
  return row ? JSON.stringify(row) : null;
}
