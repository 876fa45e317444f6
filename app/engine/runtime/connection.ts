// A real SQLite connection. Several connections share one database file by ATTACHing the same path in
// sql.js's in-memory file system, so SQLite's own locking and isolation apply between them.
import type { BindParams, Database, SqlJsStatic, Statement } from 'sql.js';
import { recordSql } from './diagnostics';
import { freshDatabase } from './fresh-database';
import { backupDatabase } from './sqlite-backup';
import type { Row } from '../types';

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

let connectionsOpened = 0;

export class Connection {
  /**
   * Unique among the page's connections. A process restarted gets another connection, or in a world with a pool may
   * get its own old one back, rolled back; what reads the id (the panes' cache) also counts the crash (World.writes).
   */
  readonly id = (connectionsOpened += 1);
  private db: Database | null;
  /** Every statement this connection has run, prepared once: preparing is a good part of what a statement costs. */
  private readonly statements = new Map<string, Statement>();

  constructor(
    private readonly sql: SqlJsStatic,
    readonly name: string,
    files: readonly AttachedFile[],
  ) {
    this.db = freshDatabase(sql);
    for (const file of files) {
      this.db.run(`ATTACH '${file.path}' AS ${file.alias}`);
      // The rollback journal stays a file (a crash still leaves SQLite to roll back through it), but is kept
      // between transactions with its header zeroed instead of deleted and created again at each one: in the
      // browser, sql.js's in-memory file system pays dearly for a new file's first write, and a long replay runs
      // thousands of transactions. Isolation and close-rolls-back hold in every journal mode.
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
      // Column names once per call, not per row as getAsObject reads them: each is a WASM call and a string
      // decoded, more than half of what reading a pane's rows cost. Per call, since a re-prepare after a
      // schema change may rename them.
      let names: string[] | null = null;
      while (statement.step()) {
        names ??= statement.getColumnNames();
        const values = statement.get();
        const row: Row = {};
        for (let i = 0; i < names.length; i += 1) row[names[i]] = values[i];
        rows.push(row);
      }
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
   * Runs one statement typed by a person, as a read: the connection is query-only while it runs, so any write is
   * refused by SQLite itself and nothing changes. At most `limit` rows are read; `more` says there were others.
   * The statement is never cached (a console is not a hot path) and is freed at once, releasing its read lock.
   */
  readOnly(text: string, limit: number): ReadOnlyResult {
    const db = this.handle();
    db.exec('PRAGMA query_only = 1');
    let statement: Statement | undefined;
    try {
      const statements = db.iterateStatements(text);
      const first = statements.next();
      if (first.done) throw new ConsoleRefusal('empty');
      statement = first.value;
      // Only the first statement was compiled; anything after it but comments would be silently skipped.
      if (!isBlankSql(statements.getRemainingSQL())) throw new ConsoleRefusal('oneStatement');
      const columns = statement.getColumnNames();
      const rows: Row[string][][] = [];
      let more = false;
      while (statement.step()) {
        if (rows.length === limit) {
          more = true;
          break;
        }
        rows.push(statement.get() as Row[string][]);
      }
      return { columns, rows, more };
    } finally {
      statement?.free();
      db.exec('PRAGMA query_only = 0');
    }
  }

  /**
   * Compiles a statement without running it, as `sqlx prepare` checks queries at build time: SQLite's own
   * message when it refuses (a misspelt column, a missing table), null when it compiles.
   */
  problemIn(text: string): string | null {
    try {
      this.handle().prepare(text).free();
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  /** How SQLite would run a statement: the detail of each EXPLAIN QUERY PLAN step ("SEARCH outbox USING INDEX …"). */
  queryPlan(text: string, params: BindParams = []): string[] {
    const statement = this.handle().prepare(`EXPLAIN QUERY PLAN ${text}`);
    try {
      statement.bind(params);
      const steps: string[] = [];
      while (statement.step()) steps.push(String(statement.getAsObject().detail));
      return steps;
    } finally {
      statement.free();
    }
  }

  /**
   * Makes database `alias` of this connection a page-for-page copy of `source`'s `sourceAlias`, with SQLite's online
   * backup API: schema, rows and rowids, in one step. This connection takes the write lock, so nobody may have a
   * transaction open on the file it writes.
   */
  copyFrom(alias: string, source: Connection, sourceAlias: string): void {
    backupDatabase(this.sql, this.handle(), alias, source.handle(), sourceAlias);
  }

  /**
   * The file behind `alias` as bytes. Copied into a throwaway database first: sql.js's export closes and reopens the
   * database it is called on, which would roll back this connection's transaction and drop its prepared statements.
   */
  exportFile(alias: string): Uint8Array {
    const copy = freshDatabase(this.sql);
    try {
      backupDatabase(this.sql, copy, 'main', this.handle(), alias);
      return copy.export();
    } finally {
      copy.close();
    }
  }

  /** Makes the file behind `alias` the SQLite file `bytes` (one backup, one transaction: all of it or nothing). */
  importFile(alias: string, bytes: Uint8Array): void {
    const source = freshDatabase(this.sql, bytes);
    try {
      backupDatabase(this.sql, this.handle(), alias, source, 'main');
    } finally {
      source.close();
    }
  }

  /** Like `os._exit` taking the connection with it: SQLite rolls back whatever was open. */
  close(): void {
    for (const statement of this.statements.values()) statement.free();
    this.statements.clear();
    this.db?.close();
    this.db = null;
  }
}

export interface ReadOnlyResult {
  columns: string[];
  rows: Row[string][][];
  more: boolean;
}

/** A console statement refused before it ran, by kind: the page words it in the learner's language. */
export class ConsoleRefusal extends Error {
  constructor(readonly kind: 'empty' | 'oneStatement' | 'readOnly' | 'closed') {
    super(kind);
  }
}

/** Whether what is left of a statement's text is only whitespace, semicolons and comments. */
export function isBlankSql(text: string): boolean {
  return (
    text
      .replace(/--[^\n]*/g, '')
      .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
      .replace(/[\s;]/g, '') === ''
  );
}

function translate(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  return /database is locked|SQLITE_BUSY/i.test(message) ? new BusyError(message) : new Error(message);
}
