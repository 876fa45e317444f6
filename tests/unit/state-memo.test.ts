// The explorer's memo of explored states: a run that meets a noted state takes that state's future — its moves, its
// verdict and the violations still to come, counted at this run's own "Run to end" — and only within its budget.
import { afterEach, expect, it } from 'vitest';
import { applyAction } from '../../app/engine/actions/apply-action';
import { designRegistry } from '../../app/engine/designs/registry';
import { parseLink } from '../../app/engine/replay/link-codec';
import { World } from '../../app/engine/runtime/world';
import { filesFor } from '../../app/engine/runtime/world-files';
import { joinFuture, StateMemo } from '../../app/explorer/state-memo';
import { loadSql } from '../support/sql-node';

const sql = await loadSql();
const worlds: World[] = [];
afterEach(() => worlds.splice(0).forEach((w) => w.dispose()));

function world(slot: string): World {
  const parsed = parseLink('design=outbox&log=n:tea-2:2,s:o,s:o,s:o,s:o,s:o,s:o,s:o');
  if (!parsed.ok) throw new Error(parsed.error);
  const w = new World(sql, designRegistry.get('outbox'), filesFor(slot));
  worlds.push(w);
  for (const action of parsed.link.actions) applyAction(w, action);
  return w;
}

it('a later run at a noted state takes its future: the moves left, the verdict, the violations still to come', () => {
  const memo = new StateMemo();
  const first = memo.path(world('memo-a'), 100);
  // Noted three moves into the first run, one of its violations already behind it.
  expect(first.visit(3, 1)).toBeNull();
  // The first run's "Run to end" is its action 5: two violations during the run, one in the checks after it.
  const violations = [
    { afterAction: 2, message: 'before the run' },
    { afterAction: 5, message: 'during, before the state' },
    { afterAction: 5, message: 'during, after the state' },
    { afterAction: 6, message: 'at rest' },
  ];
  first.ended(10, 'duplicated', violations, 5);
  expect(memo.stats.states).toBe(1);

  // Another run (its "Run to end" is its action 8) reaches the same state two moves in, with one of its own behind it.
  const second = memo.path(world('memo-b'), 100);
  const future = second.visit(2, 0);
  expect(future).toEqual({
    moves: 7,
    outcome: 'duplicated',
    violations: [
      { message: 'during, after the state', late: false },
      { message: 'at rest', late: true },
    ],
  });
  expect(joinFuture([{ afterAction: 8, message: 'its own' }], future!, 8)).toEqual({
    outcome: 'duplicated',
    violations: [
      { afterAction: 8, message: 'its own' },
      { afterAction: 8, message: 'during, after the state' },
      { afterAction: 9, message: 'at rest' },
    ],
  });
  expect(memo.stats).toMatchObject({ hits: 1, saved: 7 });
});

it('a future longer than the budget a run has left is not taken, and a run that used its whole budget notes none', () => {
  const memo = new StateMemo();
  const first = memo.path(world('memo-c'), 100);
  first.visit(0, 0);
  first.ended(40, 'ok', [], 5);
  // 40 moves to rest; this run may make 30 more.
  expect(memo.path(world('memo-d'), 30).visit(0, 0)).toBeNull();
  expect(memo.path(world('memo-e'), 40).visit(0, 0)).not.toBeNull();

  const tight = new StateMemo();
  const whole = tight.path(world('memo-f'), 12);
  whole.visit(0, 0);
  whole.ended(12, 'ok', [], 5);
  expect(tight.stats.states).toBe(0);
});
