// SQLite's online backup API (sqlite3_backup_init/step/finish), which sql.js exports from its WASM module but does
// not wrap. It copies a database file page by page between two connections, schema and rowids included, without
// compiling or running a single statement: checkpoints use it because it is many times cheaper than copying
// rows with INSERT … SELECT, and unlike that it needs no knowledge of the tables.
import type { Database, SqlJsStatic } from 'sql.js';

type Pointer = number;
interface BackupApi {
  init: (dest: Pointer, destName: string, source: Pointer, sourceName: string) => Pointer;
  step: (backup: Pointer, pages: number) => number;
  finish: (backup: Pointer) => number;
  errmsg: (db: Pointer) => string;
}

/** What sql.js has at run time beyond its typings: `cwrap` on the module and the sqlite3* handle on a Database. */
interface SqlJsModule {
  cwrap?: (name: string, returns: string | null, args: string[]) => (...args: unknown[]) => unknown;
}

const SQLITE_OK = 0;
const SQLITE_DONE = 101;

const apis = new WeakMap<SqlJsStatic, BackupApi>();

function apiOf(sql: SqlJsStatic): BackupApi {
  let api = apis.get(sql);
  if (!api) {
    const cwrap = (sql as unknown as SqlJsModule).cwrap;
    if (!cwrap) throw new Error('this sql.js build does not export cwrap, which the backup API needs');
    api = {
      init: cwrap('sqlite3_backup_init', 'number', ['number', 'string', 'number', 'string']) as BackupApi['init'],
      step: cwrap('sqlite3_backup_step', 'number', ['number', 'number']) as BackupApi['step'],
      finish: cwrap('sqlite3_backup_finish', 'number', ['number']) as BackupApi['finish'],
      errmsg: cwrap('sqlite3_errmsg', 'string', ['number']) as BackupApi['errmsg'],
    };
    apis.set(sql, api);
  }
  return api;
}

function pointerOf(db: Database): Pointer {
  const pointer = (db as unknown as { db?: unknown }).db;
  if (typeof pointer !== 'number' || pointer === 0)
    throw new Error('a closed sql.js database cannot take part in a backup');
  return pointer;
}

/** Copies the whole of `source`'s `sourceName` into `dest`'s `destName` (both "main" or an ATTACH alias). */
export function backupDatabase(
  sql: SqlJsStatic,
  dest: Database,
  destName: string,
  source: Database,
  sourceName: string,
): void {
  const api = apiOf(sql);
  const destPointer = pointerOf(dest);
  const backup = api.init(destPointer, destName, pointerOf(source), sourceName);
  if (backup === 0)
    throw new Error(`backup of ${sourceName} into ${destName} could not start: ${api.errmsg(destPointer)}`);
  // -1: every page in one step, so no other connection can change the source half way through.
  const stepped = api.step(backup, -1);
  // finish releases the backup whatever happened, and reports the first error, if any.
  const finished = api.finish(backup);
  if (stepped !== SQLITE_DONE || finished !== SQLITE_OK)
    throw new Error(`backup of ${sourceName} into ${destName} failed: ${api.errmsg(destPointer)}`);
}
