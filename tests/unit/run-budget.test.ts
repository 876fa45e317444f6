// How far one press of "Run to end" may go, and how the lab knows it stopped short — checked on a world
// directly, so these stay fast enough for mutation testing (the 300-order and 10,000-action sessions in
// long-session.test.ts check the same limits end to end).
import { afterEach, expect, test } from 'vitest';
import type { LabAction } from '../../app/engine/actions/registry';
import { offeredActions } from '../../app/engine/actions/registry';
import { applyAction } from '../../app/engine/actions/apply-action';
import { blockerNow } from '../../app/engine/actions/blockers';
import { designRegistry } from '../../app/engine/designs/registry';
import { MAX_LOG_ACTIONS } from '../../app/engine/runtime/log-limit';
import {
  pendingWork,
  RUN_BASE_MOVES,
  RUN_MAX_MOVES,
  RUN_MOVES_PER_ITEM,
  runBudget,
  runToEnd,
} from '../../app/engine/runtime/scheduler';
import type { SupervisorMove } from '../../app/engine/types';
import { World } from '../../app/engine/runtime/world';
import { filesFor } from '../../app/engine/runtime/world-files';
import { loadSql } from '../support/sql-node';

const sql = await loadSql();
const worlds: World[] = [];
afterEach(() => worlds.splice(0).forEach((w) => w.dispose()));

function world(slot: string, actions: LabAction[] = []): World {
  const w = new World(sql, designRegistry.get('outbox'), filesFor(`run-budget-${slot}`));
  worlds.push(w);
  for (const action of actions) expect(applyAction(w, action), JSON.stringify(action)).toBeNull();
  return w;
}

const submit = (n: number): LabAction => ({ type: 'submit', orderId: `o-${n}`, quantity: 1 });
const orderSteps: LabAction[] = Array.from({ length: 7 }, () => ({ type: 'step', process: 'order' }));

test('the budget grows with the work waiting — queued requests, pending rows, messages on the wire — up to a cap', () => {
  expect(runBudget(world('empty'))).toBe(RUN_BASE_MOVES);
  const queued = world('queued', [submit(1), submit(2), submit(3)]);
  expect([pendingWork(queued), runBudget(queued)]).toEqual([3, RUN_BASE_MOVES + 3 * RUN_MOVES_PER_ITEM]);
  // One order committed (its outbox row pending) and its event sent (a request on the wire), one still queued.
  const mixed = world('mixed', [
    submit(1),
    ...orderSteps,
    { type: 'step', process: 'relay' },
    { type: 'step', process: 'relay' },
    submit(2),
  ]);
  expect(pendingWork(mixed)).toBe(3);
  const many = world(
    'many',
    Array.from({ length: 1_000 }, (_, i) => submit(i)),
  );
  expect(runBudget(many)).toBe(RUN_MAX_MOVES);
});

test('a run stopped by its limit says it did not come to rest, unless its last move brought it there', () => {
  const moves: SupervisorMove[] = [];
  expect(runToEnd(world('full', [submit(1)]), undefined, (m) => moves.push(m))).toBe(true);
  const needed = moves.length;
  expect(needed).toBeGreaterThan(5);
  expect(runToEnd(world('short', [submit(1)]), undefined, undefined, needed - 1)).toBe(false);
  expect(runToEnd(world('exact', [submit(1)]), undefined, undefined, needed)).toBe(true);
});

test('the explorer’s check sees the world once after every move of a run', () => {
  let moves = 0;
  let checks = 0;
  runToEnd(
    world('checks', [submit(1)]),
    () => {
      checks += 1;
    },
    () => (moves += 1),
  );
  expect(checks).toBe(moves);
});

test(`at ${MAX_LOG_ACTIONS} actions every action is refused as logFull; one fewer, none is`, () => {
  const w = world('log-full', [submit(1)]);
  w.cursor = { action: MAX_LOG_ACTIONS - 1 };
  expect(offeredActions().map(({ action }) => blockerNow(w, action))).not.toContain('logFull');
  w.cursor = { action: MAX_LOG_ACTIONS };
  expect(new Set(offeredActions().map(({ action }) => blockerNow(w, action)))).toEqual(new Set(['logFull']));
});
