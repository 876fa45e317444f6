// The action specs: every action round-trips through the link codec, has a blocker and a label in both
// languages and a default key; no two offered actions share a key, and the machine takes every spec's event.
import { describe, expect, test } from 'vitest';
import {
  ACTION_SPECS,
  blockerIn,
  decodeAction,
  encodeAction,
  offeredActions,
  toAction,
  toEvent,
  type LabAction,
} from '../../app/engine/actions/registry';
import { blockerNow, computeBlockers } from '../../app/engine/actions/blockers';
import { designRegistry } from '../../app/engine/designs/registry';
import { World } from '../../app/engine/runtime/world';
import { filesFor } from '../../app/engine/runtime/world-files';
import { BLOCKERS } from '../../app/engine/runtime/world-facts';
import { labMachine } from '../../app/machine/lab-machine';
import { encodeLink, parseLink } from '../../app/engine/replay/link-codec';
import { TEXTS } from '../../app/ui/i18n/texts';
import { loadSql } from '../support/sql-node';

const { en, ja } = TEXTS;

type Tree = { [key: string]: string | Tree };
const lookup = (tree: Tree, path: string) =>
  path
    .split('.')
    .reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);

/** Every action a spec offers or a random schedule may draw. */
const EVERY = ACTION_SPECS.flatMap((spec) => {
  const actions: readonly LabAction[] = [
    ...spec.offered,
    ...(spec.search as readonly { actions: readonly LabAction[] }[]).flatMap((s) => s.actions),
  ];
  return actions.map((action) => ({ spec, action }));
});
const name = (a: LabAction) => JSON.stringify(a);

const world = new World(await loadSql(), designRegistry.get('outbox-inbox'), filesFor('action-specs'));
const table = computeBlockers(world);

describe.each(EVERY.map(({ spec, action }) => [name(action), spec, action] as const))('%s', (_, spec, action) => {
  test('round-trips through its token and through a link', () => {
    expect(decodeAction(encodeAction(action))).toEqual(action);
    const link = encodeLink({ design: 'outbox', actions: [action] });
    expect(parseLink(link.slice(link.indexOf('?') + 1))).toEqual({
      ok: true,
      link: { design: 'outbox', actions: [action] },
    });
  });

  test('round-trips through its machine event', () => {
    const event = toEvent(action);
    expect(event.type).toBe(spec.event);
    expect(toAction(event)).toEqual(action);
  });

  test('has a blocker: a reason (or null) in a fresh lab, the same in the table as computed live', () => {
    const live = blockerNow(world, action);
    expect(live === null || BLOCKERS.includes(live)).toBe(true);
    expect(blockerIn(table, action)).toBe(live);
  });

  test('has a label in both languages and a default key', () => {
    const label = spec.label(action as never);
    for (const [lang, tree] of Object.entries({ en, ja }))
      expect(lookup(tree as Tree, label.key), `${lang} ${label.key}`).toBeTypeOf('string');
    expect(spec.key(action as never)).toMatch(/^((Shift|Alt)\+)*[A-Za-z0-9]$/);
  });
});

test('the table lists every offered action, and agrees with the live answer', () => {
  for (const { action } of offeredActions())
    expect(Object.keys(table.actions), name(action)).toContain(encodeAction(action));
  expect(blockerIn(table, { type: 'step' })).toBe('nothingToRun');
  expect(blockerIn(table, { type: 'submit', orderId: 'gum-2', quantity: 2 })).toBeNull();
  expect(blockerIn(table, { type: 'restart', process: 'relay' })).toBe('notCrashed');
  expect(blockerIn(table, { type: 'arm', fault: { kind: 'crash', process: 'relay', line: 99 } })).toBe('invalidLine');
});

test('no two offered actions share a default key, and no two specs a token or an event', () => {
  const keys = offeredActions().map(({ spec, action }) => spec.key(action));
  expect(new Set(keys).size).toBe(keys.length);
  const events = ACTION_SPECS.map((s) => s.event);
  expect(new Set(events).size).toBe(events.length);
  for (const { spec, action } of EVERY) {
    const token = encodeAction(action);
    expect(
      ACTION_SPECS.filter((s) => s.decode(token) !== null).map((s) => s.type),
      token,
    ).toEqual([spec.type]);
  }
});

test('the machine records every spec’s event', () => {
  for (const spec of ACTION_SPECS) expect(Object.keys(labMachine.config.on ?? {}), spec.event).toContain(spec.event);
});

test('a malformed action is refused by its shape, never applied', () => {
  expect(blockerIn(table, { type: 'step', process: 'nobody' } as never)).toBe('notInDesign');
  expect(blockerIn(table, { type: 'submit', orderId: 'a b', quantity: 7 })).toBe('invalidOrder');
  expect(blockerIn(table, { type: 'teleport' } as never)).toBe('invalidLine');
  // Asked live, too (a replayed log asks per action): an action no spec knows is refused, not thrown on.
  expect(blockerNow(world, { type: 'teleport' } as never)).toBe('invalidLine');
});
