// The explorer's pairs of faults share more than a prefix. A pair arms its second fault B, strikes its first A,
// and runs to the end; until B fires, that run is move for move the run with A alone (an armed fault changes
// nothing until its moment: no row, no message, no choice of the scheduler). So A's run is made once, as a trunk,
// noting where each B first fires: before the first step of B's process at B's line, or during the first move
// that sends a message of B's kind — and keeping the checkpoint nearest before that move. A pair whose B never
// fires ends as the trunk ends; the others restore that checkpoint, replay up to B's move, arm B there and run
// on. Where that reasoning would not be exact (a B that strikes at once, an outage, a violation on the
// way, a refused action, no checkpoint before B's moment) the pair runs on its own, as `SharedPrefixRunner.run`
// runs it. A triple is a pair whose prefix armed one more fault: the same holds with that fault in the trunk. A
// test compares every pair, and every triple of a design, with runs made the plain way.
import type { LabAction } from '../engine/actions/registry';
import { blockerNow } from '../engine/actions/blockers';
import { applyChecked, finishChecked, type CheckedProgress, type Violation } from './checked-run';
import { markChecked, stepViolations } from './checks';
import type { Checkpoint } from '../engine/replay/checkpoint-store';
import { runBudget, runToEnd } from '../engine/runtime/scheduler';
import type { SharedPrefixRunner } from './shared-prefix-runs';
import type { Outcome } from '../engine/types';
import { joinFuture, type Future, type StateMemo } from './state-memo';

export interface VariantResult {
  outcome: Outcome | null;
  violations: Violation[];
}

/** Where a waiting fault first fires along the trunk: the move, and the checkpoint nearest before it (at `at`). */
interface FirstFire {
  move: number;
  at: number;
  checkpoint: Checkpoint;
}

const RUN: LabAction = { type: 'run' };

/** The invariants now, counted where `progress` stands, as `applyChecked` counts them. */
function checkViolations(world: SharedPrefixRunner['world'], progress: CheckedProgress): Violation[] {
  return stepViolations(world).map((message) => ({ afterAction: progress.applied.length, message }));
}

/** Where `arm` strikes: a process's line, or the next message of a kind; null for anything else. */
function aimOf(arm: LabAction): string | null {
  if (arm.type === 'arm') return `step:${arm.fault.process}:${arm.fault.line}`;
  if (arm.type === 'drop') return `sent:${arm.message}`;
  return null;
}

