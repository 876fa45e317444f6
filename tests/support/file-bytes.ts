// The raw bytes of a database file in sql.js's file system, read and written the only way sql.js allows
// from outside: SQLite's own backup API (sql.js exports it, not its file system). Writing goes through a
// third connection that takes SQLite's write lock like any other writer, so a test can damage a page of a
// file the lab is using, or read it, without touching the engine.
import type { Database, SqlJsStatic } from 'sql.js';
import type { AttachedFile } from '../../app/engine/connection';

const SQLITE_DONE = 101;

/** sql.js keeps the C handle of a Database in `db`; its types do not declare it. */
const handle = (db: Database): number => (db as unknown as { db: number }).db;

function backup(sql: SqlJsStatic, to: Database, toName: string, from: Database, fromName: string): void {
  const api = sql as unknown as { cwrap: (name: string, ret: string, args: string[]) => (...a: unknown[]) => number };
  const init = api.cwrap('sqlite3_backup_init', 'number', ['number', 'string', 'number', 'string']);
  const step = api.cwrap('sqlite3_backup_step', 'number', ['number', 'number']);
  const finish = api.cwrap('sqlite3_backup_finish', 'number', ['number']);
  const job = init(handle(to), toName, handle(from), fromName);
  if (!job) throw new Error(`backup into ${toName} could not start`);
  const stepped = step(job, -1);
  const finished = finish(job);
  if (stepped !== SQLITE_DONE || finished !== 0) throw new Error(`backup into ${toName} failed (step ${stepped}, finish ${finished})`);
}

/** Runs `use` with a third connection that attaches `file` under its usual alias. */
function withFile<T>(sql: SqlJsStatic, file: AttachedFile, use: (db: Database) => T): T {
  const db = new sql.Database();
  try {
    db.run(`ATTACH '${file.path}' AS ${file.alias}`);
    return use(db);
  } finally {
    db.close();
  }
}

/** Every byte of the file as SQLite would write it. */
export function readFileBytes(sql: SqlJsStatic, file: AttachedFile): Uint8Array {
  return withFile(sql, file, (db) => {
    const copy = new sql.Database();
    try {
      backup(sql, copy, 'main', db, file.alias);
      return copy.export();
    } finally {
      copy.close();
    }
  });
}

/** Replaces the file's pages with `bytes`, verbatim: SQLite copies pages, it does not check them. */
export function writeFileBytes(sql: SqlJsStatic, file: AttachedFile, bytes: Uint8Array): void {
  const source = new sql.Database(bytes);
  try {
    withFile(sql, file, (db) => backup(sql, db, file.alias, source, 'main'));
  } finally {
    source.close();
  }
}

/** 1-based number of the page that holds a table's (or an index's) root, as the file's schema says. */
export function rootPage(sql: SqlJsStatic, file: AttachedFile, name: string): number {
  return withFile(sql, file, (db) => {
    const [result] = db.exec(`SELECT rootpage FROM ${file.alias}.sqlite_master WHERE name = ?`, [name]);
    if (!result) throw new Error(`no ${name} in ${file.path}`);
    return Number(result.values[0][0]);
  });
}

/** Where `text` sits inside page `page` of `bytes`, or -1. */
export function offsetInPage(bytes: Uint8Array, page: number, text: string): number {
  const pageSize = (bytes[16] << 8) | bytes[17];
  const start = (page - 1) * pageSize;
  const at = Buffer.from(bytes.subarray(start, start + pageSize)).indexOf(Buffer.from(text));
  return at < 0 ? -1 : start + at;
}
