// The accumulation buffer (seed 002): usage rows buffered per request, added up per user every 5 virtual
// minutes and deleted in the same transaction; split into two transactions, a crash between them counts the
// same rows twice, and the verdict says so.
import { afterEach, expect, test } from 'vitest';
import { BATCH_EVERY_MS } from '../../app/engine/programs/accumulation';
import { LabDriver } from '../support/lab-driver';

let driver: LabDriver | undefined;
afterEach(() => driver?.dispose());

const totals = (d: LabDriver) =>
  Object.fromEntries(d.pane('order', 'usage_totals').independent.rows!.map((r) => [r.user_id, r.tokens]));
const buffered = (d: LabDriver) => d.pane('order', 'accumulation_buffer').independent.total;

function usage(d: LabDriver): LabDriver {
  return d.submit('alice-1', 3).submit('alice-2', 4).submit('bob-1', 5).step('order', 21);
}

test('one batch at the five-minute mark adds the buffered rows up per user and deletes them, together', async () => {
  driver = usage(await LabDriver.create('accumulation'));
  expect(buffered(driver)).toBe(3);
  expect(driver.snapshot.nextTimer).toBe(BATCH_EVERY_MS);
  // Not a batch time yet: the aggregator finds nothing it may take.
  driver.step('relay');
  expect(driver.texts('orderDb').at(-1)).toBe('batchNotDue');
  driver.runToEnd();
  expect(driver.snapshot.timeline.find((e) => e.text === 'batchStarted')?.at).toBe(BATCH_EVERY_MS + 10);
  expect(totals(driver)).toEqual({ alice: 7, bob: 5 });
  expect(buffered(driver)).toBe(0);
  expect(driver.snapshot.verdict?.evidence.map((r) => [r.order_id, r.quantity, r.prepared, r.outcome])).toEqual([
    ['alice', 7, 7, 'ok'],
    ['bob', 5, 5, 'ok'],
  ]);
});

test('one transaction: a crash before the delete commits rolls the totals back too, and the next batch counts once', async () => {
  driver = usage(await LabDriver.create('accumulation'));
  // Relay: 1 batch due, 2 BEGIN, 3 add to totals, 4 DELETE, 5 COMMIT.
  driver.arm('crash', 'relay', 5).runToEnd();
  expect(driver.snapshot.timeline.filter((e) => e.text === 'batchAggregated')).toHaveLength(2);
  expect(totals(driver)).toEqual({ alice: 7, bob: 5 });
  expect(driver.snapshot.verdict?.outcome).toBe('ok');
});

test('the delete apart: a crash between the two transactions counts the same rows again at the next batch', async () => {
  driver = usage(await LabDriver.create('accumulation-split'));
  // Relay: 1 batch due, 2 BEGIN, 3 add to totals, 4 COMMIT, 5 BEGIN, 6 DELETE, 7 COMMIT.
  driver.arm('crash', 'relay', 5).runToEnd();
  expect(totals(driver)).toEqual({ alice: 14, bob: 10 });
  expect(buffered(driver)).toBe(0);
  const verdict = driver.snapshot.verdict!;
  expect(verdict.outcome).toBe('duplicated');
  expect(verdict.evidence.map((r) => [r.order_id, r.quantity, r.prepared])).toEqual([
    ['alice', 7, 14],
    ['bob', 5, 10],
  ]);
  // Why, per user: the first batch committed the totals, the relay crashed before the DELETE committed, and the next
  // batch (run as soon as the relay was back, for the same cutoff) found the same rows and counted them again. Each
  // link points at the timeline entry that shows it.
  expect(verdict.causes.map((c) => [c.order, c.finding, c.links.map((l) => [l.kind, l.params])])).toEqual(
    ['alice', 'bob'].map((user) => [
      user,
      'countedTwice',
      [
        ['batchCounted', { user, cutoff: '+300.000s' }],
        ['aggregatorCrashed', { line: 5 }],
        ['batchCountedAgain', { user, cutoff: '+300.000s' }],
      ],
    ]),
  );
  const timeline = driver.snapshot.timeline;
  expect(verdict.causes[0].links.map((l) => timeline[l.seq - 1].text)).toEqual([
    'commit',
    'crashed',
    'batchAggregated',
  ]);
});

