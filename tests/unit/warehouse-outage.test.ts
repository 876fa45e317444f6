// A warehouse outage the learner switches on and off: unreachable (requests refused, the relay waits out its
// ACK timeout) or erroring (a 500 at once, the warehouse's database untouched). The relay's bookkeeping carries
// the row through: every attempt counted, the error kept, the row published once the warehouse is back.
import { afterEach, expect, test } from 'vitest';
import { decodeAction, encodeAction } from '../../app/engine/actions/registry';
import { parseLink } from '../../app/engine/replay/link-codec';
import { DEFAULT_OPTIONS } from '../../app/engine/types';
import { LabDriver } from '../support/lab-driver';

let driver: LabDriver | undefined;
afterEach(() => driver?.dispose());

const outboxRow = (d: LabDriver) => d.pane('order', 'outbox').independent.rows![0];

test('erroring: every attempt during the outage gets a 500 and is counted; the first after it publishes', async () => {
  driver = await LabDriver.create('outbox');
  driver.outage('erroring', 5).submit('snack-7', 7).runToEnd();
  const s = driver.snapshot;
  // Attempts at 0, 1, 2, 3, 4 minutes fail (the outage ends at 5:00); the one at ~5 minutes gets through.
  expect(s.timeline.filter((e) => e.text === 'outageAnswered')).toHaveLength(5);
  expect(s.timeline.filter((e) => e.text === 'recordedFailure').map((e) => e.params.attempts)).toEqual([1, 2, 3, 4, 5]);
  expect(outboxRow(driver)).toMatchObject({ status: 'published', attempt_count: 6, last_error: null });
  // The front answered: the warehouse program never received a request while the outage lasted.
  expect(s.timeline.filter((e) => e.text === 'requestReceived')).toHaveLength(1);
  expect(driver.prepared('snack-7')).toBe(7);
  expect(s.verdict?.outcome).toBe('ok');
  expect(s.outage).toBeNull();
});

test('erroring: last_error keeps the 500 while the row waits, and the retry is due a minute later', async () => {
  driver = await LabDriver.create('outbox');
  driver.outage('erroring', 5).submit('snack-7', 7).step('order', 7);
  driver.step('relay', 4);
  const row = outboxRow(driver);
  expect(row).toMatchObject({ status: 'pending', attempt_count: 1, last_error: 'HTTP 500 from warehouse' });
  expect(Date.parse(String(row.available_at)) - Date.parse(String(row.created_at))).toBeGreaterThanOrEqual(60_000);
  expect(driver.independentCount('warehouse', 'stock')).toBe(0);
});

test('unreachable: the request is refused, the relay records a timeout, and exponential back-off spaces the attempts', async () => {
  driver = await LabDriver.create('outbox', [], { options: { ...DEFAULT_OPTIONS, retryAfter: 30, backoffCap: 240 } });
  driver.outage('unreachable', 10).submit('snack-7', 7).runToEnd();
  const s = driver.snapshot;
  const failures = s.timeline.filter((e) => e.text === 'recordedFailure');
  expect(s.timeline.filter((e) => e.text === 'refusedRequest')).toHaveLength(failures.length);
  expect(failures.map((e) => e.params.retryIn)).toEqual([30, 60, 120, 240, 240].slice(0, failures.length));
  // 30 + 60 + 120 + 240 s = 7.5 min, the next wait ends past the 10-minute outage: five failures, then success.
  expect(failures).toHaveLength(5);
  expect(String(failures[0].params.error)).toMatch(/^timeout/);
  expect(outboxRow(driver)).toMatchObject({ status: 'published', attempt_count: 6 });
  expect(s.verdict?.outcome).toBe('ok');
});

test('switched off early: the warehouse answers at once, and Back returns to the outage', async () => {
  driver = await LabDriver.create('outbox');
  driver.outage('erroring', 30).submit('snack-7', 7).step('order', 7).step('relay', 4);
  expect(driver.snapshot.outage).toMatchObject({ mode: 'erroring', until: 30 * 60_000 });
  expect(driver.can({ type: 'OUTAGE', mode: 'erroring', minutes: 5 })).toBe(false);
  driver.outage('over');
  expect(driver.snapshot.outage).toBeNull();
  expect(driver.can({ type: 'OUTAGE', mode: 'over' })).toBe(false);
  driver.runToEnd();
  expect(outboxRow(driver)).toMatchObject({ status: 'published', attempt_count: 2 });
  // The run waited out the one-minute retry, not the rest of the 30-minute outage.
  expect(driver.snapshot.now).toBeLessThan(2 * 60_000);
  // Back through the run's moves to just before "Warehouse back": the outage is on again.
  while (driver.snapshot.actionCount > 13) driver.back();
  expect(driver.snapshot.outage).toMatchObject({ mode: 'erroring' });
});

test('an outage reaches the order service too when it calls the warehouse itself', async () => {
  driver = await LabDriver.create('commit-then-send');
  driver.outage('erroring', 5).submit('snack-7', 7).runToEnd();
  expect(driver.snapshot.timeline.some((e) => e.text === 'outageAnswered')).toBe(true);
  expect(driver.snapshot.verdict?.outcome).toBe('lost');
});

test('links: an outage is one token, its minutes held to 1–60', () => {
  expect(encodeAction({ type: 'outage', mode: 'unreachable', minutes: 5 })).toBe('x:u:5');
  expect(encodeAction({ type: 'outage', mode: 'over' })).toBe('x:o');
  expect(decodeAction('x:e:60')).toEqual({ type: 'outage', mode: 'erroring', minutes: 60 });
  for (const bad of ['x:e:0', 'x:e:61', 'x:e:05', 'x:u', 'x:o:5', 'x:d:5']) expect(decodeAction(bad), bad).toBeNull();
  expect(parseLink('design=outbox&log=x:e:99')).toMatchObject({ ok: false });
  expect(parseLink('design=outbox&log=x:e:9,n:snack-7:7,x:o')).toMatchObject({ ok: true });
});
