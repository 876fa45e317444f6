// Property-based: fast-check generates random schedules (interleavings plus faults). Outbox + inbox always
// ends ok; every other design yields a counterexample that shrinks to a short schedule the lab can open.
// The seed is the run's one property seed (tests/support/property-seed-draw.ts prints it): PROPERTY_SEED=<n>
// replays the run.
import { describe, expect, inject, test } from 'vitest';
import { designRegistry } from '../../app/engine/designs/registry';
import { findBug, runSchedule, schedulePasses } from '../../app/explorer/find-bug';
import { parseLink } from '../../app/engine/replay/link-codec';
import { loadSql } from '../support/sql-node';
import { DEFAULT_OPTIONS } from '../../app/engine/types';

const sql = await loadSql();
const seed = inject('propertySeed');

const submit = { type: 'submit', orderId: 'snack-7', quantity: 7 } as const;
const fiveLostRequests = Array.from({ length: 5 }, () => ({ type: 'drop', message: 'request' }) as const);

test('by default the relay never gives up: five lost requests, then the sixth attempt delivers', () => {
  const run = runSchedule(sql, designRegistry.get('outbox-inbox'), [submit, ...fiveLostRequests]);
  expect([run.outcome, run.parked, run.violations]).toEqual(['ok', 0, []]);
});

test('the one exception, with parking switched on: the row is parked as failed — lost on purpose, for an operator', () => {
  const run = runSchedule(sql, designRegistry.get('outbox-inbox'), [submit, ...fiveLostRequests], {
    options: { ...DEFAULT_OPTIONS, maxAttempts: 5 },
  });
  expect([run.outcome, run.parked, run.violations]).toEqual(['lost', 1, []]);
  expect(schedulePasses(run)).toBe(true);
  expect(schedulePasses({ ...run, parked: 0 })).toBe(false);
});

test('outbox + inbox: 1,000 random schedules all end ok with no invariant broken', { timeout: 120_000 }, () => {
  const report = findBug(sql, designRegistry.get('outbox-inbox'), { seed, numRuns: 1000 });
  expect(report.numRuns).toBe(1000);
  expect(report.counterexample).toBeNull();
});

describe.each(['commit-then-send', 'send-then-commit', 'outbox'] as const)('%s', (id) => {
  test(
    'a random schedule breaks it, and the shrunk counterexample is short and replays in the lab',
    { timeout: 120_000 },
    () => {
      const design = designRegistry.get(id);
      const report = findBug(sql, design, { seed, numRuns: 1000 });
      expect(report.counterexample, `seed ${seed}`).not.toBeNull();
      const { schedule, outcome, link } = report.counterexample!;
      expect(outcome).not.toBe('ok');
      expect(schedule.length).toBeLessThanOrEqual(12);
      // The link opens exactly the schedule, with its "Run to end" under Forward (none when the schedule came
      // to rest by itself, where the lab would refuse one), and running it again gives the same outcome.
      const parsed = parseLink(link.slice(link.indexOf('?') + 1));
      if (!parsed.ok) throw new Error(`the counterexample's link did not parse: ${link}`);
      const { actions, at } = parsed.link;
      expect([parsed.link.design, actions.slice(0, at ?? actions.length)]).toEqual([id, schedule]);
      expect(actions.slice(schedule.length)).toEqual(at === undefined ? [] : [{ type: 'run' }]);
      expect(runSchedule(sql, design, schedule).outcome).toBe(outcome);
    },
  );
});
