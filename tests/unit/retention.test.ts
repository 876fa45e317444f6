// Retention: the cleanup job deletes published rows older than its window, through the relay's connection;
// deleting pending rows makes the pending count zero by losing the events, and the verdict names it.
import { afterEach, expect, test } from 'vitest';
import { decodeAction, encodeAction } from '../../app/engine/actions/registry';
import { parseLink } from '../../app/engine/replay/link-codec';
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
  expect(driver.pane('order', 'outbox').independent.rows!.map((r) => [r.event_id, r.status])).toEqual([
    ['evt-0002', 'pending'],
  ]);
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
  expect(verdict.causes.find((c) => c.order === 'a-1')?.links.map((l) => l.kind)).toEqual([
    'orderCommitted',
    'pendingDeleted',
  ]);
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

test('links: the window is held to 1 s – 30 days (2,592,000 s), seed 002’s retention', () => {
  expect(encodeAction({ type: 'cleanup', target: 'published', window: 600 })).toBe('k:p:600');
  expect(decodeAction('k:x')).toEqual({ type: 'cleanup', target: 'pending' });
  expect(decodeAction('k:p:86400')).toEqual({ type: 'cleanup', target: 'published', window: 86_400 });
  expect(decodeAction('k:p:2592000')).toEqual({ type: 'cleanup', target: 'published', window: 2_592_000 });
  expect(encodeAction({ type: 'cleanup', target: 'published', window: 2_592_000 })).toBe('k:p:2592000');
  for (const bad of [
    'k:p:0',
    'k:p:2592001',
    'k:p:9999999',
    'k:p:10000000',
    'k:p:060',
    'k:p',
    'k:x:5',
    'k:p:-1',
    'k:p:1e6',
    'k:p:30d',
  ])
    expect(decodeAction(bad), bad).toBeNull();
  // A link with a window past 30 days is refused as a bad log, as any malformed token is.
  expect(parseLink('design=outbox&log=n:a-1:1,r,k:p:2592001')).toMatchObject({ ok: false, error: 'log' });
});

test('30 days on the clock: a row published 29 days ago stays under a 30-day window; two days later the job deletes it', async () => {
  driver = await LabDriver.create('outbox');
  driver.submit('a-1', 1).runToEnd();
  expect(driver.pane('order', 'outbox').independent.rows!.map((r) => r.status)).toEqual(['published']);
  const started = performance.now();
  driver.act({ type: 'wait', seconds: 29 * 86_400 });
  expect(driver.snapshot.ops?.pending).toBe(0);
  const waited = performance.now() - started;
  clean(driver, 30 * 86_400);
  expect(driver.snapshot.timeline.at(-1)).toMatchObject({
    text: 'cleanedPublished',
    params: { count: 0, window: 2_592_000 },
  });
  expect(outboxCount(driver)).toBe(1);
  driver.act({ type: 'wait', seconds: 2 * 86_400 });
  clean(driver, 30 * 86_400);
  expect(driver.snapshot.timeline.at(-1)).toMatchObject({
    text: 'cleanedPublished',
    params: { count: 1, window: 2_592_000 },
  });
  expect(outboxCount(driver)).toBe(0);
  // The delivery it carried stands: the warehouse's inbox keeps the event id, the order is still ok.
  expect(driver.snapshot.verdict?.outcome).toBe('ok');
  // One jump of the clock, not a loop over the days: far under a second (measured at about a millisecond).
  expect(waited).toBeLessThan(1_000);
});
