// The explorer's state key: the same state gives the same key whatever history led there, and anything that could
// change what comes next changes it.
import { afterEach, expect, it } from 'vitest';
import { applyAction } from '../../app/engine/actions/apply-action';
import { designRegistry } from '../../app/engine/designs/registry';
import { parseLink } from '../../app/engine/replay/link-codec';
import { World } from '../../app/engine/runtime/world';
import { filesFor } from '../../app/engine/runtime/world-files';
import { stateKey } from '../../app/explorer/state-key';
import { loadSql } from '../support/sql-node';

const sql = await loadSql();
const worlds: World[] = [];
afterEach(() => worlds.splice(0).forEach((w) => w.dispose()));

function worldAfter(slot: string, tokens: string): World {
  const parsed = parseLink(`design=outbox&log=${tokens}`);
  if (!parsed.ok) throw new Error(parsed.error);
  const world = new World(sql, designRegistry.get('outbox'), filesFor(slot));
  worlds.push(world);
  for (const action of parsed.link.actions) expect(applyAction(world, action)).toBeNull();
  return world;
}

it('two worlds in the same state have one key, in files of their own', () => {
  const log = 'n:tea-2:2,s:o,s:o,s:o,s:o,s:o,s:o,s:o';
  expect(stateKey(worldAfter('key-a', log))).toBe(stateKey(worldAfter('key-b', log)));
});

it('a row, the clock or a message in flight changes the key', () => {
  const base = stateKey(worldAfter('key-base', 'n:tea-2:2,s:o,s:o,s:o,s:o,s:o,s:o,s:o'));
  // Another quantity: one row differs.
  expect(stateKey(worldAfter('key-row', 'n:tea-2:3,s:o,s:o,s:o,s:o,s:o,s:o,s:o'))).not.toBe(base);
  // The relay has sent the event: a message in flight, the outbox row as it was.
  expect(stateKey(worldAfter('key-sent', 'n:tea-2:2,s:o,s:o,s:o,s:o,s:o,s:o,s:o,s:r,s:r'))).not.toBe(base);
  const later = worldAfter('key-clock', 'n:tea-2:2,s:o,s:o,s:o,s:o,s:o,s:o,s:o');
  later.now += 1;
  expect(stateKey(later)).not.toBe(base);
});

it('the timeline is history, not state: it leaves the key alone', () => {
  const world = worldAfter('key-timeline', 'n:tea-2:2,s:o,s:o,s:o,s:o,s:o,s:o,s:o');
  const before = stateKey(world);
  world.timeline = world.timeline.slice(0, 1);
  expect(stateKey(world)).toBe(before);
});

it('there is no key while a transaction is open', () => {
  // The order service's BEGIN and first write: its rows live only in its connection.
  expect(stateKey(worldAfter('key-tx', 'n:tea-2:2,s:o,s:o,s:o'))).toBeNull();
});
