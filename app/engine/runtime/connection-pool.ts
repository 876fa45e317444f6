// Reuses open connections between worlds on the same files. Opening a sql.js connection and attaching a
// file costs more than a whole run of the explorer; a connection handed back has no open transaction.
import type { SqlJsStatic } from 'sql.js';
import { Connection, type AttachedFile } from './connection';

export class ConnectionPool {
  private readonly free = new Map<string, Connection[]>();

  constructor(private readonly sql: SqlJsStatic) {}

  private key(files: readonly AttachedFile[]): string {
    return files.map((f) => `${f.alias}=${f.path}`).join('|');
  }

  acquire(name: string, files: readonly AttachedFile[]): Connection {
    return this.free.get(this.key(files))?.pop() ?? new Connection(this.sql, name, files);
  }

  /** Takes back an open connection with no transaction open; anything else is closed. */
  release(conn: Connection, files: readonly AttachedFile[]): void {
    if (!conn.isOpen) return;
    const key = this.key(files);
    if (!this.free.has(key)) this.free.set(key, []);
    this.free.get(key)!.push(conn);
  }

  dispose(): void {
    for (const list of this.free.values()) for (const conn of list) conn.close();
    this.free.clear();
  }
}
