// Runs an action log on a fresh world, checking the invariants after every action and every step inside
// "Run to end", and reports the verdict at quiescence. The explorer and the property tests use it.
import type { SqlJsStatic } from 'sql.js';
import type { LabAction } from '../engine/actions/registry';
import { applyAction } from '../engine/actions/apply-action';
import { stepViolations } from './checks';
import type { ConnectionPool } from '../engine/runtime/connection-pool';
import type { Design } from '../engine/designs/design';
import { isQuiescent, runToEnd } from '../engine/runtime/scheduler';
import { DEFAULT_OPTIONS, type DesignOptions, type Outcome } from '../engine/types';
import { verdictOutcome } from '../engine/verdict/verdict';
import { World } from '../engine/runtime/world';
import { filesFor } from '../engine/runtime/world-files';

export interface Violation {
  /** How many actions of the log had been applied when it was seen. */
  afterAction: number;
  message: string;
}

export interface CheckedRun {
  /** The actions that were applied (with `skipImpossible`, the ones the lab allowed at their point). */
  applied: LabAction[];
  /** Null when the run did not come to rest. */
  outcome: Outcome | null;
  violations: Violation[];
  /** Index of the first action that was not possible, if any (the rest were not applied). */
  rejectedAt: number | null;
  /** Work the design gave up on (outbox rows parked as `failed`): lost by decision, for an operator to see. */
  parked: number;
  steps: number;
}

export interface CheckedRunOptions {
  /**
   * Treat the log as a learner's attempts (random schedules): an action the lab would refuse at its point is
   * skipped. Otherwise the first impossible action ends the run.
   */
  skipImpossible?: boolean;
  pool?: ConnectionPool;
  design?: DesignOptions;
}

/** How far a checked run has got: what a shared prefix hands on to every run that continues from it. */
export interface CheckedProgress {
  applied: LabAction[];
  violations: Violation[];
  steps: number;
}

/**
 * Applies one action with the checks, as the explorer counts them: the invariants after the action, and after
 * every move of a "Run to end". False when the lab would not allow the action now (nothing is changed then).
 */
export function applyChecked(world: World, action: LabAction, progress: CheckedProgress): boolean {
  const check = () => {
    progress.steps += 1;
    for (const message of stepViolations(world))
      progress.violations.push({ afterAction: progress.applied.length, message });
  };
  const ok = action.type === 'run' ? runToEnd(world, check) || true : applyAction(world, action) === null;
  if (!ok) return false;
  progress.applied.push(action);
  check();
  return true;
}

/** The run's result once its actions are applied (or one was refused at `rejectedAt`). */
export function finishChecked(
  world: World,
  design: Design,
  progress: CheckedProgress,
  rejectedAt: number | null,
): CheckedRun {
  const { applied, violations, steps } = progress;
  if (rejectedAt !== null || !isQuiescent(world))
    return { applied, outcome: null, violations, rejectedAt, steps, parked: 0 };
  // The outcome and its evidence: the explanations (read from the timeline) are the lab's, not a run's result.
  const verdict = verdictOutcome(world);
  if (verdict.outcome !== 'ok' && verdict.evidence.length === 0)
    violations.push({ afterAction: applied.length, message: 'a verdict without evidence' });
  return {
    applied,
    outcome: verdict.outcome,
    violations,
    rejectedAt,
    steps,
    parked: design.pending?.parked(world.read) ?? 0,
  };
}

export function checkedRun(
  sql: SqlJsStatic,
  slot: string,
  design: Design,
  actions: readonly LabAction[],
  options: CheckedRunOptions = {},
): CheckedRun {
  const world = new World(sql, design, filesFor(slot), options.pool, options.design ?? DEFAULT_OPTIONS);
  const progress: CheckedProgress = { applied: [], violations: [], steps: 0 };
  try {
    for (const [index, action] of actions.entries()) {
      if (applyChecked(world, action, progress)) continue;
      if (options.skipImpossible) continue;
      return finishChecked(world, design, progress, index);
    }
    return finishChecked(world, design, progress, null);
  } finally {
    world.dispose();
  }
}
