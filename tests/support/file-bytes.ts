// The raw bytes of a database file in sql.js's file system, read and written the only way sql.js allows from outside:
// SQLite's own backup API (sql.js exports it, not its file system; app/engine/sqlite-backup.ts wraps it). Writing goes
// through a third connection that takes SQLite's write lock like any other writer, so a test can damage a page of a
// file the lab is using, or read it, without touching the engine.
import type { Database, SqlJsStatic } from 'sql.js';
import type { AttachedFile } from '../../app/engine/runtime/connection';
import { freshDatabase } from '../../app/engine/runtime/fresh-database';
import { backupDatabase } from '../../app/engine/runtime/sqlite-backup';

/** The engine's own wrapper of the backup API (checkpoints use it), called with sql.js's raw databases. */
const backup = backupDatabase;

/** Runs `use` with a third connection that attaches `file` under its usual alias. */
function withFile<T>(sql: SqlJsStatic, file: AttachedFile, use: (db: Database) => T): T {
  const db = freshDatabase(sql);
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
    const copy = freshDatabase(sql);
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
  const source = freshDatabase(sql, bytes);
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
