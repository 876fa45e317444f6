// The fault explorer: derive the fault points from the machine, build the runs, run each as on fresh files
// (from checkpoints of the prefixes they share, which give the very same files) with the invariants checked at
// every step, and report verdicts, counts and any violation.
import type { SqlJsStatic } from 'sql.js';
import type { LabAction } from '../engine/actions/registry';
import type { Violation } from './checked-run';
import { ConnectionPool } from '../engine/runtime/connection-pool';
import { actionKey } from '../engine/replay/log-trie';
import { SharedPrefixRunner } from './shared-prefix-runs';
import { runArmedVariants } from './armed-variants';
import type { Design } from '../engine/designs/design';
import type { DesignId, Outcome } from '../engine/types';
import type { FaultPoint } from './fault-points';
import { PieceWalker } from './piece-walker';
import { StateMemo, type MemoStats } from './state-memo';
import { partOf } from './run-parts';
import { faultPairRuns, faultTripleRuns, pairParts, singleFaultRuns, type FaultRun, type RunPart } from './fault-runs';

export interface RunResult {
  run: FaultRun;
  outcome: Outcome | null;
  violations: Violation[];
}

export interface ExplorerResult {
  design: DesignId;
  pairs: boolean;
  triples: boolean;
  results: RunResult[];
  counts: Record<Outcome | 'unsettled', number>;
  millis: { derive: number; run: number };
  /** Actions applied, against what running every log from scratch would apply: the prefixes' shared work. */
  applied: { shared: number; fromScratch: number };
  /** Distinct states explored, moments keyed, runs that met a state explored before, and the moves they were spared. */
  states: MemoStats;
}

export interface ExploreOptions {
  pairs?: boolean;
  /** Every first fault with every two different faults armed before it (overrides `pairs`). */
  triples?: boolean;
  /**
   * Only the runs whose first fault falls to this share (the `index`th of every `of` first faults, in the points'
   * order), so several workers can split one design: each first fault's runs share its trunks, so they stay together.
   */
  part?: RunPart;
  /**
   * Called between chunks with the runs finished since the last call (so a matrix can fill as it goes); a false
   * return stops the exploration early (cancel).
   */
  onProgress?: (done: number, total: number, fresh: [number, RunResult][]) => boolean | void | Promise<boolean | void>;
  chunk?: number;
  now?: () => number;
  /** Pairs share their first fault's whole run (armed-variants.ts); off, each pair runs on its own after its prefix. */
  trunks?: boolean;
  /** The runs' files: runs ahead of time use their own, so a run the learner asks for never meets one left open. */
  slot?: string;
  /** Runs that reach a state explored before stop there and take its future (state-memo.ts); off, every run runs on. */
  states?: boolean;
}

export function countOutcomes(results: RunResult[]): ExplorerResult['counts'] {
  const counts = { ok: 0, lost: 0, duplicated: 0, phantom: 0, unsettled: 0 };
  for (const r of results) counts[r.outcome ?? 'unsettled'] += 1;
  return counts;
}

/** Fault points depend only on the design (the walk is deterministic), so each is derived once per module. */
const derived = new WeakMap<Design, FaultPoint[]>();

/**
 * Walks begun ahead of time that a run took over, by design: a run that needs the design's points goes on from the
 * walk's last piece instead of walking it again from the start (pieces and whole walk give the same points).
 */
const begun = new Map<Design, PieceWalker>();

/** A walk begun ahead of time, left for whoever needs its design's points next. */
export function handOverWalk(walker: PieceWalker): void {
  begun.get(walker.design)?.dispose();
  begun.set(walker.design, walker);
}

/** The walk begun ahead of time for `design`, if one was handed over (it is then the caller's). */
export function takeWalk(design: Design): PieceWalker | undefined {
  const walker = begun.get(design);
  begun.delete(design);
  return walker;
}

/** Any design value works, registered or not: the walk runs on a lab whose registry includes it. */
export function faultPointsFor(sql: SqlJsStatic, design: Design, pool?: ConnectionPool): FaultPoint[] {
  let points = derived.get(design);
  if (!points) {
    points = (takeWalk(design) ?? new PieceWalker(sql, design, { slot: `explore-${design.id}`, pool })).rest();
    derived.set(design, points);
  }
  return points;
}

/** Fault points another worker derived for this very design (the walk gives every worker the same ones). */
export function knowFaultPoints(design: Design, points: FaultPoint[]): void {
  if (!derived.has(design)) derived.set(design, points);
}

/** Whether this module has the design's fault points already (derived here or handed over). */
export function hasFaultPoints(design: Design): boolean {
  return derived.has(design);
}

