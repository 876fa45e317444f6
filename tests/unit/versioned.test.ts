// Optimistic versioning (seed 000's assets, on orders): an amendment changes an order only at the version the
// client read, writes one outbox event for the new version in the same transaction, and a stale version gets
// 409 with nothing written. Events carry deltas, so the warehouse ends at the order's quantity.
import { afterEach, expect, test } from 'vitest';
import { readMeasure } from '../../app/course/measure';
import { decodeAction } from '../../app/engine/actions/registry';
import { designRegistry } from '../../app/engine/designs/registry';
import { DEFAULT_OPTIONS } from '../../app/engine/types';
import { LabDriver } from '../support/lab-driver';

let driver: LabDriver | undefined;
afterEach(() => driver?.dispose());

const amend = (d: LabDriver, orderId: string, quantity: number, version: number) =>
  d.act({ type: 'amend', orderId, quantity, version });
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
  expect(JSON.parse(String(outbox(driver)[1].payload_json)).data).toEqual({
    item: 'snack',
    new_quantity: 5,
    order_id: 'snack-7',
    quantity: -2,
  });
  expect(driver.prepared('snack-7')).toBe(5);
  expect(driver.snapshot.verdict?.outcome).toBe('ok');
});

test('two amendments from the same stale read: the second gets 409, and the outbox gets no row for it', async () => {
  driver = await LabDriver.create('versioned');
  driver.submit('snack-7', 7).runToEnd();
  amend(driver, 'snack-7', 5, 1);
  amend(driver, 'snack-7', 9, 1).runToEnd();
  expect(
    driver.snapshot.timeline.filter((e) => e.lane === 'client' && e.text.startsWith('respond')).map((e) => e.text),
  ).toEqual(['respondAccepted', 'respondAmended', 'respondStale']);
  expect(driver.snapshot.timeline.find((e) => e.text === 'respondStale')?.params).toMatchObject({
    expected: 1,
    current: 2,
  });
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
  expect(refused).toMatch(
    /UNIQUE constraint failed: outbox\.aggregate_type, outbox\.aggregate_id, outbox\.aggregate_version/,
  );
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
  expect(driver.snapshot.timeline.find((e) => e.text === 'respondUnknownOrder')?.params).toEqual({
    request: 1,
    order: 'nope-1',
  });
  driver.dispose();
  driver = await LabDriver.create('outbox-inbox');
  expect(driver.snapshot.blockers.actions['m:snack-7:5:1']).toBe('notInDesign');
  expect(decodeAction('m:snack-7:5:2')).toEqual({ type: 'amend', orderId: 'snack-7', quantity: 5, version: 2 });
  for (const bad of ['m:snack-7:5:0', 'm:snack-7:0:1', 'm:snack-7:5', 'm:snack 7:5:1', 'm:snack-7:5:01'])
    expect(decodeAction(bad), bad).toBeNull();
});

test('a lost amendment that lowered the quantity is lost, not duplicated: the verdict reads which events took effect', async () => {
  // Parked: the warehouse rejects the amendment's event, and the relay gives up after one attempt.
  driver = await LabDriver.create('versioned', [], { options: { ...DEFAULT_OPTIONS, maxAttempts: 1 } });
  driver.submit('snack-7', 7).runToEnd();
  amend(driver, 'snack-7', 5, 1).settle('order').outage('rejecting', 5).runToEnd();
  expect(outbox(driver).map((r) => r.status)).toEqual(['published', 'failed']);
  // More prepared than asked (7 against 5), and still lost: the event that would have taken 2 off never arrived.
  expect(driver.snapshot.verdict?.evidence).toEqual([
    { order_id: 'snack-7', quantity: 5, prepared: 7, outcome: 'lost' },
  ]);
  expect(driver.snapshot.verdict?.outcome).toBe('lost');
  driver.dispose();
  // Deleted: an operator deletes the amendment's pending row before the relay reads it.
  driver = await LabDriver.create('versioned');
  driver.submit('snack-7', 7).runToEnd();
  amend(driver, 'snack-7', 5, 1).settle('order').act({ type: 'cleanup', target: 'pending' });
  expect(driver.value).toMatchObject({ run: 'ended' });
  expect(outbox(driver)).toHaveLength(1);
  expect(driver.snapshot.verdict?.evidence).toEqual([
    { order_id: 'snack-7', quantity: 5, prepared: 7, outcome: 'lost' },
  ]);
});

test('an amendment applied twice past the inbox would read duplicated, whichever way it changed the quantity', async () => {
  driver = await LabDriver.create('versioned');
  driver.submit('snack-7', 7).runToEnd();
  amend(driver, 'snack-7', 5, 1).runToEnd();
  // Every event is in the inbox, and the stock was changed behind its back: a second -2.
  const evidence = driver.lab.inspect('versioned', driver.actions, DEFAULT_OPTIONS, (world) => {
    world.procs.warehouse.conn!.run("UPDATE stock SET prepared = prepared - 2 WHERE order_id = 'snack-7'");
    return world.files.auditor.query(designRegistry.get('versioned').evidence!.sql);
  });
  expect(evidence).toEqual([{ order_id: 'snack-7', quantity: 5, prepared: 3, outcome: 'duplicated' }]);
});

