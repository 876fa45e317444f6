// Back inside a run splits it in two; the verdict pane asks for the log's end with the two parts joined, so every
// Back finds the same end already replayed. The causes it shows must still point where the split log's own
// verdict points: their places, given back in the split log, are the same links, at every split.
import { afterEach, expect, it } from 'vitest';
import type { LabAction } from '../../app/engine/actions/registry';
import { Lab } from '../../app/engine/replay/lab';
import { parseLink } from '../../app/engine/replay/link-codec';
import { joinSplitRuns, unjoinPlace } from '../../app/machine/run-log';
import { loadSql } from '../support/sql-node';

const sql = await loadSql();
const cleanup: (() => void)[] = [];
afterEach(() => cleanup.splice(0).forEach((f) => f()));

function logOf(design: string, tokens: string): LabAction[] {
  const parsed = parseLink(`design=${design}&log=${tokens}`);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.link.actions;
}

it.each([
  ['outbox', 'n:snack-7:7,a:c:r:4,e,n:tea-2:2,e'],
  ['commit-then-send', 'n:snack-7:7,a:c:o:6,e,n:tea-2:2,e'],
])('%s: the joined end gives the split log’s causes, at every split of its first run', (design, tokens) => {
  const lab = new Lab(sql, { slot: `join-${design}`, worlds: 3 });
  cleanup.push(() => lab.dispose());
  const log = logOf(design, tokens);
  const runAt = log.findIndex((a) => a.type === 'run');
  const made = lab.runMoves(design, log, runAt);
  expect(made).toBeGreaterThan(3);
  const whole = lab.at(design, log).snapshot.verdict!;
  expect(whole.causes.length).toBeGreaterThan(0);
  for (let first = 1; first < made; first += 1) {
    const split: LabAction[] = [
      ...log.slice(0, runAt),
      { type: 'run', moves: first },
      { type: 'run', moves: made - first },
      ...log.slice(runAt + 1),
    ];
    const { joined, joins } = joinSplitRuns(split);
    expect(joined).toHaveLength(log.length);
    const given = lab
      .at(design, joined)
      .snapshot.verdict!.causes.map((c) => c.links.map((l) => ({ ...l, ...unjoinPlace(joins, l.action, l.move) })));
    const own = lab.at(design, split).snapshot.verdict!.causes.map((c) => c.links);
    expect(given, `split after ${first} moves`).toEqual(own);
  }
});

it('joins only a partial run followed by a partial run, once', () => {
  const run = (moves?: number): LabAction => (moves === undefined ? { type: 'run' } : { type: 'run', moves });
  const step: LabAction = { type: 'step' };
  const { joined, joins } = joinSplitRuns([step, run(3), run(4), step, run(2), run(), run(1), run(1), run(5)]);
  expect(joined).toEqual([step, run(7), step, run(2), run(), run(2), run(5)]);
  expect(joins).toEqual([
    { at: 1, first: 3 },
    { at: 5, first: 1 },
  ]);
  expect(unjoinPlace(joins, 1, 2)).toEqual({ action: 1, move: 2 });
  expect(unjoinPlace(joins, 1, 3)).toEqual({ action: 2, move: 0 });
  expect(unjoinPlace(joins, 2)).toEqual({ action: 3 });
  expect(unjoinPlace(joins, 5, 1)).toEqual({ action: 7, move: 0 });
  expect(unjoinPlace(joins, 6, 4)).toEqual({ action: 8, move: 4 });
});
