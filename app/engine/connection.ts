// A real SQLite connection. Several connections share one database file by ATTACHing the same path in
// sql.js's in-memory file system, so SQLite's own locking and isolation apply between them.
import type { BindParams, Database, SqlJsStatic, Statement } from 'sql.js';
import { recordSql } from './diagnostics';
import { backupDatabase } from './sqlite-backup';
import type { Row } from './types';

export interface AttachedFile {
  alias: string;
  path: string;
}

export class BusyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BusyError';
  }
}

export class Connection {
  private db: Database | null;
  /** Every statement this connection has run, prepared once: preparing is a good part of what a statement costs. */
  private readonly statements = new Map<string, Statement>();

  constructor(
    private readonly sql: SqlJsStatic,
    readonly name: string,
    files: readonly AttachedFile[],
  ) {
    this.db = new sql.Database();
    for (const file of files) {
      this.db.run(`ATTACH '${file.path}' AS ${file.alias}`);
      // The rollback journal stays a file (a crash still leaves SQLite to roll back through it), but is kept
      // between transactions with its header zeroed instead of deleted and created again at each one: in the
      // browser, sql.js's in-memory file system pays dearly for a new file's first write (a ~30% faster replay of
      // a 1,000-order link in Chromium). Isolation and close-rolls-back hold in every journal mode.
      // Only from the default: a file someone put in WAL keeps it (leaving WAL needs the file to itself).
      const mode = this.db.exec(`PRAGMA ${file.alias}.journal_mode`)[0]?.values[0]?.[0];
      if (mode === 'delete') this.db.exec(`PRAGMA ${file.alias}.journal_mode = PERSIST`);
    }
  }

  get isOpen(): boolean {
    return this.db !== null;
  }

  private handle(): Database {
    if (!this.db) throw new Error(`connection ${this.name} is closed`);
    return this.db;
  }

  /** A statement prepared once per connection: reads repeat on every snapshot, writes on every step. */
  private prepared(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.handle().prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** Runs a read and returns plain rows. */
  query(sql: string, params: BindParams = []): Row[] {
    this.handle();
    recordSql(sql);
    let statement: Statement | undefined;
    try {
      statement = this.prepared(sql);
      statement.bind(params);
      const rows: Row[] = [];
      while (statement.step()) rows.push(statement.getAsObject());
      return rows;
    } catch (error) {
      throw translate(error);
    } finally {
      // Reset releases the statement's read lock at once, as a freed statement would.
      statement?.reset();
    }
  }

  /** Runs a write and returns how many rows it changed. */
  run(sql: string, params: BindParams = []): number {
    const db = this.handle();
    recordSql(sql);
    let statement: Statement | undefined;
    try {
      statement = this.prepared(sql);
      statement.bind(params);
      while (statement.step());
    } catch (error) {
      throw translate(error);
    } finally {
      statement?.reset();
    }
    return db.getRowsModified();
  }

  /**
   * Makes database `alias` of this connection a page-for-page copy of `source`'s `sourceAlias`, with SQLite's online
   * backup API: schema, rows and rowids, in one step. This connection takes the write lock, so nobody may have a
   * transaction open on the file it writes.
   */
  copyFrom(alias: string, source: Connection, sourceAlias: string): void {
    backupDatabase(this.sql, this.handle(), alias, source.handle(), sourceAlias);
  }

  /** Like `os._exit` taking the connection with it: SQLite rolls back whatever was open. */
  close(): void {
    for (const statement of this.statements.values()) statement.free();
    this.statements.clear();
    this.db?.close();
    this.db = null;
  }
}

function translate(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  return /database is locked|SQLITE_BUSY/i.test(message) ? new BusyError(message) : new Error(message);
}