export type RunSize = 'single' | 'pairs' | 'triples';

export function explorerRuns(
  sql: SqlJsStatic,
  design: Design,
  size: RunSize = 'single',
  pool?: ConnectionPool,
  part?: RunPart,
): FaultRun[] {
  const points = faultPointsFor(sql, design, pool);
  // Triples are made for the share alone: the others would be most of the time it takes to make them.
  if (size === 'triples') return faultTripleRuns(design.id, points, part);
  const runs = size === 'pairs' ? faultPairRuns(design.id, points) : singleFaultRuns(design.id, points);
  return part ? partOf(runs, part) : runs;
}

/**
 * The order that lets runs share the most: logs sorted action by action, so runs with a common prefix are
 * neighbours, with how many actions each has in common with the next.
 */
export function sharingOrder(logs: readonly (readonly LabAction[])[]): { order: number[]; shared: number[] } {
  const keys = logs.map((log) => log.map(actionKey));
  const order = logs.map((_, i) => i);
  order.sort((a, b) => {
    const x = keys[a];
    const y = keys[b];
    for (let i = 0; i < Math.min(x.length, y.length); i += 1) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
    return x.length - y.length || a - b;
  });
  const shared = order.map((run, k) => {
    const next = order[k + 1];
    if (next === undefined) return 0;
    let n = 0;
    while (n < keys[run].length && n < keys[next].length && keys[run][n] === keys[next][n]) n += 1;
    return n;
  });
  return { order, shared };
}

export async function explore(
  sql: SqlJsStatic,
  design: Design,
  options: ExploreOptions = {},
): Promise<ExplorerResult | null> {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const pool = new ConnectionPool(sql);
  const size: RunSize = options.triples ? 'triples' : options.pairs ? 'pairs' : 'single';
  const runs = explorerRuns(sql, design, size, pool, options.part);
  const derived = now();
  const results: RunResult[] = new Array(runs.length);
  const chunk = options.chunk ?? 16;
  const runner = new SharedPrefixRunner(sql, options.slot ?? 'explore-run', design, pool);
  const memo = options.states === false ? undefined : new StateMemo();
  let done = 0;
  let fresh: [number, RunResult][] = [];
  /** `finished`: the runs just done, by their place in `runs`. */
  const progressed = async (finished: number[]) => {
    const before = done;
    done += finished.length;
    for (const i of finished) fresh.push([i, results[i]]);
    if (Math.floor(done / chunk) === Math.floor(before / chunk) && done < runs.length) return true;
    const sent = fresh;
    fresh = [];
    return (await options.onProgress?.(done, runs.length, sent)) !== false;
  };
  try {
    if (size !== 'single' && options.trunks !== false) {
      // One trunk per first fault (per pair, for triples): its runs differ only in the fault armed last.
      const groups = new Map<string, number[]>();
      for (const [i, run] of runs.entries()) {
        const { prefix, strike } = pairParts(run);
        const key = [...prefix, strike].map(actionKey).join('\n');
        if (!groups.has(key)) groups.set(key, []);
        groups.get(key)!.push(i);
      }
      const trunks = [...groups.values()];
      const { order, shared } = sharingOrder(trunks.map((members) => pairParts(runs[members[0]]).prefix));
      for (const [k, g] of order.entries()) {
        const members = trunks[g];
        const { prefix, strike } = pairParts(runs[members[0]]);
        const answers = runArmedVariants(
          runner,
          prefix,
          strike,
          members.map((i) => pairParts(runs[i]).arm),
          shared[k],
          memo,
        );
        members.forEach((i, m) => (results[i] = { run: runs[i], ...answers[m] }));
        if (!(await progressed(members))) return null;
      }
    } else {
      const { order, shared } = sharingOrder(runs.map((r) => r.full));
      for (const [k, i] of order.entries()) {
        const checked = runner.run(runs[i].full, shared[k]);
        results[i] = { run: runs[i], outcome: checked.outcome, violations: checked.violations };
        if (!(await progressed([i]))) return null;
      }
    }
  } finally {
    runner.dispose();
    pool.dispose();
  }
  return {
    design: design.id,
    pairs: size === 'pairs',
    triples: size === 'triples',
    results,
    counts: countOutcomes(results),
    millis: { derive: derived - started, run: now() - derived },
    applied: { shared: runner.stats.applied, fromScratch: runs.reduce((sum, r) => sum + r.full.length, 0) },
    states: memo ? { ...memo.stats } : { states: 0, keyed: 0, hits: 0, saved: 0 },
  };
}
