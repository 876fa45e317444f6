// What an operator watches, read by SQL on the order database's independent connection: pending rows, the
// oldest one's age, parked rows, and the relay's heartbeat. Time passes with Wait, whatever timers there are.
import { afterEach, expect, test } from 'vitest';
import { decodeAction, encodeAction } from '../../app/engine/actions/registry';
import { HEARTBEAT_STALE_MS } from '../../app/engine/programs/heartbeat';
import { DEFAULT_OPTIONS } from '../../app/engine/types';
import { LabDriver } from '../support/lab-driver';

let driver: LabDriver | undefined;
afterEach(() => driver?.dispose());

const ops = (d: LabDriver) => d.snapshot.ops!;
const wait = (d: LabDriver, seconds = 60) => d.act({ type: 'wait', seconds });

test('a fresh relay has beaten once, at start, and nothing waits', async () => {
  driver = await LabDriver.create('outbox');
  expect(ops(driver)).toEqual({ table: 'outbox', pending: 0, oldestPendingMs: null, late: false, failed: 0, lastBeat: '2026-01-01T09:00:00.000Z', beatAgeMs: 0, alive: true });
});

test('the oldest pending age grows while the relay is crashed, its heartbeat goes stale, and both recover after a restart', async () => {
  driver = await LabDriver.create('outbox');
  driver.submit('snack-7', 7).step('order', 7).crash('relay');
  const committedAt = driver.snapshot.now;
  expect(ops(driver)).toMatchObject({ pending: 1, alive: true });
  wait(driver);
  const first = ops(driver);
  expect(first.pending).toBe(1);
  expect(first.oldestPendingMs).toBeGreaterThanOrEqual(60_000);
  expect(first.beatAgeMs).toBeGreaterThanOrEqual(HEARTBEAT_STALE_MS);
  expect(first.alive).toBe(false);
  wait(driver);
  expect(ops(driver).oldestPendingMs).toBe(first.oldestPendingMs! + 60_000);
  expect(driver.snapshot.now - committedAt).toBeGreaterThanOrEqual(120_000);
  driver.restart('relay');
  expect(ops(driver)).toMatchObject({ alive: true, beatAgeMs: 0, pending: 1 });
  driver.runToEnd();
  expect(ops(driver)).toMatchObject({ pending: 0, oldestPendingMs: null, alive: true });
});

test('an idle relay keeps beating as time passes; a relay waiting on an ACK does not', async () => {
  driver = await LabDriver.create('outbox');
  wait(driver, 600);
  expect(ops(driver)).toMatchObject({ beatAgeMs: 0, alive: true });
  driver.submit('snack-7', 7).step('order', 7).step('relay', 2);
  wait(driver, 45);
  expect(ops(driver)).toMatchObject({ alive: false });
});

test('a beat the order service’s write lock blocks is skipped, and the poll still reads', async () => {
  driver = await LabDriver.create('outbox');
  driver.submit('snack-7', 7).stepTo('order', 6);
  expect(driver.snapshot.processes.order.inTx).toBe(true);
  const before = ops(driver).lastBeat;
  driver.step('relay');
  expect(driver.texts('orderDb')).not.toContain('busy');
  expect(driver.texts('orderDb').at(-1)).toBe('pollEmpty');
  expect(ops(driver).lastBeat).toBe(before);
});

test('parked rows are counted as failed, not pending', async () => {
  driver = await LabDriver.create('outbox', [], { options: { ...DEFAULT_OPTIONS, maxAttempts: 2 } });
  driver.outage('erroring', 10).submit('snack-7', 7).runToEnd();
  expect(ops(driver)).toMatchObject({ pending: 0, failed: 1, oldestPendingMs: null });
});

test('a design with no outbox has nothing for an operator to read', async () => {
  driver = await LabDriver.create('commit-then-send');
  expect(driver.snapshot.ops).toBeNull();
});

test('Wait is one token, its seconds held to 1–3600', () => {
  expect(encodeAction({ type: 'wait', seconds: 60 })).toBe('wt:60');
  expect(decodeAction('wt:3600')).toEqual({ type: 'wait', seconds: 3600 });
  for (const bad of ['wt:0', 'wt:3601', 'wt:060', 'wt', 'wt:1.5']) expect(decodeAction(bad), bad).toBeNull();
});

test('scheduled events: the figures count rows still to run, and age the most overdue one from when it came due', async () => {
  driver = await LabDriver.create('scheduled');
  driver.submit('snack-7', 7).settle('order').crash('relay');
  // Written now, due a minute later: waiting is not yet lateness.
  expect(ops(driver)).toMatchObject({ table: 'scheduled_events', pending: 1, oldestPendingMs: null, late: false, failed: 0 });
  driver.act({ type: 'wait', seconds: 60 });
  expect(ops(driver).oldestPendingMs).toBeLessThan(1_000);
  driver.act({ type: 'wait', seconds: 60 });
  expect(ops(driver)).toMatchObject({ pending: 1, late: true, alive: false });
  expect(ops(driver).oldestPendingMs).toBeGreaterThanOrEqual(60_000);
  driver.restart('relay').runToEnd();
  expect(ops(driver)).toMatchObject({ pending: 0, oldestPendingMs: null, late: false, alive: true });
});

test('the accumulation buffer: rows waiting for their batch, late only once one has missed it; nothing is ever parked', async () => {
  driver = await LabDriver.create('accumulation');
  driver.submit('user-1', 30).settle('order').crash('relay');
  expect(ops(driver)).toMatchObject({ table: 'accumulation_buffer', pending: 1, late: false, failed: null });
  driver.act({ type: 'wait', seconds: 300 });
  expect(ops(driver)).toMatchObject({ pending: 1, late: false });
  driver.act({ type: 'wait', seconds: 60 });
  expect(ops(driver)).toMatchObject({ pending: 1, late: true });
  expect(ops(driver).oldestPendingMs).toBeGreaterThanOrEqual(360_000);
  driver.restart('relay').runToEnd();
  expect(ops(driver)).toMatchObject({ pending: 0, oldestPendingMs: null, late: false });
});
