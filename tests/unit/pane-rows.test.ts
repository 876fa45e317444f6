// A pane shows at most the newest PANE_ROW_LIMIT rows of a table and says how many there are in all, on the
// owner's connection and the independent one alike. The rows here are committed by a third connection on
// the lab's own file, so the test does not have to run a hundred orders through the lab.
import { afterEach, expect, test } from 'vitest';
import { Connection } from '../../app/engine/connection';
import { Lab } from '../../app/engine/lab';
import { PANE_ROW_LIMIT } from '../../app/engine/snapshot';
import { filesFor } from '../../app/engine/world-files';
import { loadSql } from '../support/sql-node';

const sql = await loadSql();
const labs: Lab[] = [];
afterEach(() => labs.splice(0).forEach((lab) => lab.dispose()));

function ordersPane(rowsBefore: number) {
  const slot = `pane-rows-${rowsBefore}`;
  const lab = new Lab(sql, { slot });
  labs.push(lab);
  lab.at('outbox', [{ type: 'submit', orderId: 'snack-7', quantity: 7 }]);
  const writer = new Connection(sql, 'third', [filesFor(slot).order]);
  writer.run('BEGIN');
  for (let i = 1; i <= rowsBefore; i += 1) {
    writer.run("INSERT INTO orders (order_id, item, quantity, created_at) VALUES (?, 'snack', 1, '2026-01-01T09:00:00.000Z')", [`bulk-${String(i).padStart(3, '0')}`]);
  }
  writer.run('COMMIT');
  writer.close();
  // The order service inserts snack-7 inside its transaction: one more row for the owner than for the others.
  const steps = Array.from({ length: 4 }, () => ({ type: 'step', process: 'order' }) as const);
  const { snapshot } = lab.at('outbox', [{ type: 'submit', orderId: 'snack-7', quantity: 7 }, ...steps]);
  return snapshot.tables.order.find((p) => p.table === 'orders')!;
}

test.each([PANE_ROW_LIMIT - 2, PANE_ROW_LIMIT - 1, PANE_ROW_LIMIT, 150])('%i committed rows: the newest rows, oldest first, and the full count', (committed) => {
  const pane = ordersPane(committed);
  const ids = Array.from({ length: committed }, (_, i) => `bulk-${String(i + 1).padStart(3, '0')}`);
  expect(pane.independent.total).toBe(committed);
  expect(pane.independent.rows!.map((r) => r.order_id)).toEqual(ids.slice(-PANE_ROW_LIMIT));
  expect(pane.owner.total).toBe(committed + 1);
  expect(pane.owner.rows!.map((r) => r.order_id)).toEqual([...ids, 'snack-7'].slice(-PANE_ROW_LIMIT));
  expect(pane.marks.at(-1)).toBe('uncommitted-insert');
  expect(pane.marks.filter((m) => m !== null)).toHaveLength(1);
});