test('without the version check, UNIQUE (aggregate_type, aggregate_id, aggregate_version) is the backstop: the stale amendment rolls back with a 500', async () => {
  driver = await LabDriver.create('versioned-unguarded');
  driver.submit('snack-7', 7).runToEnd();
  amend(driver, 'snack-7', 5, 1).settle('order');
  amend(driver, 'snack-7', 9, 1).settle('order');
  // The blind UPDATE ran (version = 1 + 1 again), then the event for version 2 met the first one's.
  const refused = driver.snapshot.timeline.filter((e) => e.lane === 'client').at(-1)!;
  expect(refused.text).toBe('respondError');
  expect(String(refused.params.error)).toMatch(
    /UNIQUE constraint failed: outbox\.aggregate_type, outbox\.aggregate_id, outbox\.aggregate_version/,
  );
  // Nothing of it stayed: the order keeps the first amendment, the outbox one event per version.
  expect(driver.pane('order', 'orders').independent.rows![0]).toMatchObject({ quantity: 5, version: 2 });
  expect(outbox(driver).map((r) => r.aggregate_version)).toEqual([1, 2]);
  driver.runToEnd();
  expect(driver.prepared('snack-7')).toBe(5);
  expect(driver.snapshot.verdict?.outcome).toBe('ok');
});

test('without the version check, an amendment that names a version ahead of the order jumps to it: nothing stops that one', async () => {
  driver = await LabDriver.create('versioned-unguarded');
  driver.submit('snack-7', 7).runToEnd();
  amend(driver, 'snack-7', 5, 4).runToEnd();
  expect(driver.pane('order', 'orders').independent.rows![0]).toMatchObject({ quantity: 5, version: 5 });
  expect(outbox(driver).map((r) => r.aggregate_version)).toEqual([1, 5]);
  driver.dispose();
  // The guarded design refuses the same amendment with 409.
  driver = await LabDriver.create('versioned');
  driver.submit('snack-7', 7).runToEnd();
  amend(driver, 'snack-7', 5, 4).runToEnd();
  expect(driver.texts('client').at(-1)).toBe('respondStale');
});

test('an amendment delivered after a relay crash is its own event, not a duplicate: the inbox design tells no chain', async () => {
  driver = await LabDriver.create('versioned');
  driver.submit('snack-7', 7).runToEnd();
  amend(driver, 'snack-7', 5, 1);
  driver.arm('crash', 'relay', 2).runToEnd();
  expect(driver.texts('relay')).toContain('crashed');
  expect(driver.prepared('snack-7')).toBe(5);
  // Two deliveries of the order committed, with a relay crash between them: without asking whether the warehouse
  // keeps an inbox, the second (evt-0002, a delta of -2) would read as the first applied again.
  expect(driver.snapshot.verdict).toMatchObject({ outcome: 'ok', causes: [], absorbed: 0 });
});

test('an amendment writes its steps to the timeline: the UPDATE and the outbox row on the order database, the 200 to the client', async () => {
  driver = await LabDriver.create('versioned');
  driver.submit('snack-7', 7).runToEnd();
  amend(driver, 'snack-7', 5, 1).runToEnd();
  const entry = (text: string) => driver!.snapshot.timeline.find((e) => e.text === text);
  expect(entry('amendedUncommitted')).toMatchObject({
    lane: 'orderDb',
    params: { order: 'snack-7', version: 2, quantity: 5 },
  });
  expect(entry('insertedOutboxUncommitted')?.lane).toBe('orderDb');
  expect(driver.snapshot.timeline.filter((e) => e.text === 'insertedOutboxUncommitted').at(-1)).toMatchObject({
    params: { event: 'evt-0002', order: 'snack-7' },
    wrote: 'outbox',
  });
  expect(entry('respondAmended')).toMatchObject({
    lane: 'client',
    params: { request: 2, order: 'snack-7', quantity: 5 },
  });
  // The envelope names what happened and to which aggregate, as the first event's does.
  const envelope = JSON.parse(String(outbox(driver)[1].payload_json));
  expect(envelope).toMatchObject({ event_type: 'OrderAmended', aggregate_type: 'order', aggregate_version: 2 });
});

test('the route line shows the guard the design’s UPDATE has, and only then', async () => {
  driver = await LabDriver.create('versioned');
  const routeLine = (d: LabDriver) => d.snapshot.processes.order.lines.find((l) => l.startsWith('if request'));
  expect(routeLine(driver)).toBe('if request is an amendment: go to UPDATE orders … AND version = :expected');
  driver.dispose();
  driver = await LabDriver.create('versioned-unguarded');
  expect(routeLine(driver)).toBe('if request is an amendment: go to UPDATE orders …');
});
