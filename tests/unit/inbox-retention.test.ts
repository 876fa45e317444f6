// An inbox that forgets (concept 34): the warehouse's inbox keeps event ids for N seconds; a redelivery that
// arrives later finds no id and is applied again. Ground truth on native SQLite first — the lab's own statements,
// the remembered id absorbs a repeat and a forgotten one does not — then the lab's run, and the bound on how late
// the relay's own redeliveries can come.
import Database from 'better-sqlite3';
import { afterEach, expect, test } from 'vitest';
import { FORGET_INBOX_SQL, INBOX_SQL } from '../../app/engine/programs/warehouse';
import { redeliveryBoundMs, optionProblem } from '../../app/engine/runtime/backoff';
import { isoAt } from '../../app/engine/runtime/clock';
import { encodeLink, parseLink } from '../../app/engine/replay/link-codec';
import { DEFAULT_OPTIONS } from '../../app/engine/types';
import { LabDriver } from '../support/lab-driver';

let driver: LabDriver | undefined;
afterEach(() => {
  driver?.dispose();
  driver = undefined;
});

test('native SQLite: a remembered id absorbs the repeat; once the cleanup deleted it, the repeat goes in again', () => {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE inbox (event_id TEXT PRIMARY KEY, processed_at TEXT NOT NULL)');
  expect(db.prepare(INBOX_SQL).run('evt-0001', isoAt(100)).changes).toBe(1);
  expect(db.prepare(INBOX_SQL).run('evt-0001', isoAt(2_000)).changes).toBe(0);
  // The cleanup 30 s later than the id was processed, keeping 30 s: processed_at is older than now − 30 s.
  expect(db.prepare(FORGET_INBOX_SQL).run(isoAt(30_101 - 30_000)).changes).toBe(1);
  expect(db.prepare(INBOX_SQL).run('evt-0001', isoAt(62_000)).changes).toBe(1);
  db.close();
});

/** snack-7 delivered, its ACK lost: the relay retries a minute after the timeout. */
const ACK_LOST = (keep: number | null) =>
  LabDriver.create('outbox-inbox', [], { options: { ...DEFAULT_OPTIONS, inboxKeep: keep } });

test('the lab agrees: an inbox that forgets after 30 s applies the retry a minute later again — duplicated', async () => {
  driver = await ACK_LOST(30);
  driver.submit('snack-7', 7).settle('order').dropAck().runToEnd();
  expect(driver.texts('warehouseDb')).toContain('inboxForgot');
  expect(driver.prepared('snack-7')).toBe(14);
  expect(driver.snapshot.verdict).toMatchObject({ outcome: 'duplicated' });
});

test('an inbox that keeps ids longer than the retry comes absorbs it — ok', async () => {
  driver = await ACK_LOST(120);
  driver.submit('snack-7', 7).settle('order').dropAck().runToEnd();
  expect(driver.texts('warehouseDb')).not.toContain('inboxForgot');
  expect(driver.snapshot.verdict).toMatchObject({ outcome: 'ok', absorbed: 1 });
});

test('the relay’s redeliveries are bounded only when it parks: the timeouts and back-offs before its last attempt', () => {
  expect(redeliveryBoundMs(DEFAULT_OPTIONS)).toBeNull();
  // Three attempts, a minute apart: two timeouts and two waits before the third.
  expect(redeliveryBoundMs({ ...DEFAULT_OPTIONS, maxAttempts: 3 })).toBe(2 * (2_000 + 60_000));
  // Exponential: 60 s, then 120 s.
  expect(redeliveryBoundMs({ ...DEFAULT_OPTIONS, maxAttempts: 3, backoffCap: 600 })).toBe(
    2_000 + 60_000 + 2_000 + 120_000,
  );
});

test('a link carries the inbox’s memory; one out of bounds is refused whole', () => {
  const link = encodeLink({ design: 'outbox-inbox', actions: [], options: { ...DEFAULT_OPTIONS, inboxKeep: 30 } });
  expect(link).toContain('inbox=30');
  expect(parseLink(link.slice(link.indexOf('?') + 1))).toMatchObject({
    ok: true,
    link: { options: { inboxKeep: 30 } },
  });
  expect(parseLink('design=outbox-inbox&inbox=0').ok).toBe(false);
  expect(parseLink('design=outbox-inbox&inbox=99999999').ok).toBe(false);
  expect(optionProblem({ ...DEFAULT_OPTIONS, inboxKeep: 2_592_001 })).toBe('inboxKeep');
});
