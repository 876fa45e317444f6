// A pane shows at most the newest PANE_ROW_LIMIT rows of a table and says how many there are in all, on the
// owner's connection and the independent one alike. The rows here are committed by a third connection on
// the lab's own file, so the test does not have to run a hundred orders through the lab.
import { afterEach, expect, test } from 'vitest';
import { applyAction } from '../../app/engine/actions/apply-action';
import { Connection } from '../../app/engine/runtime/connection';
import { designRegistry } from '../../app/engine/designs/registry';
import { Lab } from '../../app/engine/replay/lab';
import { parseLink } from '../../app/engine/replay/link-codec';
import { PANE_ROW_LIMIT, readTablePanes, takeSnapshot, type LabSnapshot } from '../../app/engine/snapshot';
import { World } from '../../app/engine/runtime/world';
import { filesFor } from '../../app/engine/runtime/world-files';
import { loadSql } from '../support/sql-node';

const sql = await loadSql();
const labs: Lab[] = [];
const worlds: World[] = [];
afterEach(() => {
  labs.splice(0).forEach((lab) => lab.dispose());
  worlds.splice(0).forEach((world) => world.dispose());
});

function ordersPane(rowsBefore: number) {
  const slot = `pane-rows-${rowsBefore}`;
  const lab = new Lab(sql, { slot });
  labs.push(lab);
  lab.at('outbox', [{ type: 'submit', orderId: 'snack-7', quantity: 7 }]);
  const writer = new Connection(sql, 'third', [filesFor(slot).order]);
  writer.run('BEGIN');
  for (let i = 1; i <= rowsBefore; i += 1) {
    writer.run(
      "INSERT INTO orders (order_id, item, quantity, created_at) VALUES (?, 'snack', 1, '2026-01-01T09:00:00.000Z')",
      [`bulk-${String(i).padStart(3, '0')}`],
    );
  }
  writer.run('COMMIT');
  writer.close();
  // The order service inserts snack-7 inside its transaction: one more row for the owner than for the others.
  const steps = Array.from({ length: 4 }, () => ({ type: 'step', process: 'order' }) as const);
  const { snapshot } = lab.at('outbox', [{ type: 'submit', orderId: 'snack-7', quantity: 7 }, ...steps]);
  return snapshot.tables.order.find((p) => p.table === 'orders')!;
}

test.each([PANE_ROW_LIMIT - 2, PANE_ROW_LIMIT - 1, PANE_ROW_LIMIT, 150])(
  '%i committed rows: the newest rows, oldest first, and the full count',
  (committed) => {
    const pane = ordersPane(committed);
    const ids = Array.from({ length: committed }, (_, i) => `bulk-${String(i + 1).padStart(3, '0')}`);
    expect(pane.independent.total).toBe(committed);
    expect(pane.independent.rows!.map((r) => r.order_id)).toEqual(ids.slice(-PANE_ROW_LIMIT));
    expect(pane.owner.total).toBe(committed + 1);
    expect(pane.owner.rows!.map((r) => r.order_id)).toEqual([...ids, 'snack-7'].slice(-PANE_ROW_LIMIT));
    expect(pane.marks.at(-1)).toBe('uncommitted-insert');
    expect(pane.marks.filter((m) => m !== null)).toHaveLength(1);
  },
);

// A snapshot reads a file's panes again only when something wrote to it; otherwise it hands back the panes it read
// last. At every action and every move of a run — writes inside transactions, commits, rollbacks of a failed line,
// crashes that take uncommitted rows away, restarts with new connections, lost messages — what it shows must be
// what reading the panes by SQL right then shows.
test.each([
  [
    'outbox',
    'n:snack-7:7,s:o,s:o,s:o,c:o,r:o,n:snack-7:7,e,n:tea-2:2,a:f:o:4,e,n:pie-3:3,d:a,s:o,s:o,s:o,s:o,s:o,s:o,s:o,c:w,r:w,e',
  ],
  [
    'outbox-inbox',
    'n:snack-7:7,s:o,s:o,s:o,s:o,s:o,s:o,s:o,s:r,s:r,s:w,s:w,c:w,r:w,d:a,e,n:tea-2:2,a:c:r:3,e,n:pie-3:3,s:o,s:o,f:o,e',
  ],
])('%s: the panes a snapshot shows are the panes SQL reads at that moment', (design, tokens) => {
  const parsed = parseLink(`design=${design}&log=${tokens}`);
  if (!parsed.ok) throw new Error(parsed.error);
  const world = new World(sql, designRegistry.get(design), filesFor(`pane-cache-${design}`));
  worlds.push(world);
  // How often a file's panes were handed back as read before, and how often read again.
  const kept = { reused: 0, read: 0 };
  let last: LabSnapshot['tables'] | null = null;
  const same = (at: string) => {
    const shown = takeSnapshot(world).tables;
    for (const db of ['order', 'warehouse'] as const) {
      expect(shown[db], `${at}: ${db}`).toEqual(readTablePanes(world, db));
      kept[shown[db] === last?.[db] ? 'reused' : 'read'] += 1;
    }
    last = shown;
  };
  world.afterMove = () => same(`a move of action ${world.cursor.action}`);
  parsed.link.actions.forEach((action, i) => {
    world.cursor = { action: i };
    expect(applyAction(world, action), `action ${i}: ${JSON.stringify(action)}`).toBeNull();
    world.cursor = { action: i + 1 };
    same(`after action ${i}`);
  });
  // Both happened: many steps leave a file alone, many write to it.
  expect(kept.reused).toBeGreaterThan(10);
  expect(kept.read).toBeGreaterThan(10);
});
