// Retention: the cleanup job deletes published rows older than its window, through the relay's connection;
// deleting pending rows makes the pending count zero by losing the events, and the verdict names it.
import { afterEach, expect, test } from 'vitest';
import { decodeAction, encodeAction } from '../../app/engine/actions/registry';
import { LabDriver } from '../support/lab-driver';

let driver: LabDriver | undefined;
afterEach(() => driver?.dispose());

const outboxCount = (d: LabDriver) => d.independentCount('order', 'outbox');
const clean = (d: LabDriver, window: number) => d.act({ type: 'cleanup', target: 'published', window });

test('only published rows older than the window go; a pending row is never touched by the job', async () => {
  driver = await LabDriver.create('outbox');
  driver.submit('a-1', 1).runToEnd().submit('b-2', 2).step('order', 7);
  expect(outboxCount(driver)).toBe(2);
  clean(driver, 60);
  expect(driver.snapshot.timeline.at(-1)).toMatchObject({ text: 'cleanedPublished', params: { count: 0, window: 60 } });
  driver.act({ type: 'wait', seconds: 60 });
  clean(driver, 60);
  expect(driver.snapshot.timeline.at(-1)).toMatchObject({ text: 'cleanedPublished', params: { count: 1 } });
  expect(driver.pane('order', 'outbox').independent.rows!.map((r) => [r.event_id, r.status])).toEqual([['evt-0002', 'pending']]);
  // The orders table is untouched, and b-2 is still delivered.
  driver.runToEnd();
  expect(driver.snapshot.verdict?.outcome).toBe('ok');
  expect(driver.independentCount('order', 'orders')).toBe(2);
});

test('deleting pending rows zeroes the figure and loses the order: the verdict says lost, and why', async () => {
  driver = await LabDriver.create('outbox');
  driver.submit('a-1', 1).step('order', 7);
  expect(driver.snapshot.ops?.pending).toBe(1);
  driver.act({ type: 'cleanup', target: 'pending' });
  expect(driver.snapshot.ops).toMatchObject({ pending: 0, oldestPendingMs: null });
  // Nothing is left to do: the run is at rest at once, with the order never sent.
  const verdict = driver.snapshot.verdict!;
  expect(verdict.outcome).toBe('lost');
  expect(verdict.causes.find((c) => c.order === 'a-1')?.links.map((l) => l.kind)).toEqual(['orderCommitted', 'pendingDeleted']);
});

test('the status guard: a row deleted while its 500 is on the way is not written back by the failure bookkeeping', async () => {
  driver = await LabDriver.create('outbox');
  driver.submit('a-1', 1).step('order', 7).outage('erroring', 5).step('relay', 2);
  expect(driver.snapshot.inFlight.map((m) => m.ok)).toEqual([false]);
  driver.act({ type: 'cleanup', target: 'pending' }).step('relay', 2);
  expect(driver.texts('orderDb').at(-1)).toBe('failureSkipped');
  expect(outboxCount(driver)).toBe(0);
});

test('the job runs in the relay’s service: not in a design without one, not while it is crashed, not under a held lock', async () => {
  driver = await LabDriver.create('commit-then-send');
  expect(driver.snapshot.blockers.actions['k:p:60']).toBe('notInDesign');
  driver.dispose();
  driver = await LabDriver.create('outbox');
  driver.crash('relay');
  expect(driver.snapshot.blockers.actions['k:x']).toBe('crashed');
  expect(driver.can({ type: 'CLEANUP', target: 'published', window: 5 })).toBe(false);
  driver.restart('relay').submit('a-1', 1).stepTo('order', 6);
  driver.act({ type: 'cleanup', target: 'pending' });
  // The order service's open transaction holds the write lock: the job skips this round, nothing is deleted.
  expect(driver.texts('orderDb').at(-1)).toBe('busy');
  driver.step('order', 2).runToEnd();
  expect(driver.snapshot.verdict?.outcome).toBe('ok');
});

test('links: the window is held to 1–86400 seconds', () => {
  expect(encodeAction({ type: 'cleanup', target: 'published', window: 600 })).toBe('k:p:600');
  expect(decodeAction('k:x')).toEqual({ type: 'cleanup', target: 'pending' });
  expect(decodeAction('k:p:86400')).toEqual({ type: 'cleanup', target: 'published', window: 86_400 });
  for (const bad of ['k:p:0', 'k:p:86401', 'k:p:060', 'k:p', 'k:x:5', 'k:p:-1']) expect(decodeAction(bad), bad).toBeNull();
});
