// The course's order rules: what counts as an id and a quantity, and retry vs Conflict vs a new order.
import { describe, expect, test } from 'vitest';
import { checkOrderId, checkQuantity, decideExisting, parseQuantityText } from '../../app/engine/runtime/rules';
import { LabDriver } from '../support/lab-driver';

describe('order id', () => {
  test.each([
    ['', 'empty'],
    ['a'.repeat(65), 'too-long'],
    ['注文7', 'charset'],
    ['snack 7', 'charset'],
    ['snack/7', 'charset'],
    [7, 'empty'],
    [null, 'empty'],
  ])('%j is rejected (%s)', (value, error) => expect(checkOrderId(value)).toBe(error));

  test.each(['a', 'a'.repeat(64), 'snack-7', 'A_b-9'])('%s is accepted', (value) =>
    expect(checkOrderId(value)).toBeNull(),
  );
});

describe('quantity', () => {
  test.each([
    [true, 'not-integer'],
    ['7', 'not-integer'],
    [7.5, 'not-integer'],
    [Number.NaN, 'not-integer'],
    [Number.POSITIVE_INFINITY, 'not-integer'],
    [0, 'range'],
    [1001, 'range'],
    [-3, 'range'],
  ])('%j is rejected (%s)', (value, error) => expect(checkQuantity(value)).toBe(error));

  test.each([1, 7, 1000])('%d is accepted', (value) => expect(checkQuantity(value)).toBeNull());

  test('typed text becomes a number only when it is a plain integer', () => {
    expect(parseQuantityText('7')).toBe(7);
    expect(parseQuantityText('-2')).toBe(-2);
    expect(parseQuantityText('1000')).toBe(1000);
    expect(parseQuantityText('1234567')).toBe(1234567);
    expect(parseQuantityText('12345678')).toBe('12345678');
    for (const text of ['true', '7.5', '7.0', '1e2', ' 7', '0x10', 'NaN', ''])
      expect(typeof parseQuantityText(text)).toBe('string');
  });
});

test('same id and quantity is a retry, another quantity a Conflict, an unknown id a new order', () => {
  expect(decideExisting(null, 7)).toBe('new');
  expect(decideExisting(7, 7)).toBe('retry');
  expect(decideExisting(7, 8)).toBe('conflict');
});

describe('in the running lab', () => {
  test('an invalid order is refused before anything is written', async () => {
    const lab = await LabDriver.create('outbox-inbox');
    for (const [id, quantity] of [
      ['', 7],
      ['a'.repeat(65), 7],
      ['snack 7', 7],
      ['snack-7', 0],
      ['snack-7', 1001],
      ['snack-7', 7.5],
      ['snack-7', Number.NaN],
    ] as const) {
      expect(lab.can({ type: 'SUBMIT', orderId: id, quantity }), `${id} ${quantity}`).toBe(false);
    }
    expect(lab.actions).toEqual([]);
    expect(lab.snapshot.timeline).toEqual([]);
    lab.dispose();
  });

  test('retry confirms, Conflict shows the existing order, another id is a separate order', async () => {
    const lab = await LabDriver.create('outbox-inbox');
    lab.submit('snack-7', 7).runToEnd().submit('snack-7', 7).runToEnd();
    expect(lab.texts('client').filter((t) => t.startsWith('respond'))).toEqual(['respondAccepted', 'respondRetry']);
    lab.submit('snack-7', 8).runToEnd();
    const conflict = lab.snapshot.timeline.filter((e) => e.text === 'respondConflict');
    expect(conflict).toHaveLength(1);
    expect(conflict[0].params).toMatchObject({ order: 'snack-7', quantity: 8, existing: 7 });
    lab.submit('gum-7', 7).runToEnd();
    expect(lab.independentCount('order', 'orders')).toBe(2);
    expect([lab.prepared('snack-7'), lab.prepared('gum-7')]).toEqual([7, 7]);
    expect(lab.outcome).toBe('ok');
    lab.dispose();
  });

  test('no answer after COMMIT: resubmitting the same id and content confirms the order, nothing is written twice', async () => {
    const lab = await LabDriver.create('outbox-inbox');
    lab.submit('snack-7', 7).stepTo('order', 7).crash('order').restart('order');
    expect(lab.texts('client')).toContain('noResponse');
    lab.submit('snack-7', 7).runToEnd();
    expect(lab.texts('client').at(-1)).toBe('respondRetry');
    expect([
      lab.independentCount('order', 'orders'),
      lab.independentCount('order', 'outbox'),
      lab.prepared('snack-7'),
    ]).toEqual([1, 1, 7]);
    lab.dispose();
  });
});
