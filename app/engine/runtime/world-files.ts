// A world's files and connections: the two database files (emptied and given the design's schema), every
// connection opened on them, the independent connections and the auditor — and closing them all again.
import type { SqlJsStatic } from 'sql.js';
import { Connection, type AttachedFile } from './connection';
import type { ConnectionPool } from './connection-pool';
import { ORDER_DB_ALIAS, tablesOf, WAREHOUSE_DB_ALIAS } from './schema';
import { dbOf, type DbId, type ProcessId } from '../types';
import type { Table } from '../designs/table';

export interface DbFiles {
  order: AttachedFile;
  warehouse: AttachedFile;
}

/** The file paths of one lab slot. sql.js cannot delete a file, so slots are reused, never minted per run. */
export function filesFor(slot: string): DbFiles {
  return {
    order: { alias: ORDER_DB_ALIAS, path: `/${slot}-order.db` },
    warehouse: { alias: WAREHOUSE_DB_ALIAS, path: `/${slot}-warehouse.db` },
  };
}

// The statements the files run about themselves: listing, emptying and laying out their tables. They are the lab's
// own, never a design's; fileHousekeepingSql names them all, so a test can tell them from undeclared SQL.
const tableNamesSql = (alias: string) => `SELECT name FROM ${alias}.sqlite_master WHERE type = 'table' ORDER BY name`;
const COLUMNS_SQL = 'SELECT name FROM pragma_table_info(?, ?)';
const tableSchemaSql = (alias: string) => `SELECT name, sql FROM ${alias}.sqlite_master WHERE type = 'table'`;
const layoutSql = (alias: string) => `SELECT type, name, rootpage, sql FROM ${alias}.sqlite_master ORDER BY name`;
const emptySql = (table: string) => `DELETE FROM ${table}`;
const ALIASES = [ORDER_DB_ALIAS, WAREHOUSE_DB_ALIAS];

/** Every statement a world's files run about themselves when they hold `tables` (a design's). */
export function fileHousekeepingSql(tables: readonly Pick<Table, 'name' | 'db'>[]): string[] {
  return [
    ...ALIASES.flatMap((alias) => [tableNamesSql(alias), tableSchemaSql(alias), layoutSql(alias)]),
    COLUMNS_SQL,
    ...tables.map((t) => emptySql(`${t.db === 'order' ? ORDER_DB_ALIAS : WAREHOUSE_DB_ALIAS}.${t.name}`)),
  ];
}

export class WorldFiles {
  readonly independent: Record<DbId, Connection>;
  /** Reads both files at once; only the verdict uses it. */
  readonly auditor: Connection;
  private readonly attached = new Map<Connection, readonly AttachedFile[]>();
  private readonly columns: Partial<Record<DbId, [string, string[]][]>> = {};
  /**
   * Each file's schema as prepared statements depend on it — every object's SQL and root page — as it stands: two
   * files with the same layout can trade pages without a statement noticing. A restore that brings another
   * layout sets it.
   */
  readonly layout: Readonly<Record<DbId, string>> = { order: '', warehouse: '' };
  private readonly versions: Partial<Record<DbId, number>> = {};

  constructor(
    private readonly sql: SqlJsStatic,
    private readonly schema: readonly string[],
    readonly files: DbFiles,
    /** Where connections come from and go back to; without one each world opens and closes its own. */
    private readonly pool?: ConnectionPool,
  ) {
    this.recreateSchema();
    this.independent = {
      order: this.connect('order-independent', [files.order]),
      warehouse: this.connect('warehouse-independent', [files.warehouse]),
    };
    this.auditor = this.connect('auditor', [files.order, files.warehouse]);
  }

