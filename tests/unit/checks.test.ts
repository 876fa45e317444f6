// The explorer's per-step checks can fail: they are not tautologies over the same connection.
import { expect, test } from 'vitest';
import { applyAction } from '../../app/engine/actions/apply-action';
import { integrityViolations, isolationViolations } from '../../app/explorer/checks';
import { designRegistry } from '../../app/engine/designs/registry';
import { World } from '../../app/engine/runtime/world';
import { filesFor } from '../../app/engine/runtime/world-files';
import { loadSql } from '../support/sql-node';

test('an "independent" view that is really the writer’s own connection is caught reading uncommitted rows', async () => {
  const world = new World(await loadSql(), designRegistry.get('outbox'), filesFor('checks'));
  applyAction(world, { type: 'submit', orderId: 'snack-7', quantity: 7 });
  for (let i = 0; i < 5; i += 1) applyAction(world, { type: 'step', process: 'order' }); // through INSERT outbox
  expect(world.procs.order.inTx).toBe(true);
  expect(isolationViolations(world)).toEqual([]);
  expect(integrityViolations(world)).toEqual([]);

  // Swap in the owner's connection as if it were independent: the check must notice both rows.
  const honest = world.files.independent.order;
  (world.files.independent as { order: unknown }).order = world.procs.order.conn;
  expect(isolationViolations(world)).toEqual([
    "independent connection reads order's uncommitted write to orders snack-7",
    "independent connection reads order's uncommitted write to outbox evt-0001",
  ]);
  (world.files.independent as { order: unknown }).order = honest;
  world.dispose();
});
