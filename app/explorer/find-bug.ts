// "Find me a bug": fast-check generates random schedules — interleavings of the three processes plus
// faults — runs each to quiescence with the invariants checked, and shrinks any failure to a minimal
// schedule the lab can open. Used by the explorer and by the property tests.
import fc from 'fast-check';
import type { SqlJsStatic } from 'sql.js';
import { ACTION_SPECS, type LabAction } from '../engine/actions/registry';
import { checkedRun, type CheckedRun } from './checked-run';
import { ConnectionPool } from '../engine/runtime/connection-pool';
import type { Design } from '../engine/designs/design';
import type { DesignOptions } from '../engine/types';
import { encodeLink } from '../engine/replay/link-codec';

/** One learner action, drawn as each spec says (its forms and weights). */
export const actionArb: fc.Arbitrary<LabAction> = fc.oneof(
  ...ACTION_SPECS.flatMap((spec) =>
    spec.search.map(({ weight, actions }) => ({
      weight,
      arbitrary: fc.constantFrom(...(actions as readonly LabAction[])),
    })),
  ),
);

export const scheduleArb = fc.array(actionArb, { minLength: 1, maxLength: 24 });

/** Runs a schedule (impossible actions skipped, as a learner's would be) and then "Run to end". */
export function runSchedule(
  sql: SqlJsStatic,
  design: Design,
  schedule: LabAction[],
  setup: { pool?: ConnectionPool; options?: DesignOptions } = {},
): CheckedRun {
  return checkedRun(sql, 'schedule', design, [...schedule, { type: 'run' }], {
    skipImpossible: true,
    pool: setup.pool,
    design: setup.options,
  });
}

/**
 * A schedule passes when it settles, breaks no invariant, and every order is prepared exactly once — or,
 * the one documented exception, an order is missing because the relay parked its row as `failed` after its
 * last attempt (that is the operator's alarm, not a lost message).
 */
export function schedulePasses(run: CheckedRun): boolean {
  if (run.violations.length > 0) return false;
  return run.outcome === 'ok' || (run.outcome === 'lost' && run.parked > 0);
}

export interface BugReport {
  seed: number;
  numRuns: number;
  /** Null when every schedule passed. */
  counterexample: null | { schedule: LabAction[]; outcome: CheckedRun['outcome']; violations: string[]; link: string };
}

export function findBug(
  sql: SqlJsStatic,
  design: Design,
  options: { seed?: number; numRuns?: number } = {},
): BugReport {
  const seed = options.seed ?? Date.now() % 2_147_483_647;
  const numRuns = options.numRuns ?? 1000;
  const pool = new ConnectionPool(sql);
  const details = fc.check(
    fc.property(scheduleArb, (schedule) => schedulePasses(runSchedule(sql, design, schedule, { pool }))),
    { seed, numRuns },
  );
  if (!details.failed || !details.counterexample) {
    pool.dispose();
    return { seed, numRuns, counterexample: null };
  }
  const [schedule] = details.counterexample;
  const run = runSchedule(sql, design, schedule, { pool });
  // The link holds what was actually applied and opens just before the final "Run to end", which waits under
  // Forward — unless the schedule already came to rest, where the lab would refuse a "Run to end".
  const applied = run.applied.slice(0, -1);
  const atRest = checkedRun(sql, 'schedule', design, applied, { pool }).outcome !== null;
  pool.dispose();
  const link = encodeLink({ design: design.id, actions: atRest ? applied : run.applied, at: applied.length });
  return {
    seed,
    numRuns: details.numRuns,
    counterexample: { schedule: applied, outcome: run.outcome, violations: run.violations.map((v) => v.message), link },
  };
}
