// Load mode: N orders per virtual second, one second per action, the supervisor running everything else; at
// the end of each second the pending count and the oldest pending row's age are read by SQL and logged.
import { afterEach, expect, test } from 'vitest';
import { decodeAction } from '../../app/engine/actions/registry';
import { LabDriver } from '../support/lab-driver';

let driver: LabDriver | undefined;
afterEach(() => driver?.dispose());

const samples = (d: LabDriver) =>
  d.snapshot.timeline
    .filter((e) => e.text === 'loadSample')
    .map((e) => ({ at: e.at, pending: Number(e.params.pending), lagMs: Number(e.params.lagMs) }));

async function load(rate: number, seconds: number): Promise<LabDriver> {
  const d = await LabDriver.create('outbox-inbox');
  for (let i = 0; i < seconds; i += 1) d.act({ type: 'load', rate });
  return d;
}

test('each second submits its orders evenly, ends exactly a second later, and logs one sample', async () => {
  driver = await load(2, 3);
  const submitted = driver.snapshot.timeline.filter((e) => e.text === 'submitted');
  expect(submitted.map((e) => e.params.order)).toEqual(['load-1', 'load-2', 'load-3', 'load-4', 'load-5', 'load-6']);
  expect(samples(driver).map((s) => s.at)).toEqual([1_000, 2_000, 3_000]);
  expect(driver.snapshot.now).toBe(3_000);
});

test('below the drain rate the lag stays flat; above it the backlog and the lag grow second by second', async () => {
  driver = await load(2, 10);
  const slow = samples(driver);
  expect(Math.max(...slow.map((s) => s.lagMs))).toBeLessThan(1_000);
  // The relay keeps up: by the end of the last second everything is delivered and the run is at rest.
  expect(driver.snapshot.verdict?.outcome).toBe('ok');
  driver.dispose();

  driver = await load(20, 10);
  const fast = samples(driver);
  expect(fast.at(-1)!.pending).toBeGreaterThan(fast[0].pending);
  expect(fast.at(-1)!.lagMs).toBeGreaterThan(fast[4].lagMs);
  expect(fast.at(-1)!.lagMs).toBeGreaterThan(3_000);
  // Nothing is lost, only late: run to rest and every order is prepared once.
  driver.runToEnd();
  while (!driver.snapshot.runEnded) driver.runToEnd();
  expect(driver.snapshot.verdict?.outcome).toBe('ok');
  expect(driver.pane('warehouse', 'stock').independent.total).toBe(200);
});

test('a cancelled load is the seconds applied so far: the same log replays the same state', async () => {
  driver = await load(8, 4);
  const { actions } = driver;
  const again = await LabDriver.create('outbox-inbox', actions);
  expect(again.snapshot.timeline).toEqual(driver.snapshot.timeline);
  again.dispose();
});

test('the rate is held to 1–50 orders per second', () => {
  expect(decodeAction('ld:50')).toEqual({ type: 'load', rate: 50 });
  for (const bad of ['ld:0', 'ld:51', 'ld:1000000', 'ld:05', 'ld']) expect(decodeAction(bad), bad).toBeNull();
});
