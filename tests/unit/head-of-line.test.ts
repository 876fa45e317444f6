// Head-of-line blocking and its fixes. One event the warehouse keeps rejecting (a poison message) sits at the
// front of the outbox with another order's event behind it. Seed 000's relay takes the oldest row that is *due*,
// so the second passes while the first backs off; a relay that delivers strictly in order waits for the first,
// and the second with it — until the first is delivered, or parked after N attempts.
import { afterEach, expect, test } from 'vitest';
import { EPOCH } from '../../app/engine/runtime/clock';
import { DEFAULT_OPTIONS, type DesignOptions } from '../../app/engine/types';
import { LabDriver } from '../support/lab-driver';

let driver: LabDriver | undefined;
afterEach(() => driver?.dispose());

/**
 * Two orders committed (evt-0001 for a-1, then evt-0002 for b-2), then the warehouse rejects evt-0001 for 5 minutes.
 */
async function twoRowsFirstPoisoned(options: Partial<DesignOptions> = {}): Promise<LabDriver> {
  const d = await LabDriver.create('outbox', [], { options: { ...DEFAULT_OPTIONS, ...options } });
  d.submit('a-1', 1).step('order', 7).submit('b-2', 2).step('order', 7);
  return d.outage('rejecting', 5);
}

const row = (d: LabDriver, event: string) =>
  d.pane('order', 'outbox').independent.rows!.find((r) => r.event_id === event)!;
const publishedAt = (d: LabDriver, event: string) => Date.parse(String(row(d, event).published_at)) - EPOCH;

test('the poison targets the oldest pending row only: every other event gets through', async () => {
  driver = await twoRowsFirstPoisoned();
  expect(driver.snapshot.outage).toMatchObject({ mode: 'rejecting', eventId: 'evt-0001' });
  driver.runToEnd();
  expect(driver.snapshot.timeline.filter((e) => e.text === 'outageAnswered')).toHaveLength(5);
  expect(driver.snapshot.verdict?.outcome).toBe('ok');
});

test('seed 000’s relay (due rows first): the row behind the failing one is delivered at once', async () => {
  driver = await twoRowsFirstPoisoned();
  driver.runToEnd();
  expect(row(driver, 'evt-0001')).toMatchObject({ status: 'published', attempt_count: 6 });
  expect(row(driver, 'evt-0002')).toMatchObject({ status: 'published', attempt_count: 1 });
  expect(publishedAt(driver, 'evt-0002')).toBeLessThan(10_000);
  expect(publishedAt(driver, 'evt-0001')).toBeGreaterThanOrEqual(300_000);
});

test('strict order: the row behind waits for the failing one, and is delivered only after it', async () => {
  driver = await twoRowsFirstPoisoned({ order: 'strict' });
  driver.runToEnd();
  expect(row(driver, 'evt-0002')).toMatchObject({ status: 'published', attempt_count: 1 });
  expect(publishedAt(driver, 'evt-0001')).toBeGreaterThanOrEqual(300_000);
  expect(publishedAt(driver, 'evt-0002')).toBeGreaterThan(publishedAt(driver, 'evt-0001'));
  // The relay never even read the second row while the first waited.
  const found = driver.snapshot.timeline.filter((e) => e.text === 'pollFound').map((e) => e.params.event);
  expect(found.indexOf('evt-0002')).toBe(found.length - 1);
});

test('strict order, stepped by hand while the head backs off: the relay says it waits and sends nothing', async () => {
  driver = await twoRowsFirstPoisoned({ order: 'strict' });
  driver.step('relay', 5); // poll, send, await the 500, record the failure: back to the top
  expect(row(driver, 'evt-0001')).toMatchObject({ status: 'pending', attempt_count: 1 });
  driver.step('relay');
  expect(driver.texts('orderDb').at(-1)).toBe('pollHeadWaiting');
  expect(driver.snapshot.processes.relay.pc).toBe(0);
  expect(driver.snapshot.inFlight).toEqual([]);
});

test('strict order with parking after 3 attempts: the head is parked as failed, and the row behind goes', async () => {
  driver = await twoRowsFirstPoisoned({ order: 'strict', maxAttempts: 3 });
  driver.runToEnd();
  expect(row(driver, 'evt-0001')).toMatchObject({ status: 'failed', attempt_count: 3 });
  expect(row(driver, 'evt-0002')).toMatchObject({ status: 'published' });
  // Parked at the third attempt, two minutes in: long before the warehouse would have taken it.
  expect(publishedAt(driver, 'evt-0002')).toBeLessThan(180_000);
  expect(driver.snapshot.ops).toMatchObject({ pending: 0, failed: 1 });
  // Parking is a decision to lose the event: the verdict says so.
  expect(driver.snapshot.verdict?.outcome).toBe('lost');
});

test('a poison needs a pending row, and a design with an outbox', async () => {
  driver = await LabDriver.create('outbox');
  expect(driver.snapshot.blockers.actions['x:p:5']).toBe('nothingPending');
  driver.dispose();
  driver = await LabDriver.create('commit-then-send');
  expect(driver.snapshot.blockers.actions['x:p:5']).toBe('notInDesign');
});
