// One full outbox cycle (outbox-cycle.mjs: the order transaction, the relay's read, the warehouse's inbox + stock
// transaction, the row marked published) as the same SQL in sql.js (WASM) and in native SQLite (better-sqlite3), on
// RAM-backed files and with the journal in memory: what running the lab's databases in WASM costs against SQLite as a
// server would run it.
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import initSqlJs from 'sql.js';
import { REPEAT, afterTable, fmt, record } from '../harness.mjs';
import { nativeDriver, runCycles, sqlJsDriver } from '../outbox-cycle.mjs';

export const needs = 'node';

export async function run() {
  const SQLModule = await initSqlJs();
  const ramDir = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
  const CYCLES = 2000;
  const perCycle = { wasm: [], native: [], nativeMemJournal: [] };
  const MEMORY_JOURNAL = ['journal_mode = MEMORY', 'synchronous = OFF'];
  for (let i = 0; i < REPEAT; i += 1) {
    const wasm = sqlJsDriver(SQLModule, `r${i}`);
    runCycles(wasm, 200); // warm-up
    let t = performance.now();
    runCycles(wasm, CYCLES, 200);
    perCycle.wasm.push(((performance.now() - t) / CYCLES) * 1000);
    wasm.close();
    const native = nativeDriver(Database, ramDir, `${process.pid}-${i}`);
    runCycles(native, 200);
    t = performance.now();
    runCycles(native, CYCLES, 200);
    perCycle.native.push(((performance.now() - t) / CYCLES) * 1000);
    native.close();
    const lean = nativeDriver(Database, ramDir, `${process.pid}-m${i}`, MEMORY_JOURNAL);
    runCycles(lean, 200);
    t = performance.now();
    runCycles(lean, CYCLES, 200);
    perCycle.nativeMemJournal.push(((performance.now() - t) / CYCLES) * 1000);
    lean.close();
  }
  const wasmStats = record(
    'engine',
    'outbox cycle, sql.js (WASM)',
    perCycle.wasm,
    'µs',
    `${CYCLES} cycles, Node ${process.version}`,
  );
  const nativeStats = record(
    'engine',
    'outbox cycle, native SQLite (better-sqlite3)',
    perCycle.native,
    'µs',
    `files in ${ramDir}`,
  );
  record(
    'engine',
    'ratio sql.js / native',
    perCycle.wasm.map((w, i) => w / perCycle.native[i]),
    '×',
    'per repeat, same SQL',
  );
  const leanStats = record(
    'engine',
    'outbox cycle, native, journal in memory, synchronous OFF',
    perCycle.nativeMemJournal,
    'µs',
    'no file-system work at all',
  );
  record(
    'engine',
    'ratio sql.js / native (journal in memory)',
    perCycle.wasm.map((w, i) => w / perCycle.nativeMemJournal[i]),
    '×',
    'per repeat, same SQL',
  );
  afterTable(
    `A full outbox cycle in sql.js takes ${fmt(wasmStats.median / nativeStats.median)}× the time of native SQLite on RAM-backed files, ` +
      `${fmt(wasmStats.median / leanStats.median)}× native with its journal in memory (medians).`,
  );
}
