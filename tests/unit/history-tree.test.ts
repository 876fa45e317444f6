// History as a tree: Back and another action keep the old way as a branch; the scrubber returns to any step of
// any branch, and what it shows there is exactly what the lab showed there before; the link (the current log)
// holds the current branch only.
import { afterEach, expect, test } from 'vitest';
import { decodeAction, encodeAction, type LabAction } from '../../app/engine/actions/registry';
import { forkPoint, keepBranch, MAX_BRANCHES, type Branch } from '../../app/machine/branches';
import { DEFAULT_OPTIONS } from '../../app/engine/types';
import { LabDriver } from '../support/lab-driver';

let driver: LabDriver | undefined;
afterEach(() => driver?.dispose());

const tokens = (actions: LabAction[]) => actions.map(encodeAction);
const branch = (...log: string[]): Branch => ({
  design: 'outbox',
  options: DEFAULT_OPTIONS,
  actions: log.map((t) => (t === 's' ? { type: 'step' } : { type: 'step', process: t === 'r' ? 'relay' : 'order' })),
});

test('Back, then another action: the old way is kept as a branch, and the scrubber brings it back as it was', async () => {
  driver = (await LabDriver.create('outbox')).submit('snack-7', 7).step(undefined, 6);
  const atSix = JSON.stringify(driver.snapshot);
  driver.back().back().back();
  const atFour = JSON.stringify(driver.snapshot);
  driver.crash('relay');
  const crashed = JSON.stringify(driver.snapshot);
  const branches = driver.context.branches;
  expect(branches).toHaveLength(1);
  expect(tokens(branches[0].actions)).toEqual(['n:snack-7:7', 's', 's', 's', 's', 's', 's']);
  // The current log, which the link holds, is the new way only.
  expect(tokens(driver.context.actions)).toEqual(['n:snack-7:7', 's', 's', 's', 'c:r']);
  expect(driver.context.undone).toEqual([]);

  // To step 7 of the kept branch: the same lab as before; the crash's way becomes the branch.
  driver.send({ type: 'SEEK', branch: 0, at: 7 });
  expect(JSON.stringify(driver.snapshot)).toBe(atSix);
  expect(tokens(driver.context.branches[0].actions)).toEqual(['n:snack-7:7', 's', 's', 's', 'c:r']);
  // Within the current log, any step, the rest under Forward.
  driver.send({ type: 'SEEK', at: 4 });
  expect(JSON.stringify(driver.snapshot)).toBe(atFour);
  driver.forward();
  expect(tokens(driver.context.actions)).toHaveLength(5);
  driver.send({ type: 'SEEK', branch: 0, at: 5 });
  expect(JSON.stringify(driver.snapshot)).toBe(crashed);
});

test('Reset keeps the run as a branch; a seek outside a log is refused', async () => {
  driver = (await LabDriver.create('outbox')).submit('snack-7', 7).step(undefined, 2);
  driver.send({ type: 'RESET' });
  expect(tokens(driver.context.branches[0].actions)).toEqual(['n:snack-7:7', 's', 's']);
  expect(driver.can({ type: 'SEEK', branch: 0, at: 4 })).toBe(false);
  expect(driver.can({ type: 'SEEK', branch: 1, at: 0 })).toBe(false);
  expect(driver.can({ type: 'SEEK', at: 1 })).toBe(false);
  expect(driver.can({ type: 'SEEK', branch: 0, at: -1 })).toBe(false);
  expect(driver.can({ type: 'SEEK', branch: 0, at: 1.5 })).toBe(false);
  driver.send({ type: 'SEEK', branch: 0, at: 3 });
  expect(driver.context.branches).toEqual([]);
  expect(tokens(driver.context.actions)).toHaveLength(3);
});

test("a lesson's lab resets to the lesson's state for it, not to an empty run; the run left is a branch", async () => {
  const home = {
    design: 'outbox' as const,
    options: DEFAULT_OPTIONS,
    actions: ['n:snack-7:7', 's'].map((t) => decodeAction(t)!),
  };
  driver = (await LabDriver.create('outbox', home.actions, { home })).step(undefined, 3).crash('order');
  driver.send({ type: 'RESET' });
  expect(tokens(driver.context.actions)).toEqual(['n:snack-7:7', 's']);
  expect(driver.snapshot.processes.order.status).not.toBe('crashed');
  expect(tokens(driver.context.branches[0].actions)).toEqual(['n:snack-7:7', 's', 's', 's', 's', 'c:o']);
  // Reset again from the lesson's state changes nothing and keeps no empty branch.
  driver.send({ type: 'RESET' });
  expect(tokens(driver.context.actions)).toEqual(['n:snack-7:7', 's']);
  expect(driver.context.branches).toHaveLength(1);
});

test('only leaves are kept: a branch inside another (or inside the current log) adds nothing; the oldest go first', () => {
  const current = branch('s', 'r');
  expect(keepBranch([], branch('s'), current)).toEqual([]);
  expect(keepBranch([], branch(), current)).toEqual([]);
  expect(keepBranch([branch('s', 'o', 'o')], branch('s', 'o'), current)).toEqual([branch('s', 'o', 'o')]);
  expect(keepBranch([branch('s', 'o')], branch('s', 'o', 'o'), current)).toEqual([branch('s', 'o', 'o')]);
  expect(keepBranch([], { ...branch('s'), design: 'outbox-inbox' }, current)).toHaveLength(1);
  let many: Branch[] = [];
  for (let i = 0; i < MAX_BRANCHES + 5; i += 1)
    many = keepBranch(many, branch(...Array.from({ length: i + 1 }, () => 'o'), 'r'), current);
  expect(many).toHaveLength(MAX_BRANCHES);
  expect(forkPoint(branch('s', 'o', 'r').actions, branch('s', 'o', 'o').actions)).toBe(2);
});
