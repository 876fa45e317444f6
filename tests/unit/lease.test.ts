// Two relays that claim before they send (design "Two relays, lease"). Ground truth first, on native SQLite with
// two real connections to one file: the conditional UPDATE is the claim — of two claimers racing for one row the
// first changes it and the second changes nothing, a claim waits for a writer's transaction (SQLite has one
// writer) and then finds the lease taken, and a lease that has run out is claimed again. The lab's run must agree.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { CLAIM_SQL, LEASE_MS } from '../../app/engine/programs/lease-relay';
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

/** Two connections on one file holding one pending outbox row, as the lab's order DB would after COMMIT. */
function twoConnections() {
  dir = mkdtempSync(join(tmpdir(), 'lease-'));
  const file = join(dir, 'order.db');
  const a = new Database(file);
  a.exec(`CREATE TABLE outbox (event_id TEXT PRIMARY KEY, status TEXT NOT NULL, available_at TEXT NOT NULL,
    claimed_by TEXT, lease_until TEXT);
    INSERT INTO outbox VALUES ('evt-0001', 'pending', '${isoAt(0)}', NULL, NULL)`);
  const b = new Database(file, { timeout: 0 });
  return { a, b };
}

// The lab's own statement, run natively; it binds by number (?1 me, ?2 until, ?3 event, ?4 now).
const claim = (db: Database.Database, me: string, now: number) =>
  db.prepare(CLAIM_SQL).run({ 1: me, 2: isoAt(now + LEASE_MS), 3: 'evt-0001', 4: isoAt(now) }).changes;

test('native SQLite: of two claims on one row the first changes it, the second nothing', () => {
  const { a, b } = twoConnections();
  expect([claim(b, 'relay2', 100), claim(a, 'relay', 110)]).toEqual([1, 0]);
  expect(a.prepare('SELECT claimed_by FROM outbox').get()).toEqual({ claimed_by: 'relay2' });
  a.close();
  b.close();
});

test('native SQLite: a claim meets the one writer — busy while another transaction writes, then the lease is taken', () => {
  const { a, b } = twoConnections();
  a.exec('BEGIN IMMEDIATE');
  expect(claim(a, 'relay', 100)).toBe(1);
  expect(() => claim(b, 'relay2', 110)).toThrow(/database is locked/);
  a.exec('COMMIT');
  expect(claim(b, 'relay2', 120)).toBe(0);
  a.close();
  b.close();
});

test('native SQLite: a lease that has run out is claimed again, at the instant it ends and not before', () => {
  const { a, b } = twoConnections();
  expect(claim(a, 'relay', 0)).toBe(1);
  expect(claim(b, 'relay2', LEASE_MS - 1)).toBe(0);
  expect(claim(b, 'relay2', LEASE_MS)).toBe(1);
  a.close();
  b.close();
});

test('the lab agrees: relay 2 claims first, relay 1’s claim changes nothing, one delivery', async () => {
  driver = await LabDriver.create('two-relays-lease');
  driver.submit('snack-7', 7).settle('order');
  // Both relays poll and see the row unclaimed; relay 2 runs its UPDATE first.
  driver.step('relay').step('relay2').step('relay2').step('relay');
  const claims = driver.snapshot.timeline.filter((e) => e.text === 'leaseClaimed' || e.text === 'claimLost');
  expect(claims.map((e) => [e.text, e.params.process ?? null])).toEqual([
    ['leaseClaimed', 'relay2'],
    ['claimLost', null],
  ]);
  expect(driver.pane('order', 'outbox').independent.rows![0]).toMatchObject({ claimed_by: 'relay2' });
  driver.runToEnd();
  expect(driver.snapshot.timeline.filter((e) => e.text === 'sentRequest').map((e) => e.params.from)).toEqual([
    'relay2',
  ]);
  expect(driver.snapshot.verdict).toMatchObject({ outcome: 'ok', absorbed: 0 });
});

test('the lab agrees: a relay that crashes holding the lease delays the row until it runs out; then the other takes it over', async () => {
  driver = await LabDriver.create('two-relays-lease');
  driver.submit('snack-7', 7).settle('order');
  // Relay 1 claims, sends, and the warehouse applies it; relay 1 dies before it hears the ACK.
  driver.step('relay', 3).settle('warehouse').crash('relay');
  const until = Date.parse(String(driver.pane('order', 'outbox').independent.rows![0].lease_until));
  // Relay 2 finds nothing it may take while the lease holds, and the clock's next timer is the lease's end.
  driver.step('relay2');
  expect(driver.texts('orderDb').at(-1)).toBe('pollEmpty');
  driver.advanceClock();
  expect(isoAt(driver.snapshot.now)).toBe(new Date(until).toISOString());
  driver.step('relay2', 2);
  const taken = driver.snapshot.timeline.find((e) => e.text === 'leaseTakenOver');
  expect(taken?.params).toMatchObject({ event: 'evt-0001', from: 'relay', process: 'relay2' });
  driver.runToEnd();
  expect(driver.prepared('snack-7')).toBe(7);
  expect(driver.snapshot.verdict).toMatchObject({ outcome: 'ok', absorbed: 1 });
});

test('Run to end after relay 1 dies holding the lease: the row waits out the lease, is claimed again and sent again', async () => {
  driver = await LabDriver.create('two-relays-lease');
  driver.submit('snack-7', 7).settle('order').step('relay', 3).settle('warehouse').crash('relay');
  const crashedAt = driver.snapshot.now;
  driver.runToEnd();
  // Step's schedule restarts relay 1, which has forgotten its claim: it waits out its own lease like relay 2 and,
  // first in order, claims the row again — nothing sends it before the lease has run out.
  const again = driver.snapshot.timeline.find((e) => e.text === 'leaseClaimedAgain')!;
  expect(again.at).toBeGreaterThanOrEqual(crashedAt + LEASE_MS - 1_000);
  expect(again.params).toMatchObject({ event: 'evt-0001', process: 'relay' });
  expect(driver.snapshot.verdict).toMatchObject({ outcome: 'ok', absorbed: 1 });
});