test('no chain is told for a user counted once, nor when the rows went in the same transaction as the totals', async () => {
  driver = usage(await LabDriver.create('accumulation'));
  // Relay: 1 batch due, 2 BEGIN, 3 add to totals, 4 DELETE, 5 COMMIT: a crash before COMMIT loses both together.
  driver.arm('crash', 'relay', 5).runToEnd();
  expect(totals(driver)).toEqual({ alice: 7, bob: 5 });
  expect(driver.snapshot.verdict).toMatchObject({ outcome: 'ok', causes: [] });
});

test('rows written after a batch time wait for the next one', async () => {
  driver = await LabDriver.create('accumulation');
  driver
    .submit('alice-1', 3)
    .step('order', 7)
    .act({ type: 'wait', seconds: 301 })
    .submit('alice-2', 4)
    .step('order', 7)
    .step('relay', 5);
  // The first batch took alice-1 only; alice-2 was written after 09:05:00.
  expect(totals(driver)).toEqual({ alice: 3 });
  expect(buffered(driver)).toBe(1);
  driver.runToEnd();
  expect(totals(driver)).toEqual({ alice: 7 });
  expect(driver.snapshot.now).toBeGreaterThanOrEqual(2 * BATCH_EVERY_MS);
});

test('no warehouse, no outage: the outage controls say the warehouse is not in this design', async () => {
  driver = await LabDriver.create('accumulation');
  for (const token of ['x:u:5', 'x:e:5', 'x:p:5'])
    expect(driver.snapshot.blockers.actions[token], token).toBe('notInDesign');
});

test('a batch says what it did: the cutoff it found nothing before, then the users it added up and the rows it deleted', async () => {
  driver = await LabDriver.create('accumulation');
  // An id without a user prefix is its own user.
  driver.submit('alice-1', 3).submit('carol', 4).step('order', 14);
  driver.step('relay');
  const last = (text: string) => driver!.snapshot.timeline.filter((e) => e.text === text).at(-1);
  expect(last('batchNotDue')).toMatchObject({ lane: 'orderDb', params: { cutoff: '2026-01-01T09:00:00.000Z' } });
  driver.act({ type: 'wait', seconds: 300 }).step('relay', 4);
  expect(last('batchStarted')?.params).toEqual({ rows: 2, cutoff: '2026-01-01T09:05:00.000Z' });
  expect(last('batchAggregated')).toMatchObject({ lane: 'orderDb', params: { users: 2 } });
  expect(last('batchDeleted')).toMatchObject({ lane: 'orderDb', params: { rows: 2 } });
  // A crash before COMMIT: the totals the batch wrote vanish, and the pane shows which.
  driver.crash('relay');
  expect(driver.snapshot.vanished.map((v) => [v.table, v.key, v.kind, v.why])).toEqual([
    ['usage_totals', 'alice', 'insert', 'crash'],
    ['usage_totals', 'carol', 'insert', 'crash'],
  ]);
  driver.restart('relay').runToEnd();
  expect(totals(driver)).toEqual({ alice: 3, carol: 4 });
});

test('a request rolled back before COMMIT names the buffer among the tables its rows vanished from', async () => {
  driver = await LabDriver.create('accumulation');
  // Order service: 5 INSERT INTO accumulation_buffer, 6 COMMIT.
  driver.submit('alice-1', 3).stepTo('order', 6).crash('order').restart('order');
  const [cause] = driver.snapshot.verdict!.causes;
  expect(cause).toMatchObject({ order: 'alice-1', finding: 'rolledBack' });
  expect(cause.links.find((l) => l.kind === 'rowsVanished')?.params).toEqual({ tables: 'orders, accumulation_buffer' });
});
