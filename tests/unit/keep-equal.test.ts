// Structural sharing between snapshots: a Step hands the panes the previous snapshot's objects for every part that
// did not change, new objects for the parts that did, and the same values the engine computed either way.
import { expect, it } from 'vitest';
import { replaceEqualDeep } from '../../app/machine/keep-equal';
import { LabDriver } from '../support/lab-driver';

it('keeps the old object for every equal part and a new one along each changed path', () => {
  const prev = { a: { x: 1, list: [1, 2] }, b: { y: [{ z: 1 }] }, c: 'same' };
  const next = { a: { x: 1, list: [1, 2] }, b: { y: [{ z: 2 }] }, c: 'same' };
  const shared = replaceEqualDeep(prev, next);
  expect(shared).toEqual(next);
  expect(shared.a).toBe(prev.a);
  expect(shared.b).not.toBe(prev.b);
  expect(shared.b.y).not.toBe(prev.b.y);
  expect(replaceEqualDeep(prev, structuredClone(prev))).toBe(prev);
});

it('sees a longer or shorter list, and a key added or taken away, as a change', () => {
  expect(replaceEqualDeep([1, 2], [1, 2, 3])).toEqual([1, 2, 3]);
  expect(replaceEqualDeep([1, 2, 3], [1, 2])).toEqual([1, 2]);
  const prev = { a: 1 } as Record<string, unknown>;
  expect(replaceEqualDeep(prev, { a: 1, b: undefined })).not.toBe(prev);
  expect(replaceEqualDeep({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1 });
});

it('a Step keeps the blockers and the unchanged process views, and every value is what the engine computed', async () => {
  const lab = await LabDriver.create('outbox');
  lab.submit('keep-1', 2).step('order');
  const before = lab.snapshot;
  lab.step('order');
  const after = lab.snapshot;
  const engine = lab.lab.at('outbox', lab.actor.getSnapshot().context.actions, after.options).snapshot;
  expect(after).toEqual(engine);
  // The warehouse did nothing: its card's view is the one it already had. The order service moved on a line.
  expect(after.processes.warehouse).toBe(before.processes.warehouse);
  expect(after.processes.warehouse.lines).toBe(before.processes.warehouse.lines);
  expect(after.processes.order).not.toBe(before.processes.order);
  expect(after.processes.order.lines).toBe(before.processes.order.lines);
  expect(after.armedFaults).toBe(before.armedFaults);
});
