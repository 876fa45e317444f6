// A world's state as one short key, for the explorer to recognise a state it has explored already. Taken only at
// transaction-free moments, where the state is all of: both files' committed rows (every table with its rowids,
// `sqlite_sequence` among them) and the world's memory — the clock, the network's messages in flight and armed,
// the requests, the armed faults, the outage, each process's memory and the id counters. Left out: the timeline,
// the moves of the last run and the rows the latest step took away (history: the verdict's explanations and the
// panes' ghosts read it, no move, check or verdict does) and the processes' connections (the same for every
// state). Two states with one key therefore have the same future, move for move, the same checks and verdict.
import type { DbId } from '../engine/types';
import type { World } from '../engine/runtime/world';

/** Per world: one statement per file that reads every row as one text, and that text at the file's change count. */
interface FileKeys {
  sql: Record<DbId, string | null>;
  at: Record<DbId, number>;
  text: Record<DbId, string>;
}

const cache = new WeakMap<World, FileKeys>();

/** One SELECT giving a file's every row, table by table in rowid order, as a single text. */
function rowsSql(world: World, db: DbId): string | null {
  const alias = world.files.files[db].alias;
  const parts = world.files.tables(db).map(([table, columns]) => {
    const row = ['rowid', ...columns.map((c) => `quote("${c.replace(/"/g, '""')}")`)].join(` || char(31) || `);
    const rows = `SELECT ${row} AS r FROM ${alias}."${table}" ORDER BY rowid`;
    return `'${table}' || char(29) || coalesce((SELECT group_concat(r, char(30)) FROM (${rows})), '')`;
  });
  // A design may leave a file without tables (its warehouse keeps nothing): nothing to read there.
  return parts.length ? `SELECT ${parts.join(` || char(28) || `)} AS k` : null;
}

function fileText(world: World, db: DbId): string {
  let keys = cache.get(world);
  if (!keys) {
    keys = {
      sql: { order: rowsSql(world, 'order'), warehouse: rowsSql(world, 'warehouse') },
      at: { order: -1, warehouse: -1 },
      text: { order: '', warehouse: '' },
    };
    cache.set(world, keys);
  }
  // A file that has not changed since the last key has the same rows: `changes` counts every commit, write outside
  // a transaction, rollback, crash and restore.
  if (keys.at[db] !== world.changes[db]) {
    const sql = keys.sql[db];
    keys.text[db] = sql === null ? '' : String(world.files.independent[db].query(sql)[0].k);
    keys.at[db] = world.changes[db];
  }
  return keys.text[db];
}

function memoryText(world: World): string {
  // Without the connection (a handle, the same for every state), and without what only an open transaction means —
  // its writes, its first line, whether it holds the write lock — which a process keeps after it ends but nothing
  // reads then (world.ts reads them with inTx): two runs that met with different transactions behind them match.
  const procs = world.processIds.map((id) => ({
    ...world.procs[id],
    conn: null,
    txWrites: null,
    txLine: null,
    holdsWriteLock: null,
  }));
  return JSON.stringify([
    world.now,
    world.network.save(),
    world.requests,
    world.armedFaults,
    world.outage,
    procs,
    world.requestNo,
    world.eventNo,
  ]);
}

/** 53 bits of a text (cyrb53, two 32-bit lanes): enough that tens of thousands of states never share one. */
function hash53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * The state's key, or null while a transaction is open (its uncommitted rows live only in a connection). Two
 * 53-bit hashes with different seeds of the whole text: a wrong match would hand a run another run's verdict.
 */
export function stateKey(world: World): string | null {
  if (world.processIds.some((id) => world.procs[id].inTx)) return null;
  const text = `${fileText(world, 'order')}\u0000${fileText(world, 'warehouse')}\u0000${memoryText(world)}`;
  return `${hash53(text, 1).toString(36)}.${hash53(text, 2).toString(36)}.${text.length.toString(36)}`;
}
