// A row's pre-image: what it was before a transaction touched it, as JSON (null when it did not exist).
// The world records it before each write; the isolation check compares what an independent connection reads
// against it. Both must format it the same way, so they share this one function.
import type { Connection } from './connection';

export function readRowImage(conn: Connection, table: string, keyColumn: string, key: string): string | null {
  const row = conn.query(`SELECT * FROM "${table}" WHERE "${keyColumn}" = ?`, [key])[0];
  return row ? JSON.stringify(row) : null;
}
