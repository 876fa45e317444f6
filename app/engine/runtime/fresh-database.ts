// A new sql.js database whose main file no other open database has. sql.js names each new database's file
// "dbfile_" + a random 32-bit number, and a name already in use opens that file: the two databases then share it,
// neither knowing, and the second to close finds it deleted by the first (sql.js's ErrnoError 44, ENOENT, which has no
// stack). With a few thousand files alive and a model walk opening hundreds of thousands of databases, that is a
// failure every few dozen long walks. Here each database of the page (or worker) takes the next number instead.
import type { Database, SqlJsStatic } from 'sql.js';

const NAMES = 0xffff_ffff;
let lastName = 0;

export function freshDatabase(sql: SqlJsStatic, bytes?: ArrayLike<number>): Database {
  lastName = (lastName % (NAMES - 1)) + 1;
  // sql.js's constructor draws its file's name as `4294967295 * Math.random() >>> 0`; this makes that draw the next
  // number (the half keeps rounding off it), for that one call only.
  const draw = (lastName + 0.5) / NAMES;
  const random = Math.random;
  Math.random = () => draw;
  try {
    return new sql.Database(bytes);
  } finally {
    Math.random = random;
  }
}
