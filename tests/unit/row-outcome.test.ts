// One evidence row's outcome, as the verdict reckons it from the auditor's join of orders and stock.
import { expect, test } from 'vitest';
import { rowOutcome } from '../../app/engine/verdict/verdict';

test.each([
  [{ order_id: 'a', quantity: 7, prepared: 7 }, 'ok'],
  [{ order_id: 'a', quantity: 7, prepared: null }, 'lost'],
  // Part of it prepared (an amendment's event that never arrived, say): still short of the order.
  [{ order_id: 'a', quantity: 7, prepared: 3 }, 'lost'],
  [{ order_id: 'a', quantity: 7, prepared: 14 }, 'duplicated'],
  [{ order_id: 'a', quantity: null, prepared: 7 }, 'phantom'],
  // A design's own evidence may reckon the outcome itself; the totals are then not asked.
  [{ order_id: 'a', quantity: 7, prepared: 14, outcome: 'ok' }, 'ok'],
  [{ order_id: 'a', quantity: 7, prepared: 7, outcome: 'lost' }, 'lost'],
])('%o is %s', (row, outcome) => {
  expect(rowOutcome(row)).toBe(outcome);
});
