// The pattern chooser's tree: every leaf opens a design the registry has, at a preset the lab accepts, and the
// questions lead where seed 002's tree leads.
import { expect, test } from 'vitest';
import { DECISION_TREE, follow, leaves } from '../../app/course/decision-tree';
import { designRegistry } from '../../app/engine/designs/registry';
import { Lab } from '../../app/engine/replay/lab';
import { parseLink } from '../../app/engine/replay/link-codec';
import { loadSql } from '../support/sql-node';

test('every leaf opens a registered design at a preset the lab plays to its end without a refusal', async () => {
  const lab = new Lab(await loadSql(), { slot: 'decision-tree' });
  expect(leaves().map((l) => l.id)).toEqual(['scheduled', 'accumulation', 'hybrid', 'leased', 'classic']);
  for (const leaf of leaves()) {
    expect(designRegistry.has(leaf.design), leaf.id).toBe(true);
    const parsed = parseLink(`design=${leaf.design}&log=${leaf.log}`);
    expect(parsed.ok, leaf.id).toBe(true);
    if (!parsed.ok) continue;
    const { rejected, snapshot } = lab.at(parsed.link.design, parsed.link.actions);
    expect(rejected, leaf.id).toBeNull();
    expect(snapshot.queued, leaf.id).toEqual([]);
  }
  lab.dispose();
});

test('the questions: a future time → scheduled; volume → accumulation; someone waiting → hybrid; else classic', () => {
  expect(follow([])).toBe(DECISION_TREE);
  expect(follow([true])).toMatchObject({ kind: 'leaf', design: 'scheduled' });
  expect(follow([false, true])).toMatchObject({ kind: 'leaf', design: 'accumulation' });
  expect(follow([false, false, true])).toMatchObject({ kind: 'leaf', design: 'hybrid' });
  expect(follow([false, false, false, true])).toMatchObject({ kind: 'leaf', design: 'two-relays-lease' });
  expect(follow([false, false, false, false])).toMatchObject({ kind: 'leaf', design: 'outbox-inbox' });
  expect(follow([true, true])).toBeNull();
});
