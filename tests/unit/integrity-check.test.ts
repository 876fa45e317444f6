// The explorer's integrity check must see a damaged file. One byte of the orders table's page is changed
// (through SQLite's backup API, so the lab's own connections notice the new page); the table and its
// primary-key index then disagree, which only PRAGMA integrity_check finds: reads keep working.
import { expect, test } from 'vitest';
import type { LabAction } from '../../app/engine/actions/registry';
import { applyAction } from '../../app/engine/actions/apply-action';
import { checkedRun } from '../../app/explorer/checked-run';
import { integrityViolations, stepViolations } from '../../app/explorer/checks';
import type { AttachedFile } from '../../app/engine/runtime/connection';
import type { Design } from '../../app/engine/designs/design';
import { designRegistry } from '../../app/engine/designs/registry';
import type { ProgramLine } from '../../app/engine/programs/program';
import { World } from '../../app/engine/runtime/world';
import { filesFor } from '../../app/engine/runtime/world-files';
import { offsetInPage, readFileBytes, rootPage, writeFileBytes } from '../support/file-bytes';
import { loadSql } from '../support/sql-node';

const sql = await loadSql();
const outboxInbox = designRegistry.get('outbox-inbox');
const submit: LabAction = { type: 'submit', orderId: 'snack-7', quantity: 7 };

/**
 * Flips the case of the first letter of `key` where the table's own page stores it: its index still has the old key.
 */
function damageRow(file: AttachedFile, table: string, key: string): void {
  const bytes = readFileBytes(sql, file);
  const at = offsetInPage(bytes, rootPage(sql, file, table), key);
  if (at < 0) throw new Error(`${key} is not on ${table}'s root page`);
  bytes[at] ^= 0x20;
  writeFileBytes(sql, file, bytes);
}

function apply(world: World, actions: LabAction[]): void {
  for (const action of actions) expect(applyAction(world, action), JSON.stringify(action)).toBeNull();
}

const orderToEnd: LabAction[] = Array.from({ length: 7 }, () => ({ type: 'step', process: 'order' }));

test('a healthy run has nothing to report; a damaged page of the order DB is reported, naming that file', () => {
  const files = filesFor('integrity-order');
  const world = new World(sql, outboxInbox, files);
  apply(world, [submit, ...orderToEnd]);
  expect(integrityViolations(world)).toEqual([]);

  damageRow(files.order, 'orders', 'snack-7');
  // The check runs again once the world has written something, as it does after every step of a run.
  apply(world, [{ type: 'run' }]);
  const found = integrityViolations(world);
  expect(found).toHaveLength(1);
  expect(found[0]).toMatch(/^integrity_check on the order DB: .*missing from index sqlite_autoindex_orders_1/);
  // stepViolations is what the explorer and the property tests call after every step.
  apply(world, [{ type: 'submit', orderId: 'gum-2', quantity: 2 }, ...orderToEnd]);
  expect(stepViolations(world)).toEqual([expect.stringMatching(/^integrity_check on the order DB: /)]);
  world.dispose();
});

test('a damaged page of the warehouse DB is reported as the warehouse DB, once a step has changed that file', () => {
  const files = filesFor('integrity-warehouse');
  const world = new World(sql, outboxInbox, files);
  apply(world, [submit, { type: 'run' }]);
  expect(integrityViolations(world)).toEqual([]);
  // Damage from outside the lab, which the lab cannot see: it also shows which file a check reads.
  damageRow(files.warehouse, 'stock', 'snack-7');
  // The order service takes a new order and commits it: only the order DB's file changed, so only it is read again.
  apply(world, [{ type: 'submit', orderId: 'gum-2', quantity: 2 }, ...orderToEnd]);
  expect(integrityViolations(world)).toEqual([]);
  // The relay delivers the order and the warehouse writes: its file is read again, and the damage found.
  apply(world, [{ type: 'run' }]);
  expect(integrityViolations(world)).toEqual([
    expect.stringMatching(/^integrity_check on the warehouse DB: .*missing from index sqlite_autoindex_stock_1/),
  ]);
  world.dispose();
});

test('a file damaged in the middle of a checked run (as the explorer runs one) is a violation of that run', () => {
  const slot = 'integrity-checked-run';
  // Outbox + inbox, except that something outside the lab damages the order DB as the order service answers.
  const damaging: Design = {
    ...outboxInbox,
    id: 'damaged-underfoot',
    programs: (options) => {
      const programs = outboxInbox.programs(options);
      const lines = [...programs.order.lines];
      const respond = lines[6];
      const damagingRespond: ProgramLine = {
        ...respond,
        run: (p, api) => (damageRow(filesFor(slot).order, 'orders', p.request!.orderId), respond.run(p, api)),
      };
      lines[6] = damagingRespond;
      return { ...programs, order: { ...programs.order, lines } };
    },
  };
  const healthy = checkedRun(sql, `${slot}-control`, outboxInbox, [submit, { type: 'run' }]);
  expect([healthy.outcome, healthy.violations]).toEqual(['ok', []]);

  const run = checkedRun(sql, slot, damaging, [submit, { type: 'run' }]);
  expect(run.violations.map((v) => v.message)).toContainEqual(
    expect.stringMatching(/^integrity_check on the order DB: .*sqlite_autoindex_orders_1/),
  );
});
