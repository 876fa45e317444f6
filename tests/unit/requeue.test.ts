// Dead letters and Requeue (concept 33): an event the warehouse refuses every time parks after the design's maximum
// attempts and shows among the dead letters with its last_error; once the warehouse is fixed, the operator's
// Requeue (pending again, attempts from zero, due now) lets the relay deliver it. Requeue is an action like any
// other — a link token, undone by Back — and a link naming an event that is not parked is refused.
import Database from 'better-sqlite3';
import { afterEach, expect, test } from 'vitest';
import { RECORD_FAILURE_SQL } from '../../app/engine/programs/relay';
import { isoAt } from '../../app/engine/runtime/clock';
import { REQUEUE_SQL } from '../../app/engine/runtime/requeue';
import { DEFAULT_OPTIONS } from '../../app/engine/types';
import { LabDriver } from '../support/lab-driver';

const PARK_AFTER_3 = { options: { ...DEFAULT_OPTIONS, maxAttempts: 3 } };

let driver: LabDriver | undefined;
afterEach(() => {
  driver?.dispose();
  driver = undefined;
});

test("native SQLite: the relay's failure UPDATE parks the row at its third attempt; Requeue changes only a parked row", () => {
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE outbox (event_id TEXT PRIMARY KEY, status TEXT NOT NULL, attempt_count INTEGER NOT NULL,
    last_error TEXT, available_at TEXT NOT NULL);
    INSERT INTO outbox VALUES ('evt-0001', 'pending', 0, NULL, '${isoAt(0)}')`);
  const fail = (at: number) => db.prepare(RECORD_FAILURE_SQL).run('HTTP 500', isoAt(at), 3, 3, 'evt-0001').changes;
  const row = () => db.prepare('SELECT status, attempt_count FROM outbox').get();
  expect([fail(60_000), fail(120_000)]).toEqual([1, 1]);
  expect(row()).toEqual({ status: 'pending', attempt_count: 2 });
  expect(fail(180_000)).toBe(1);
  expect(row()).toEqual({ status: 'failed', attempt_count: 3 });
  // Parked: the relay's guard (AND status = 'pending') records nothing more.
  expect(fail(240_000)).toBe(0);
  expect(db.prepare(REQUEUE_SQL).run(isoAt(300_000), 'evt-0001').changes).toBe(1);
  expect(row()).toEqual({ status: 'pending', attempt_count: 0 });
  // Requeue again: the row is no longer parked, and nothing changes.
  expect(db.prepare(REQUEUE_SQL).run(isoAt(301_000), 'evt-0001').changes).toBe(0);
  db.close();
});

/** Outbox + inbox parking after 3 attempts; snack-7 committed, and the warehouse refuses its event for an hour. */
async function poisoned(): Promise<LabDriver> {
  const d = await LabDriver.create('outbox-inbox', [], PARK_AFTER_3);
  d.submit('snack-7', 7).settle('order').outage('rejecting', 60).runToEnd();
  return d;
}

test('an event refused every time parks after 3 attempts and shows as a dead letter with its last_error', async () => {
  driver = await poisoned();
  const ops = driver.snapshot.ops!;
  expect(ops.failed).toBe(1);
  expect(ops.deadLetters).toEqual([
    { event_id: 'evt-0001', aggregate_id: 'snack-7', attempt_count: 3, last_error: 'HTTP 500 from warehouse' },
  ]);
  expect(driver.prepared('snack-7')).toBe(0);
  expect(driver.snapshot.verdict).toMatchObject({ outcome: 'lost' });
});

test('Requeue after the warehouse is fixed delivers the event; Back undoes the requeue', async () => {
  driver = await poisoned();
  // The warehouse is fixed (the outage ends); the operator requeues the dead letter.
  driver.outage('over');
  driver.act({ type: 'requeue', event: 'evt-0001' });
  expect(driver.texts('orderDb').at(-1)).toBe('requeued');
  expect(driver.pane('order', 'outbox').independent.rows![0]).toMatchObject({ status: 'pending', attempt_count: 0 });
  expect(driver.snapshot.ops!.deadLetters).toEqual([]);
  driver.back();
  expect(driver.snapshot.ops!.deadLetters).toHaveLength(1);
  driver.forward().runToEnd();
  expect(driver.prepared('snack-7')).toBe(7);
  expect(driver.snapshot.verdict).toMatchObject({ outcome: 'ok' });
});

test('Requeue the oldest (the key) takes the oldest parked row; with none parked it is refused with the reason', async () => {
  driver = await LabDriver.create('outbox-inbox', [], PARK_AFTER_3);
  expect(driver.snapshot.blockers.actions.q).toBe('nothingParked');
  driver.dispose();
  driver = await poisoned();
  driver.outage('over').act({ type: 'requeue' });
  expect(driver.snapshot.timeline.at(-1)?.params).toMatchObject({ event: 'evt-0001', order: 'snack-7' });
});

test('a link naming an event that is not parked keeps the valid prefix and says why', async () => {
  driver = await LabDriver.create('outbox-inbox', [
    { type: 'submit', orderId: 'snack-7', quantity: 7 },
    { type: 'requeue', event: 'evt-0001' },
  ]);
  expect(driver.actions).toHaveLength(1);
  expect(driver.actor.getSnapshot().context.rejected).toEqual({ index: 1, blocker: 'notParked' });
});
