// DESIGN.md's ground truth for the order transaction (order snack-7, quantity 7), as an independent
// connection reads it: while the process runs, after it crashed (os._exit) and after it failed (finally).
import { describe, expect, test } from 'vitest';
import { LabDriver } from '../support/lab-driver';

// In the outbox design the order service runs: 1 await request, 2 BEGIN, 3 SELECT, 4 INSERT orders,
// 5 INSERT outbox, 6 COMMIT, 7 respond. "Dies after X" = stopped before the line that follows X.
const CRASH_POINTS = [
  { after: 'BEGIN', nextLine: 3, expected: [0, 0] },
  { after: 'INSERT orders', nextLine: 5, expected: [0, 0] },
  { after: 'INSERT outbox', nextLine: 6, expected: [0, 0] },
  { after: 'COMMIT', nextLine: 7, expected: [1, 1] },
] as const;

const counts = (lab: LabDriver) => [lab.independentCount('order', 'orders'), lab.independentCount('order', 'outbox')];

describe.each(['outbox', 'outbox-inbox'] as const)('%s: order transaction', (design) => {
  test.each(CRASH_POINTS)('dies after $after', async ({ nextLine, expected }) => {
    for (const death of ['crash', 'fail'] as const) {
      const lab = await LabDriver.create(design);
      lab.submit('snack-7', 7).stepTo('order', nextLine);
      expect(counts(lab), 'while running').toEqual(expected);
      if (death === 'crash') lab.crash('order');
      else lab.fail('order');
      expect(counts(lab), `after ${death}`).toEqual(expected);
      if (death === 'fail' && nextLine < 7) expect(lab.texts('orderDb')).toContain('rollbackFinally');
      lab.dispose();
    }
  });
});

test('the writer reads its own uncommitted rows; the independent connection does not', async () => {
  const lab = await LabDriver.create('outbox-inbox');
  lab.submit('snack-7', 7).stepTo('order', 6);
  expect([lab.ownerCount('order', 'orders'), lab.ownerCount('order', 'outbox')]).toEqual([1, 1]);
  expect(counts(lab)).toEqual([0, 0]);
  lab.step('order');
  expect(counts(lab)).toEqual([1, 1]);
  lab.dispose();
});

test('a crash closes the connection: the owner pane has nothing to read until restart', async () => {
  const lab = await LabDriver.create('outbox');
  lab.submit('snack-7', 7).stepTo('order', 5).crash('order');
  expect(lab.ownerCount('order', 'orders')).toBeNull();
  expect(lab.texts('orderDb')).toContain('txVanished');
  expect(lab.texts('client')).toContain('noResponse');
  lab.restart('order');
  expect(lab.ownerCount('order', 'orders')).toBe(0);
  lab.dispose();
});

test('a relay that polls while the order transaction is open sees nothing', async () => {
  const lab = await LabDriver.create('outbox');
  lab.submit('snack-7', 7).stepTo('order', 6).step('relay');
  expect(lab.texts('orderDb').at(-1)).toBe('pollEmpty');
  lab.step('order').step('relay');
  expect(lab.texts('orderDb').at(-1)).toBe('pollFound');
  lab.dispose();
});

test("the relay's write waits while the order service holds the write lock (SQLite says busy)", async () => {
  const lab = await LabDriver.create('outbox');
  lab.submit('a-1', 1).stepTo('order', 7).step('order'); // a-1 committed and answered
  lab.step('relay', 2).step('warehouse', 5).step('relay'); // delivered, ACK received: next is "mark published"
  expect(lab.snapshot.processes.relay.pc + 1).toBe(4);
  lab.submit('a-2', 2).stepTo('order', 5); // INSERT orders ran inside an open transaction
  lab.step('relay');
  expect(lab.texts('orderDb').at(-1)).toBe('busy');
  expect(lab.snapshot.processes.relay.pc + 1).toBe(4);
  lab.step('order', 2).step('relay'); // COMMIT releases the lock; the same line now succeeds
  expect(lab.texts('orderDb').at(-1)).toBe('markedPublished');
  lab.dispose();
});
