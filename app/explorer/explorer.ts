// The fault explorer: derive the fault points from the machine, build the runs, run each on fresh files
// with the invariants checked at every step, and report verdicts, counts and any violation.
import type { SqlJsStatic } from 'sql.js';
import { checkedRun, type Violation } from '../engine/checked-run';
import { ConnectionPool } from '../engine/connection-pool';
import type { Design } from '../engine/designs/design';
import { designRegistry } from '../engine/designs/registry';
import { Lab } from '../engine/lab';
import type { DesignId, Outcome } from '../engine/types';
import { deriveFaultPoints, type FaultPoint } from './fault-points';
import { faultPairRuns, singleFaultRuns, type FaultRun } from './fault-runs';

export interface RunResult {
  run: FaultRun;
  outcome: Outcome | null;
  violations: Violation[];
}

export interface ExplorerResult {
  design: DesignId;
  pairs: boolean;
  results: RunResult[];
  counts: Record<Outcome | 'unsettled', number>;
  millis: { derive: number; run: number };
}

export interface ExploreOptions {
  pairs?: boolean;
  /** Called between chunks; a false return stops the exploration early (cancel). */
  onProgress?: (done: number, total: number) => boolean | void | Promise<boolean | void>;
  chunk?: number;
  now?: () => number;
}

export function countOutcomes(results: RunResult[]): ExplorerResult['counts'] {
  const counts = { ok: 0, lost: 0, duplicated: 0, phantom: 0, unsettled: 0 };
  for (const r of results) counts[r.outcome ?? 'unsettled'] += 1;
  return counts;
}

/** Fault points depend only on the design (the walk is deterministic), so each is derived once per module. */
const derived = new WeakMap<Design, FaultPoint[]>();

/** Any design value works, registered or not: the walk runs on a lab whose registry includes it. */
export function faultPointsFor(sql: SqlJsStatic, design: Design, pool?: ConnectionPool): FaultPoint[] {
  let points = derived.get(design);
  if (!points) {
    const lab = new Lab(sql, { slot: `explore-${design.id}`, worlds: 8, pool, designs: designRegistry.with(design) });
    try {
      points = deriveFaultPoints(lab, design.id);
    } finally {
      lab.dispose();
    }
    derived.set(design, points);
  }
  return points;
}

export function explorerRuns(sql: SqlJsStatic, design: Design, pairs = false, pool?: ConnectionPool): FaultRun[] {
  const points = faultPointsFor(sql, design, pool);
  return pairs ? faultPairRuns(design.id, points) : singleFaultRuns(design.id, points);
}

export async function explore(sql: SqlJsStatic, design: Design, options: ExploreOptions = {}): Promise<ExplorerResult | null> {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const pool = new ConnectionPool(sql);
  const runs = explorerRuns(sql, design, options.pairs, pool);
  const derived = now();
  const results: RunResult[] = [];
  const chunk = options.chunk ?? 16;
  for (let i = 0; i < runs.length; i += 1) {
    const run = runs[i];
    const checked = checkedRun(sql, `explore-run`, design, run.full, { pool });
    results.push({ run, outcome: checked.outcome, violations: checked.violations });
    if ((i + 1) % chunk === 0 || i + 1 === runs.length) {
      if ((await options.onProgress?.(i + 1, runs.length)) === false) {
        pool.dispose();
        return null;
      }
    }
  }
  pool.dispose();
  return {
    design: design.id,
    pairs: options.pairs ?? false,
    results,
    counts: countOutcomes(results),
    millis: { derive: derived - started, run: now() - derived },
  };
}
