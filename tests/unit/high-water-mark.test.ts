// A relay that keeps a high-water mark over created_at (design "High-water mark relay"). Ground truth first, on
// native SQLite with two real connections to one file: two writers stamp created_at from their clocks before
// BEGIN IMMEDIATE, the one stamped first takes the lock second, and a poll past the mark taken between their
// commits never sees the late row. An AUTOINCREMENT id is handed out under the write lock, so its order is commit
// order. The lab's run must agree.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { MARK_POLL_SQL } from '../../app/engine/programs/high-water-mark';
import { isoAt } from '../../app/engine/runtime/clock';
import { LabDriver } from '../support/lab-driver';

let driver: LabDriver | undefined;
let dir: string | undefined;
afterEach(() => {
  driver?.dispose();
  driver = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function twoWriters() {
  dir = mkdtempSync(join(tmpdir(), 'mark-'));
  const file = join(dir, 'order.db');
  const a = new Database(file, { timeout: 0 });
  a.exec(`CREATE TABLE outbox (seq INTEGER PRIMARY KEY AUTOINCREMENT, event_id TEXT UNIQUE NOT NULL,
      aggregate_id TEXT NOT NULL, payload_json TEXT NOT NULL, status TEXT NOT NULL, available_at TEXT NOT NULL,
      created_at TEXT NOT NULL);
    CREATE TABLE relay_mark (relay TEXT PRIMARY KEY, last_created_at TEXT NOT NULL)`);
  const b = new Database(file, { timeout: 0 });
  return { a, b };
}

const insert = (db: Database.Database, event: string, stamp: number) =>
  db
    .prepare(
      `INSERT INTO outbox (event_id, aggregate_id, payload_json, status, available_at, created_at)
       VALUES (?, ?, '{}', 'pending', ?, ?)`,
    )
    .run(event, event, isoAt(stamp), isoAt(stamp));

// The lab's own poll, run natively (?1 now, ?2 the relay).
const poll = (db: Database.Database, now: number) =>
  db.prepare(MARK_POLL_SQL).all({ 1: isoAt(now), 2: 'relay' }) as { event_id: string; created_at: string }[];

test('native SQLite: the writer stamped first commits second, and a poll past the mark never sees its row', () => {
  const { a, b } = twoWriters();
  const stampA = 100;
  const stampB = 200;
  // B takes the write lock first; A, stamped earlier, is refused the lock until B commits.
  b.exec('BEGIN IMMEDIATE');
  expect(() => a.exec('BEGIN IMMEDIATE')).toThrow(/database is locked/);
  insert(b, 'evt-b', stampB);
  b.exec('COMMIT');
  // The relay polls between the two commits, sends B's row and moves its mark to B's created_at.
  expect(poll(b, 300).map((r) => r.event_id)).toEqual(['evt-b']);
  b.prepare('INSERT INTO relay_mark VALUES (?, ?)').run('relay', isoAt(stampB));
  a.exec('BEGIN IMMEDIATE');
  insert(a, 'evt-a', stampA);
  a.exec('COMMIT');
  // A's row is pending, and below the mark: the poll finds nothing.
  expect(poll(b, 400)).toEqual([]);
  expect(b.prepare("SELECT event_id FROM outbox WHERE status = 'pending' ORDER BY seq").pluck().all()).toEqual([
    'evt-b',
    'evt-a',
  ]);
  // The AUTOINCREMENT id was taken under the lock: its order is the commit order, so a mark over it is safe.
  expect(b.prepare('SELECT event_id FROM outbox ORDER BY seq').pluck().all()).toEqual(['evt-b', 'evt-a']);
  a.close();
  b.close();
});

test('native SQLite: a plain rowid can come back after the newest row is deleted; AUTOINCREMENT never does', () => {
  const { a } = twoWriters();
  a.exec(`CREATE TABLE plain (id INTEGER PRIMARY KEY, v TEXT)`);
  a.exec(
    `INSERT INTO plain (v) VALUES ('one'), ('two'); DELETE FROM plain WHERE id = 2; INSERT INTO plain (v) VALUES ('three')`,
  );
  expect(a.prepare("SELECT id FROM plain WHERE v = 'three'").pluck().get()).toBe(2);
  insert(a, 'evt-1', 1);
  insert(a, 'evt-2', 2);
  a.exec("DELETE FROM outbox WHERE event_id = 'evt-2'");
  insert(a, 'evt-3', 3);
  expect(a.prepare("SELECT seq FROM outbox WHERE event_id = 'evt-3'").pluck().get()).toBe(3);
  a.close();
});

/** Order service 1 stamps first and order service 2 commits first; the relay sends between their commits. */
function lateCommit(d: LabDriver): LabDriver {
  d.submit('snack-1', 1).submit('snack-2', 2);
  d.step('order', 2); // takes snack-1, stamps
  d.step('order2', 2); // takes snack-2, stamps later
  d.settle('order2'); // BEGIN IMMEDIATE … COMMIT, 202
  return d;
}

test('the lab agrees: order service 1 waits for the lock that order service 2 holds, with the way on', async () => {
  driver = await LabDriver.create('high-water-mark');
  driver.submit('snack-1', 1).submit('snack-2', 2).step('order', 2).step('order2', 3);
  expect(driver.snapshot.processes.order2.inTx).toBe(true);
  expect(driver.snapshot.processes.order.waitingFor).toEqual({ what: 'lock', holder: 'order2' });
  expect(driver.can({ type: 'STEP', process: 'order' })).toBe(false);
});

test('the lab agrees: the row stamped first commits after the mark passed it, and is never sent', async () => {
  driver = await LabDriver.create('high-water-mark');
  lateCommit(driver);
  // The relay sends snack-2's row and moves its mark to snack-2's created_at.
  driver.step('relay', 2).settle('warehouse').step('relay', 3);
  expect(driver.texts('orderDb')).toContain('markAdvanced');
  const mark = String(driver.pane('order', 'relay_mark').independent.rows![0].last_created_at);
  driver.settle('order');
  const rows = driver.pane('order', 'outbox').independent.rows!;
  const late = rows.find((r) => r.aggregate_id === 'snack-1')!;
  expect(late.status).toBe('pending');
  expect(String(late.created_at) < mark).toBe(true);
  // Nothing more can move: the run has come to rest with the row still pending.
  expect(driver.can({ type: 'RUN_TO_END' })).toBe(false);
  expect(driver.prepared('snack-2')).toBe(2);
  expect(driver.prepared('snack-1')).toBe(0);
  expect(driver.snapshot.verdict).toMatchObject({ outcome: 'lost' });
  // The row is still pending, and Operations, which reads the status column, shows it.
  expect(driver.pane('order', 'outbox').independent.rows!.find((r) => r.aggregate_id === 'snack-1')!.status).toBe(
    'pending',
  );
  expect(driver.snapshot.ops?.pending).toBe(1);
});

test('the lab: the same two orders one after the other (Run to end) are both sent', async () => {
  driver = await LabDriver.create('high-water-mark');
  driver.submit('snack-1', 1).submit('snack-2', 2).runToEnd();
  expect([driver.prepared('snack-1'), driver.prepared('snack-2')]).toEqual([1, 2]);
  expect(driver.snapshot.verdict).toMatchObject({ outcome: 'ok' });
});
