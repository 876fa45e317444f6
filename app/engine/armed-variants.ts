// The explorer's pairs of faults share more than a prefix. A pair arms its second fault B, strikes its first A,
// and runs to the end; until B fires, that run is move for move the run with A alone (an armed fault changes
// nothing until its moment: no row, no message, no choice of the scheduler). So A's run is made once, as a trunk,
// with a checkpoint before each move, noting where each B would fire: before the first step of B's process at B's
// line, or during the first move that sends a message of B's kind. A pair whose B never fires ends as the trunk
// ends; the others restore the trunk just before B's move, arm B there and run on. Where that reasoning would not
// be exact (a B that strikes at once, faults armed earlier, a violation on the way, a refused action) the pair runs
// on its own, as `SharedPrefixRunner.run` runs it. A test compares every pair with runs made the plain way.
import type { LabAction } from './actions/registry';
import { blockerNow } from './blockers';
import { applyChecked, finishChecked, type CheckedProgress, type Violation } from './checked-run';
import { stepViolations } from './checks';
import type { Checkpoint } from './checkpoint-store';
import { runBudget, runToEnd } from './scheduler';
import type { SharedPrefixRunner } from './shared-prefix-runs';
import type { Outcome } from './types';

export interface VariantResult {
  outcome: Outcome | null;
  violations: Violation[];
}

/** What a move of the trunk would fire, and the world just before it (null while a transaction was open). */
interface TrunkMove {
  step: string | null;
  sent: Set<string>;
  checkpoint: Checkpoint | null;
}

const RUN: LabAction = { type: 'run' };

/** The invariants now, counted where `progress` stands, as `applyChecked` counts them. */
function checkViolations(world: SharedPrefixRunner['world'], progress: CheckedProgress): Violation[] {
  return stepViolations(world).map((message) => ({ afterAction: progress.applied.length, message }));
}

/** Where `arm` strikes: a process's line, or the next message of a kind; null for anything else. */
function aimOf(arm: LabAction): { step: string } | { sent: string } | null {
  if (arm.type === 'arm') return { step: `${arm.fault.process}:${arm.fault.line}` };
  if (arm.type === 'drop') return { sent: arm.message };
  return null;
}

/** For each of `arms`, the verdict and violations of the log `[...prefix, arm, fault, run]`. */
export function runArmedVariants(runner: SharedPrefixRunner, prefix: readonly LabAction[], fault: LabAction, arms: readonly LabAction[], shared = 0): VariantResult[] {
  const alone = (arm: LabAction): VariantResult => runner.run([...prefix, arm, fault, RUN], shared);
  const { world, store } = runner;
  const { progress: before, rejectedAt } = runner.advance(prefix, Math.max(shared, prefix.length));
  const quiet = world.armedFaults.length === 0 && world.network.armed.request === 0 && world.network.armed.ack === 0;
  if (rejectedAt !== null || before.violations.length > 0 || !quiet) return arms.map(alone);
  // An arm the lab would refuse here, or a drop that takes a message already in flight, does not wait for its moment.
  const waits = arms.map((arm) => blockerNow(world, arm) === null && aimOf(arm) !== null && !(arm.type === 'drop' && world.network.inFlight.some((m) => m.kind === arm.message)));

  const trunk: CheckedProgress = { applied: [...before.applied], violations: [], steps: before.steps };
  if (!applyChecked(world, fault, trunk)) return arms.map(alone);
  const limit = runBudget(world);
  const moves: TrunkMove[] = [];
  let inFlight = new Set<string>();
  world.afterMove = () => {
    const move = moves.at(-1)!;
    for (const m of world.network.inFlight) if (!inFlight.has(m.id)) move.sent.add(m.kind);
  };
  const ended = (() => {
    try {
      return runToEnd(
        world,
        () => {
          trunk.steps += 1;
          trunk.violations.push(...checkViolations(world, trunk));
        },
        (move) => {
          const p = move.kind === 'step' ? world.procs[move.process] : null;
          inFlight = new Set(world.network.inFlight.map((m) => m.id));
          moves.push({ step: p ? `${p.id}:${p.pc + 1}` : null, sent: new Set(), checkpoint: store.save(world) });
        },
        limit,
      );
    } finally {
      world.afterMove = undefined;
    }
  })();
  trunk.applied.push(RUN);
  trunk.steps += 1;
  trunk.violations.push(...checkViolations(world, trunk));
  const trunkResult = finishChecked(world, runner.design, trunk, null);
  const release = () => moves.forEach((m) => m.checkpoint && store.release(m.checkpoint));
  if (trunk.violations.length > 0 || !ended) {
    release();
    return arms.map(alone);
  }

  const results = arms.map((arm, i): VariantResult => {
    if (!waits[i]) return alone(arm);
    const aim = aimOf(arm)!;
    const k = moves.findIndex((m) => ('step' in aim ? m.step === aim.step : m.sent.has(aim.sent)));
    if (k < 0) return { outcome: trunkResult.outcome, violations: trunkResult.violations };
    let j = k;
    while (j >= 0 && !moves[j].checkpoint) j -= 1;
    if (j < 0) return alone(arm);
    store.restore(world, moves[j].checkpoint!);
    // The moves from the checkpoint to B's moment are the trunk's, already checked there.
    if (k > j) runToEnd(world, undefined, undefined, k - j, j);
    if (arm.type === 'arm') world.armedFaults.push({ ...arm.fault });
    else if (arm.type === 'drop') world.network.armed[arm.message] += 1;
    const progress: CheckedProgress = { applied: [...prefix, arm, fault], violations: [], steps: 0 };
    const check = () => progress.violations.push(...checkViolations(world, progress));
    runToEnd(world, check, undefined, limit - k, k);
    progress.applied.push(RUN);
    check();
    const { outcome, violations } = finishChecked(world, runner.design, progress, null);
    return { outcome, violations };
  });
  release();
  return results;
}
