// Deriving fault points ahead of time (the explorer's warm workers): a piece of a walk per turn, none while the page
// asks for a pause or a run is under way, and the same points as deriving them in one go.
import { describe, expect, test } from 'vitest';
import { designRegistry } from '../../app/engine/designs/registry';
import { Lab } from '../../app/engine/lab';
import type { DesignId } from '../../app/engine/types';
import { DeriveAhead } from '../../app/explorer/derive-ahead';
import { deriveFaultPoints, WALK_COUNT, type FaultPoint } from '../../app/explorer/fault-points';
import { loadSql } from '../support/sql-node';

const sql = await loadSql();

/** A host whose turns wait in a list until the test takes them. */
function host() {
  const turns: (() => void)[] = [];
  const derived: [DesignId, FaultPoint[]][] = [];
  const ahead = new DeriveAhead({ schedule: (turn) => turns.push(turn), derived: (design, points) => derived.push([design, points]) });
  const take = (n = Infinity) => {
    let taken = 0;
    while (turns.length > 0 && taken < n) {
      turns.shift()!();
      taken += 1;
    }
    return taken;
  };
  return { ahead, turns, derived, take };
}

function deriveAtOnce(design: DesignId): FaultPoint[] {
  const lab = new Lab(sql, { slot: `at-once-${design}`, worlds: 24, designs: designRegistry.with(designRegistry.get(design)) });
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
});
