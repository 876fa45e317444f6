// Work ahead of time (the explorer's warm workers): a piece of a walk per turn, then a chunk of a single-fault matrix
// per turn, none while the page asks for a pause or a run is under way; the same points as deriving them in one go,
// and the same matrix as a press of the explorer runs.
import { describe, expect, test, vi } from 'vitest';
import { designRegistry } from '../../app/engine/designs/registry';
import { Lab } from '../../app/engine/replay/lab';
import type { DesignId } from '../../app/engine/types';
import { DeriveAhead } from '../../app/explorer/derive-ahead';
import { explore, faultPointsFor, type ExplorerResult } from '../../app/explorer/explorer';
import { PieceWalker } from '../../app/explorer/piece-walker';
import { deriveFaultPoints, WALK_COUNT, type FaultPoint } from '../../app/explorer/fault-points';
import { loadSql } from '../support/sql-node';

const sql = await loadSql();

/** A host whose turns wait in a list until the test takes them; with `exploring`, it also takes matrices run ahead. */
function host(exploring = false) {
  const turns: (() => void)[] = [];
  const derived: [DesignId, FaultPoint[]][] = [];
  const explored: ExplorerResult[] = [];
  const ahead = new DeriveAhead({
    schedule: (turn) => turns.push(turn),
    derived: (design, points) => derived.push([design, points]),
    ...(exploring ? { explored: (result: ExplorerResult) => explored.push(result) } : {}),
  });
  const take = (n = Infinity) => {
    let taken = 0;
    while (turns.length > 0 && taken < n) {
      turns.shift()!();
      taken += 1;
    }
    return taken;
  };
  /**
   * Takes turns, letting a matrix's chunk (a promise reaction) run after each, until `n` are taken or none is asked.
   */
  const settle = async (n = Infinity) => {
    let taken = 0;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (turns.length === 0 || taken >= n) return taken;
      taken += take(1);
    }
  };
  return { ahead, turns, derived, explored, take, settle };
}

/** What a press of the explorer shows of a matrix: every run's id, outcome and violations, and the counts. */
const shown = (result: ExplorerResult) => ({
  design: result.design,
  counts: result.counts,
  runs: result.results.map((r) => [r.run.id, r.outcome, r.violations.map((v) => v.message)]),
});

function deriveAtOnce(design: DesignId): FaultPoint[] {
  const lab = new Lab(sql, {
    slot: `at-once-${design}`,
    worlds: 24,
    designs: designRegistry.with(designRegistry.get(design)),
  });
  try {
    return deriveFaultPoints(lab, design);
  } finally {
    lab.dispose();
  }
}

describe('deriving ahead', () => {
  test('a design takes one turn per piece of its walk, and its points are those of the walk in one go', () => {
    const { ahead, derived, take } = host();
    ahead.prepare(['outbox', 'hybrid']);
    expect(take()).toBe(0);
    ahead.ready(sql);
    expect(take(WALK_COUNT - 1)).toBe(WALK_COUNT - 1);
    expect(derived).toEqual([]);
    take(1);
    expect(derived.map(([d]) => d)).toEqual(['outbox']);
    take();
    expect(derived).toEqual([
      ['outbox', deriveAtOnce('outbox')],
      ['hybrid', deriveAtOnce('hybrid')],
    ]);
  });

  test('a pause stops it between two pieces, and it goes on from there once the page is left alone', () => {
    const { ahead, turns, derived, take } = host();
    ahead.ready(sql);
    ahead.prepare(['scheduled']);
    take(2);
    ahead.pace(true);
    // The turn already asked for does nothing, and none follows.
    take();
    expect(turns).toHaveLength(0);
    expect(derived).toEqual([]);
    ahead.pace(false);
    expect(take()).toBe(WALK_COUNT - 2);
    expect(derived).toEqual([['scheduled', deriveAtOnce('scheduled')]]);
  });

  test('a run drops what was left to derive ahead: the run derives what it needs itself', () => {
    const { ahead, turns, derived, take } = host();
    ahead.ready(sql);
    ahead.prepare(['accumulation', 'send-then-commit']);
    take(1);
    ahead.runStarted();
    take();
    ahead.runEnded();
    expect(turns).toHaveLength(0);
    expect(derived).toEqual([]);
    // Asked again after the run, it derives again.
    ahead.prepare(['send-then-commit']);
    take();
    expect(derived.map(([d]) => d)).toEqual(['send-then-commit']);
  });

  test("after the walks, each design's single-fault matrix runs a chunk per turn, the same as a press of the explorer", async () => {
    const { ahead, derived, explored, settle } = host(true);
    ahead.ready(sql);
    // Designs no earlier test walked: a module derives a design's points once, and later asks skip the walk.
    ahead.prepare(['accumulation-split', 'commit-then-send']);
    // Both walks first (their points serve every worker), then the matrices, one after the other.
    await settle(2 * WALK_COUNT);
    expect(derived.map(([d]) => d)).toEqual(['accumulation-split', 'commit-then-send']);
    expect(explored).toEqual([]);
    // A matrix takes several turns: one per chunk of 16 runs.
    expect(await settle(2)).toBe(2);
    expect(explored).toEqual([]);
    await settle();
    expect(explored.map((r) => r.design)).toEqual(['accumulation-split', 'commit-then-send']);
    for (const result of explored)
      expect(shown(result)).toEqual(shown((await explore(sql, designRegistry.get(result.design)))!));
  });

  test('a pause holds a matrix between two chunks; a run in the same worker gives it up, and nothing of it is reported', async () => {
    const { ahead, turns, explored, settle } = host(true);
    ahead.ready(sql);
    ahead.prepare(['versioned-unguarded']);
    await settle(WALK_COUNT + 1);
    ahead.pace(true);
    await settle();
    expect(turns).toHaveLength(0);
    expect(explored).toEqual([]);
    // The learner's own press starts a run in this worker while the matrix waits half done.
    ahead.runStarted();
    const run = (await explore(sql, designRegistry.get('versioned-unguarded')))!;
    ahead.runEnded();
    ahead.pace(false);
    await settle();
    expect(turns).toHaveLength(0);
    expect(explored).toEqual([]);
    expect(run.results.length).toBeGreaterThan(16);
  });

  test('a run that needs the design a worker was walking goes on from the walk’s last piece, to the same points', () => {
    const { ahead, take } = host();
    ahead.ready(sql);
    ahead.prepare(['outbox-inbox']);
    take(2);
    ahead.runStarted();
    const next = vi.spyOn(PieceWalker.prototype, 'next');
    try {
      expect(faultPointsFor(sql, designRegistry.get('outbox-inbox'))).toEqual(deriveAtOnce('outbox-inbox'));
      // Two pieces were walked ahead of time: the run walked only the rest.
      expect(next).toHaveBeenCalledTimes(WALK_COUNT - 2);
    } finally {
      next.mockRestore();
      ahead.runEnded();
    }
  });
});
