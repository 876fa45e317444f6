// A design says how many instances of each role it runs, and the world runs them: each its own connection, program
// pointer and lane, picked by the scheduler in role order. Shown here with Outbox + inbox run by two relays that
// take no claim — both read the same pending row and both send it; the warehouse's inbox absorbs the second — and
// with two order workers sharing the client's queue. (The page, links and the explorer still offer the first
// instance of each role; the issue "Past one relay" takes them the rest of the way.)
import { expect, test } from 'vitest';
import type { Design } from '../../app/engine/designs/design';
import { designRegistry } from '../../app/engine/designs/registry';
import { applyAction } from '../../app/engine/actions/apply-action';
import { runToEnd } from '../../app/engine/runtime/scheduler';
import { stepProcess } from '../../app/engine/runtime/step';
import { World } from '../../app/engine/runtime/world';
import { filesFor } from '../../app/engine/runtime/world-files';
import { processIdsOf } from '../../app/engine/types';
import { LabDriver } from '../support/lab-driver';
import { loadSql } from '../support/sql-node';

const outboxInbox = designRegistry.get('outbox-inbox');
const twoRelays: Design = { ...outboxInbox, id: 'two-relays', processes: { relay: 2 } };
const twoWorkers: Design = { ...outboxInbox, id: 'two-workers', processes: { order: 2 } };
const designs = designRegistry.with(twoRelays);
const sql = await loadSql();

test('a design declares its instances; one of each keeps the ids links and lessons use', () => {
  expect(processIdsOf(outboxInbox.processes)).toEqual(['order', 'relay', 'warehouse']);
  expect(processIdsOf(twoRelays.processes)).toEqual(['order', 'relay', 'relay2', 'warehouse']);
  expect(processIdsOf({ order: 2, warehouse: 0 })).toEqual(['order', 'order2', 'relay']);
});

test('two relays with no claim both send the committed row; the inbox absorbs the second delivery', async () => {
  const lab = await LabDriver.create(twoRelays.id, [], { designs });
  lab.submit('snack-7', 7).runToEnd();
  const { timeline, processes } = lab.snapshot;
  expect(
    Object.values(processes)
      .filter((p) => p.inDesign)
      .map((p) => p.id),
  ).toEqual(['order', 'relay', 'relay2', 'warehouse']);
  const sends = timeline.filter((e) => e.text === 'sentRequest');
  expect(sends.map((e) => e.params.from)).toEqual(['relay', 'relay2']);
  expect(new Set(timeline.filter((e) => e.text === 'pollFound').map((e) => e.params.event))).toEqual(
    new Set(['evt-0001']),
  );
  // Each relay has a connection of its own and polled on its own lane.
  expect(timeline.some((e) => e.lane === 'relay2' && e.text === 'ackReceived')).toBe(true);
  expect(timeline.filter((e) => e.text === 'inboxDuplicate')).toHaveLength(1);
  expect(lab.prepared('snack-7')).toBe(7);
  expect(lab.snapshot.verdict).toMatchObject({ outcome: 'ok', absorbed: 1 });
  lab.dispose();
});

test('two order workers take the client’s queue between them, each in its own transaction', () => {
  // The world itself (the lab's machine and links still step the first instance of each role).
  const world = new World(sql, twoWorkers, filesFor('two-workers'));
  applyAction(world, { type: 'submit', orderId: 'a-1', quantity: 1 });
  applyAction(world, { type: 'submit', orderId: 'b-2', quantity: 2 });
  // Each worker takes one request off the queue (line 1), then the supervisor runs both to the end.
  stepProcess(world, 'order');
  stepProcess(world, 'order2');
  runToEnd(world);
  const taken = world.timeline.filter((e) => e.text === 'requestTaken');
  expect(taken.map((e) => [e.lane, e.params.order])).toEqual([
    ['order', 'a-1'],
    ['order2', 'b-2'],
  ]);
  const begins = world.timeline.filter((e) => e.text === 'begin');
  expect(begins.map((e) => e.params.process)).toEqual(expect.arrayContaining(['order', 'order2']));
  expect(world.read('order', 'SELECT order_id FROM orders ORDER BY order_id').map((r) => r.order_id)).toEqual([
    'a-1',
    'b-2',
  ]);
  expect(world.read('warehouse', 'SELECT order_id, prepared FROM stock ORDER BY order_id')).toEqual([
    { order_id: 'a-1', prepared: 1 },
    { order_id: 'b-2', prepared: 2 },
  ]);
  world.dispose();
});
