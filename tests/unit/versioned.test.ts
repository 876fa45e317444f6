// Optimistic versioning (seed 000's assets, on orders): an amendment changes an order only at the version the
// client read, writes one outbox event for the new version in the same transaction, and a stale version gets
// 409 with nothing written. Events carry deltas, so the warehouse ends at the order's quantity.
import { afterEach, expect, test } from 'vitest';
import { readMeasure } from '../../app/course/measure';
import { decodeAction } from '../../app/engine/actions/registry';
import { DEFAULT_OPTIONS } from '../../app/engine/types';
import { LabDriver } from '../support/lab-driver';

let driver: LabDriver | undefined;
afterEach(() => driver?.dispose());

const amend = (d: LabDriver, orderId: string, quantity: number, version: number) => d.act({ type: 'amend', orderId, quantity, version });
const outbox = (d: LabDriver) => d.pane('order', 'outbox').independent.rows!;

test('an amendment at the current version bumps it, writes one event for the new version, and the warehouse follows', async () => {
  driver = await LabDriver.create('versioned');
  driver.submit('snack-7', 7).runToEnd();
  amend(driver, 'snack-7', 5, 1).runToEnd();
  expect(driver.pane('order', 'orders').independent.rows![0]).toMatchObject({ quantity: 5, version: 2 });
  expect(outbox(driver).map((r) => [r.event_type, r.aggregate_version])).toEqual([
    ['OrderAccepted', 1],
    ['OrderAmended', 2],
  ]);
  expect(JSON.parse(String(outbox(driver)[1].payload_json)).data).toEqual({ item: 'snack', new_quantity: 5, order_id: 'snack-7', quantity: -2 });
  expect(driver.prepared('snack-7')).toBe(5);
  expect(driver.snapshot.verdict?.outcome).toBe('ok');
});

test('two amendments from the same stale read: the second gets 409, and the outbox gets no row for it', async () => {
  driver = await LabDriver.create('versioned');
  driver.submit('snack-7', 7).runToEnd();
  amend(driver, 'snack-7', 5, 1);
  amend(driver, 'snack-7', 9, 1).runToEnd();
  expect(driver.snapshot.timeline.filter((e) => e.lane === 'client' && e.text.startsWith('respond')).map((e) => e.text)).toEqual(['respondAccepted', 'respondAmended', 'respondStale']);
  expect(driver.snapshot.timeline.find((e) => e.text === 'respondStale')?.params).toMatchObject({ expected: 1, current: 2 });
  expect(outbox(driver)).toHaveLength(2);
  expect(driver.pane('order', 'orders').independent.rows![0]).toMatchObject({ quantity: 5, version: 2 });
  expect(driver.prepared('snack-7')).toBe(5);
  // A lesson's "response" measure reads the amendment's own answer.
  expect(readMeasure(driver.snapshot, { kind: 'response' })).toBe('stale');
});

test('the outbox refuses a second event for one version: UNIQUE (aggregate_type, aggregate_id, aggregate_version)', async () => {
  driver = await LabDriver.create('versioned');
  driver.submit('snack-7', 7).runToEnd();
  // Asked of the live world through the order service's own connection; the refused INSERT leaves it as it was.
  const refused = driver.lab.inspect('versioned', driver.actions, DEFAULT_OPTIONS, (world) => {
    try {
      world.procs.order.conn!.run(
        `INSERT INTO outbox (event_id, aggregate_type, aggregate_id, aggregate_version, event_type, schema_version, payload_json, available_at, created_at)
         VALUES ('evt-x', 'order', 'snack-7', 1, 'OrderAccepted', 1, '{}', 'a', 'a')`,
      );
      return 'inserted';
    } catch (error) {
      return (error as Error).message;
    }
  });
  expect(refused).toMatch(/UNIQUE constraint failed: outbox\.aggregate_type, outbox\.aggregate_id, outbox\.aggregate_version/);
  expect(outbox(driver)).toHaveLength(1);
});

test('an amendment that arrives before the order it changes still adds up (deltas commute)', async () => {
  driver = await LabDriver.create('versioned');
  driver.submit('snack-7', 7).step('order', 8);
  amend(driver, 'snack-7', 3, 1).step('order', 7);
  // Lose the first event's request: the amendment is delivered first, the original a minute later.
  driver.dropRequest().runToEnd();
  const stockWrites = driver.snapshot.timeline.filter((e) => e.text === 'stockAdded').map((e) => e.params.quantity);
  expect(stockWrites).toEqual([-4, 7]);
  expect(driver.prepared('snack-7')).toBe(3);
  expect(driver.snapshot.verdict?.outcome).toBe('ok');
});

test('an unknown order gets 404; a design without amendments refuses them; tokens are held to their shape', async () => {
  driver = await LabDriver.create('versioned');
  amend(driver, 'nope-1', 3, 1).runToEnd();
  expect(driver.texts('client').at(-1)).toBe('respondUnknownOrder');
  driver.dispose();
  driver = await LabDriver.create('outbox-inbox');
  expect(driver.snapshot.blockers.actions['m:snack-7:5:1']).toBe('notInDesign');
  expect(decodeAction('m:snack-7:5:2')).toEqual({ type: 'amend', orderId: 'snack-7', quantity: 5, version: 2 });
  for (const bad of ['m:snack-7:5:0', 'm:snack-7:0:1', 'm:snack-7:5', 'm:snack 7:5:1', 'm:snack-7:5:01']) expect(decodeAction(bad), bad).toBeNull();
});
