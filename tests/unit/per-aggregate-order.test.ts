// Per-aggregate delivery order, the third way out of head-of-line blocking: a row waits only for earlier
// versions of its own aggregate. In the versioned design an order has two events (accepted, then amended);
// the warehouse rejects the first for five minutes. Seed 000's due order sends the amendment ahead of the
// order it amends; strict order holds every other order back too; per-aggregate order holds back only the
// amendment, and lets the other order's event through at once.
import { afterEach, expect, test } from 'vitest';
import { EPOCH } from '../../app/engine/runtime/clock';
import { encodeLink, parseLink } from '../../app/engine/replay/link-codec';
import { DEFAULT_OPTIONS, type DeliveryOrder } from '../../app/engine/types';
import { LabDriver } from '../support/lab-driver';

let driver: LabDriver | undefined;
afterEach(() => driver?.dispose());

/** evt-0001 (a-1 v1), evt-0002 (a-1 v2, the amendment), evt-0003 (b-2 v1); then evt-0001 is rejected for 5 minutes. */
async function amendedThenPoisoned(order: DeliveryOrder): Promise<LabDriver> {
  const d = await LabDriver.create('versioned', [], { options: { ...DEFAULT_OPTIONS, order } });
  d.submit('a-1', 4).settle('order');
  d.act({ type: 'amend', orderId: 'a-1', quantity: 2, version: 1 }).settle('order');
  d.submit('b-2', 3).settle('order');
  return d.outage('rejecting', 5);
}

const row = (d: LabDriver, event: string) =>
  d.pane('order', 'outbox').independent.rows!.find((r) => r.event_id === event)!;
const publishedAt = (d: LabDriver, event: string) => Date.parse(String(row(d, event).published_at)) - EPOCH;

test('the setup: three pending events, two of them for a-1, and the poison on the oldest', async () => {
  driver = await amendedThenPoisoned('aggregate');
  expect(
    driver
      .pane('order', 'outbox')
      .independent.rows!.map((r) => [r.event_id, r.aggregate_id, r.aggregate_version, r.status]),
  ).toEqual([
    ['evt-0001', 'a-1', 1, 'pending'],
    ['evt-0002', 'a-1', 2, 'pending'],
    ['evt-0003', 'b-2', 1, 'pending'],
  ]);
  expect(driver.snapshot.outage).toMatchObject({ eventId: 'evt-0001' });
});

test('seed 000’s due order: the amendment overtakes the order it amends', async () => {
  driver = await amendedThenPoisoned('due');
  driver.runToEnd();
  expect(publishedAt(driver, 'evt-0002')).toBeLessThan(publishedAt(driver, 'evt-0001'));
  expect(publishedAt(driver, 'evt-0003')).toBeLessThan(60_000);
});

test('strict order: every event waits behind the failing one, the other order’s too', async () => {
  driver = await amendedThenPoisoned('strict');
  driver.runToEnd();
  expect(publishedAt(driver, 'evt-0001')).toBeGreaterThanOrEqual(300_000);
  expect(publishedAt(driver, 'evt-0002')).toBeGreaterThan(publishedAt(driver, 'evt-0001'));
  expect(publishedAt(driver, 'evt-0003')).toBeGreaterThan(publishedAt(driver, 'evt-0001'));
});

test('per-aggregate order: only the amendment waits for its order’s first event; the other order goes at once', async () => {
  driver = await amendedThenPoisoned('aggregate');
  driver.runToEnd();
  expect(publishedAt(driver, 'evt-0003')).toBeLessThan(60_000);
  expect(publishedAt(driver, 'evt-0001')).toBeGreaterThanOrEqual(300_000);
  expect(publishedAt(driver, 'evt-0002')).toBeGreaterThan(publishedAt(driver, 'evt-0001'));
  expect(driver.snapshot.verdict?.outcome).toBe('ok');
  expect(driver.prepared('a-1')).toBe(2);
});

test('per-aggregate order, stepped by hand: with b-2 sent, the relay says the amendment waits for evt-0001', async () => {
  driver = await amendedThenPoisoned('aggregate');
  driver.step('relay', 4); // evt-0001: poll, send, the warehouse's 500, the failure recorded
  expect(row(driver, 'evt-0001')).toMatchObject({ status: 'pending', attempt_count: 1 });
  // evt-0003 (b-2) passes it: Step as the scheduler picks until it is published.
  for (let i = 0; i < 20 && row(driver, 'evt-0003').status !== 'published'; i += 1) driver.step();
  expect(row(driver, 'evt-0003')).toMatchObject({ status: 'published' });
  expect(driver.snapshot.processes.relay.pc).toBe(0);
  driver.step('relay');
  expect(driver.snapshot.timeline.at(-1)).toMatchObject({
    text: 'pollAggregateWaiting',
    params: { event: 'evt-0002', head: 'evt-0001' },
  });
  expect(row(driver, 'evt-0002')).toMatchObject({ status: 'pending', attempt_count: 0 });
  expect(driver.snapshot.inFlight).toEqual([]);
});

test('links carry the delivery order as order=strict or order=aggregate, and refuse any other', () => {
  for (const order of ['strict', 'aggregate'] as const) {
    const link = { design: 'outbox', actions: [], options: { ...DEFAULT_OPTIONS, order } };
    expect(encodeLink(link)).toBe(`#/lab?design=outbox&order=${order}`);
    expect(parseLink(`design=outbox&order=${order}`)).toEqual({ ok: true, link });
  }
  expect(parseLink('design=outbox&order=due')).toEqual({ ok: true, link: { design: 'outbox', actions: [] } });
  for (const bad of ['order=STRICT', 'order=', 'order=per-aggregate', 'order=1'])
    expect(parseLink(`design=outbox&${bad}`), bad).toMatchObject({ ok: false, error: 'options' });
});