/** For each of `arms`, the verdict and violations of the log `[...prefix, arm, fault, run]`. */
export function runArmedVariants(
  runner: SharedPrefixRunner,
  prefix: readonly LabAction[],
  fault: LabAction,
  arms: readonly LabAction[],
  shared = 0,
  memo?: StateMemo,
): VariantResult[] {
  const alone = (arm: LabAction): VariantResult => runner.run([...prefix, arm, fault, RUN], shared);
  const { world, store } = runner;
  const { progress: before, rejectedAt } = runner.advance(prefix, Math.max(shared, prefix.length));
  // Faults armed in the prefix (a triple's second) are part of the trunk: they fire there as in every variant, the
  // variant's own fault being armed after them, as its log arms it. An outage's end is not a move: no trunk then.
  if (rejectedAt !== null || before.violations.length > 0 || world.outage !== null) return arms.map(alone);
  // An arm the lab would refuse here, or a drop that takes a message already in flight, does not wait for its moment.
  const waits = arms.map(
    (arm) =>
      blockerNow(world, arm) === null &&
      aimOf(arm) !== null &&
      !(arm.type === 'drop' && world.network.inFlight.some((m) => m.kind === arm.message)),
  );

  const trunk: CheckedProgress = { applied: [...before.applied], violations: [], steps: before.steps };
  if (!applyChecked(world, fault, trunk)) return arms.map(alone);
  const limit = runBudget(world);
  // Checkpoints kept: for each aim a waiting fault has, the one nearest before the move where it first fires. The
  // latest transaction-free moment is held as a candidate until a move needs it or a later one replaces it, so a
  // trunk holds a few checkpoints however long it runs.
  const aims = new Set(arms.flatMap((arm, i) => (waits[i] ? [aimOf(arm)!] : [])));
  const first = new Map<string, FirstFire>();
  const kept = new Set<Checkpoint>();
  let candidate: { at: number; checkpoint: Checkpoint } | null = null;
  const release = () => {
    for (const checkpoint of kept) store.release(checkpoint);
    if (candidate && !kept.has(candidate.checkpoint)) store.release(candidate.checkpoint);
    kept.clear();
    candidate = null;
  };
  /** Aims that fired at all: one with no checkpoint before its moment is not "never fires". */
  const seen = new Set<string>();
  const fires = (aim: string, move: number) => {
    if (!aims.has(aim) || seen.has(aim)) return;
    seen.add(aim);
    if (!candidate) return;
    first.set(aim, { move, ...candidate });
    kept.add(candidate.checkpoint);
  };
  try {
    let move = -1;
    let inFlight = new Set<string>();
    world.afterMove = () => {
      for (const m of world.network.inFlight) if (!inFlight.has(m.id)) fires(`sent:${m.kind}`, move);
    };
    // The trunk is never cut short (its pairs need to know where each fault fires), but its states are noted.
    const trunkPath = memo?.path(world, limit);
    const trunkAt = trunk.applied.length;
    let ended: boolean;
    try {
      ended = runToEnd(
        world,
        () => {
          trunk.steps += 1;
          trunk.violations.push(...checkViolations(world, trunk));
          trunkPath?.note(move + 1, trunk.violations.length);
        },
        (next) => {
          move += 1;
          inFlight = new Set(world.network.inFlight.map((m) => m.id));
          let saved: Checkpoint | null = null;
          try {
            saved = store.save(world);
          } catch {
            // A checkpoint only saves time: without it the pairs that need this moment run on their own.
          }
          if (saved) {
            if (candidate && !kept.has(candidate.checkpoint)) store.release(candidate.checkpoint);
            candidate = { at: move, checkpoint: saved };
          }
          if (next.kind === 'step') fires(`step:${next.process}:${world.procs[next.process].pc + 1}`, move);
        },
        limit,
      );
    } finally {
      world.afterMove = undefined;
    }
    trunk.applied.push(RUN);
    trunk.steps += 1;
    trunk.violations.push(...checkViolations(world, trunk));
    runner.stats.applied += 2;
    const trunkResult = finishChecked(world, runner.design, trunk, null);
    if (trunk.violations.length > 0 || !ended) return arms.map(alone);
    trunkPath?.ended(move + 1, trunkResult.outcome, trunkResult.violations, trunkAt);

    return arms.map((arm, i): VariantResult => {
      if (!waits[i]) return alone(arm);
      const aim = aimOf(arm)!;
      // Never fires: the pair's run is the trunk's, move for move.
      if (!seen.has(aim)) return { outcome: trunkResult.outcome, violations: trunkResult.violations };
      const fire = first.get(aim);
      // It fires where no checkpoint stood before it: the pair runs on its own.
      if (!fire) return alone(arm);
      store.restore(world, fire.checkpoint);
      // The moves from the checkpoint to B's moment are the trunk's, already checked there (a trunk with a violation
      // has no variants): the files stand as the trunk's did, and integrity_check need not read them again.
      if (fire.move > fire.at) runToEnd(world, undefined, undefined, fire.move - fire.at, fire.at);
      markChecked(world);
      if (arm.type === 'arm') world.armedFaults.push({ ...arm.fault });
      else if (arm.type === 'drop') world.network.armed[arm.message] += 1;
      const progress: CheckedProgress = { applied: [...prefix, arm, fault], violations: [], steps: 0 };
      const check = () => {
        progress.violations.push(...checkViolations(world, progress));
      };
      const runAt = progress.applied.length;
      const budget = limit - fire.move;
      const path = memo?.path(world, budget);
      let moves = 0;
      // A state explored before ends the run here: it takes that state's future as its own.
      let known: Future | null = path?.visit(0, 0) ?? null;
      const cameToRest =
        !known &&
        runToEnd(
          world,
          () => {
            check();
            known = path?.visit(moves, progress.violations.length) ?? null;
            return known ? 'stop' : undefined;
          },
          () => (moves += 1),
          budget,
          fire.move,
        );
      runner.stats.applied += 1;
      if (known) {
        const joined = joinFuture(progress.violations, known, runAt);
        path?.ended(moves + (known as Future).moves, joined.outcome, joined.violations, runAt);
        return joined;
      }
      progress.applied.push(RUN);
      check();
      const { outcome, violations } = finishChecked(world, runner.design, progress, null);
      if (cameToRest) path?.ended(moves, outcome, violations, runAt);
      return { outcome, violations };
    });
  } finally {
    release();
  }
}
