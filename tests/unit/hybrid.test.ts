// The hybrid outbox (seed 002): an eager publish right after COMMIT, and the relay as a scanner that takes rows
// still pending 30 s after they were written. Both can send the same event; the inbox absorbs the second.
import { afterEach, expect, test } from 'vitest';
import { EPOCH } from '../../app/engine/runtime/clock';
import { designRegistry } from '../../app/engine/designs/registry';
import { hybrid, SCAN_AFTER_MS } from '../../app/engine/designs/hybrid';
import { INBOX, STOCK } from '../../app/engine/designs/tables';
import { warehouseProgram } from '../../app/engine/programs/warehouse';
import type { Design } from '../../app/engine/designs/design';
import { LabDriver } from '../support/lab-driver';

let driver: LabDriver | undefined;
afterEach(() => driver?.dispose());

const texts = (d: LabDriver, text: string) => d.snapshot.timeline.filter((e) => e.text === text);
const wait = (d: LabDriver, seconds: number) => d.act({ type: 'wait', seconds });

test('the eager path publishes at once; the scanner never has to send', async () => {
  driver = await LabDriver.create('hybrid');
  driver.submit('snack-7', 7).runToEnd();
  expect(texts(driver, 'eagerPicked')).toHaveLength(1);
  expect(texts(driver, 'pollFound')).toHaveLength(0);
  expect(driver.pane('order', 'outbox').independent.rows![0]).toMatchObject({ status: 'published', attempt_count: 1 });
  expect(driver.snapshot.verdict?.outcome).toBe('ok');
  expect(driver.snapshot.now).toBeLessThan(1_000);
});

test('the order service dies after its 202: the scanner takes the row 30 s after it was written, not a tick before', async () => {
  driver = await LabDriver.create('hybrid');
  driver.submit('snack-7', 7).step('order', 7).crash('order').restart('order');
  const createdAt = Date.parse(String(driver.pane('order', 'outbox').independent.rows![0].created_at)) - EPOCH;
  // A scanner pass just before the 30 s finds nothing it may take.
  wait(driver, 29);
  const early = createdAt + SCAN_AFTER_MS - driver.snapshot.now;
  expect(early).toBeGreaterThan(0);
  driver.step('relay');
  expect(driver.texts('orderDb').at(-1)).toBe('pollEmpty');
  // The clock's next timer is exactly the row's 30 s.
  driver.advanceClock();
  expect(driver.snapshot.now).toBe(createdAt + SCAN_AFTER_MS);
  driver.step('relay');
  expect(driver.texts('orderDb').at(-1)).toBe('pollFound');
  driver.runToEnd();
  expect(driver.snapshot.verdict?.outcome).toBe('ok');
});

test('an eager publish that fails after the 202 answers nobody: the row waits for the scanner', async () => {
  driver = await LabDriver.create('hybrid');
  driver.submit('snack-7', 7).outage('erroring', 1).runToEnd();
  expect(texts(driver, 'eagerLeftToScanner')).toHaveLength(1);
  expect(texts(driver, 'respondError')).toHaveLength(0);
  expect(texts(driver, 'respondAccepted')).toHaveLength(1);
  expect(texts(driver, 'pollFound').length).toBeGreaterThan(0);
  expect(driver.snapshot.verdict?.outcome).toBe('ok');
});

/** The race: the eager request is on the wire when the scanner, 60 s later, sends the same event too. */
function race(d: LabDriver): LabDriver {
  d.submit('snack-7', 7).step('order', 9);
  expect(d.snapshot.inFlight.map((m) => m.kind)).toEqual(['request']);
  wait(d, 60);
  d.step('relay', 2);
  expect(d.snapshot.inFlight.map((m) => `${m.from}→${m.to}`)).toEqual(['order→warehouse', 'relay→warehouse']);
  return d.runToEnd();
}