  /**
   * Every table of a file and its columns, as SQLite lists them, asked once: a world's design, hence its tables,
   * never changes (a restore may move their pages, not their names). The panes show them.
   */
  tables(db: DbId): [string, string[]][] {
    const reader = this.independent[db];
    const alias = this.files[db].alias;
    this.columns[db] ??= reader
      .query(tableNamesSql(alias))
      .map((r) => String(r.name))
      .map((t) => [t, reader.query(COLUMNS_SQL, [t, alias]).map((r) => String(r.name))]);
    return this.columns[db];
  }

  /** A process's own connection to its database. */
  connectProcess(id: ProcessId): Connection {
    return this.connect(id, [this.files[dbOf(id)]]);
  }

  /**
   * A process's connection let go for good (its process died, or a restore took its place): nothing keeps it. With a
   * pool it goes back there once its transaction, if any, is rolled back — what closing it would do to the file —
   * so a run with crash after crash does not open a connection per restart.
   */
  closeProcess(conn: Connection): void {
    const files = this.attached.get(conn);
    this.attached.delete(conn);
    if (!this.pool || !files || !conn.isOpen) return conn.close();
    try {
      conn.run('ROLLBACK');
    } catch (error) {
      // No transaction was open: nothing to roll back. Anything else, and the connection is not handed on.
      if (!/no transaction is active/i.test(String(error))) return conn.close();
    }
    this.pool.release(conn, files);
  }

  private open(name: string, files: readonly AttachedFile[]): Connection {
    return this.pool ? this.pool.acquire(name, files) : new Connection(this.sql, name, files);
  }

  private close(conn: Connection, files: readonly AttachedFile[]): void {
    if (this.pool) this.pool.release(conn, files);
    else conn.close();
  }

  private connect(name: string, files: readonly AttachedFile[]): Connection {
    const conn = this.open(name, files);
    this.attached.set(conn, files);
    return conn;
  }

  /**
   * The files outlive a world, so a new world empties them: DELETE when the tables already match this
   * design's schema, else DROP and CREATE.
   */
  private recreateSchema(): void {
    const files = [this.files.order, this.files.warehouse];
    const admin = this.open('admin', files);
    try {
      const found = ALIASES.flatMap((alias) =>
        admin.query(tableSchemaSql(alias)).map((r) => ({ table: `${alias}.${String(r.name)}`, sql: String(r.sql) })),
      );
      const existing = found.map((f) => f.table).sort();
      // The same tables with the same columns: two designs may give one name different columns (a leased outbox).
      const same =
        existing.join() === tablesOf(this.schema).join() &&
        found.every((f) =>
          this.schema.includes(f.sql.replace(/^CREATE TABLE /, `CREATE TABLE ${f.table.split('.')[0]}.`)),
        );
      if (same) {
        admin.run('BEGIN');
        for (const table of existing) admin.run(emptySql(table));
        admin.run('COMMIT');
      } else {
        for (const table of existing) admin.run(`DROP TABLE IF EXISTS ${table}`);
        for (const statement of this.schema) admin.run(statement);
      }
      this.layOut(admin);
    } finally {
      this.close(admin, files);
    }
  }

  private layOut(admin: Connection): void {
    for (const db of ['order', 'warehouse'] as const) {
      (this.layout as Record<DbId, string>)[db] = JSON.stringify(admin.query(layoutSql(this.files[db].alias)));
      delete this.versions[db];
    }
  }

  /** A file's schema version (the cookie connections compare with what they prepared against), read once per layout. */
  schemaVersion(db: DbId): number {
    this.versions[db] ??= Number(
      this.independent[db].query(`PRAGMA ${this.files[db].alias}.schema_version`)[0].schema_version,
    );
    return this.versions[db];
  }

  /** The file now holds another layout (a restore brought it): its version is read afresh when next asked. */
  relayOut(db: DbId, layout: string): void {
    (this.layout as Record<DbId, string>)[db] = layout;
    delete this.versions[db];
  }

  /**
   * Closes (or hands back) every connection; an unclosed one would keep its lock and block the next world's writers.
   */
  dispose(): void {
    for (const [conn, files] of this.attached) this.close(conn, files);
    this.attached.clear();
  }
}