test('both send: with the inbox the second delivery changes nothing, and the verdict is ok', async () => {
  driver = race(await LabDriver.create('hybrid'));
  expect(texts(driver, 'inboxDuplicate')).toHaveLength(1);
  expect(driver.prepared('snack-7')).toBe(7);
  expect(texts(driver, 'markedPublished')).toHaveLength(1);
  expect(driver.snapshot.verdict).toMatchObject({ outcome: 'ok', absorbed: 1 });
});

test('both send: without an inbox the warehouse prepares the order twice', async () => {
  const noInbox: Design = {
    ...hybrid,
    id: 'hybrid-no-inbox',
    tables: hybrid.tables.filter((t) => t !== INBOX),
    programs: (options) => ({ ...hybrid.programs(options), warehouse: warehouseProgram({ inbox: false }) }),
  };
  expect(noInbox.tables).toContain(STOCK);
  driver = race(await LabDriver.create('hybrid-no-inbox', [], { designs: designRegistry.with(noInbox) }));
  expect(driver.prepared('snack-7')).toBe(14);
  expect(driver.snapshot.verdict?.outcome).toBe('duplicated');
});

const entries = (d: LabDriver, text: string) =>
  d.snapshot.timeline.filter((e) => e.text === text).map(({ lane, params }) => ({ lane, params }));

test('the eager path names its event and order on the order database lane, and the 202 names its order', async () => {
  driver = await LabDriver.create('hybrid');
  driver.submit('snack-7', 7).runToEnd();
  expect(entries(driver, 'respondAccepted')).toEqual([{ lane: 'client', params: { request: 1, order: 'snack-7' } }]);
  expect(entries(driver, 'eagerPicked')).toEqual([
    { lane: 'orderDb', params: { event: 'evt-0001', order: 'snack-7' } },
  ]);
});

test('the scanner sent the event first: the eager read finds nothing pending, says so, and the service stops there', async () => {
  driver = await LabDriver.create('hybrid');
  driver.submit('snack-7', 7).stepTo('order', 8);
  wait(driver, 30);
  // The scanner and the warehouse take turns until the row is published; the order service stays where it is.
  for (let guard = 0; driver.pane('order', 'outbox').independent.rows![0].status === 'pending'; guard += 1) {
    expect(guard).toBeLessThan(20);
    driver.step(driver.can({ type: 'STEP', process: 'relay' }) ? 'relay' : 'warehouse');
  }
  expect(driver.pane('order', 'outbox').independent.rows![0]).toMatchObject({ status: 'published' });
  driver.step('order');
  expect(entries(driver, 'eagerNothing')).toEqual([{ lane: 'orderDb', params: { order: 'snack-7' } }]);
  expect(texts(driver, 'eagerPicked')).toHaveLength(0);
  expect(driver.snapshot.processes.order.pc).toBe(0);
  expect(driver.prepared('snack-7')).toBe(7);
  expect(driver.snapshot.verdict?.outcome).toBe('ok');
});

test('a failure before the 202 answers the client with a 500 naming the order and the error', async () => {
  driver = await LabDriver.create('hybrid');
  driver.submit('snack-7', 7).stepTo('order', 5).fail('order').settle('order');
  const [error] = entries(driver, 'respondError');
  expect(error).toMatchObject({ lane: 'client', params: { request: 1, order: 'snack-7' } });
  expect(String(error.params.error)).not.toBe('');
  expect(texts(driver, 'eagerLeftToScanner')).toHaveLength(0);
});

test('a failure after the 202 leaves the row to the scanner, naming the event, the order and the error', async () => {
  driver = await LabDriver.create('hybrid');
  driver.submit('snack-7', 7).stepTo('order', 9).fail('order').settle('order');
  const [left] = entries(driver, 'eagerLeftToScanner');
  expect(left).toMatchObject({ lane: 'order', params: { event: 'evt-0001', order: 'snack-7' } });
  expect(String(left.params.error)).not.toBe('');
  expect(texts(driver, 'respondError')).toHaveLength(0);
});
