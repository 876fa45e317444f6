// The verdict at quiescence, read by SQL through an auditor connection that attaches both files: each
// committed order against what the warehouse prepared for it, plus warehouse rows with no order at all.
// Beside what it found, it says why (the causal chains in the run's own timeline) and which faults the run
// suffered, so the lab can offer a design that survives them.
import type { Cause } from './cause-links';
import type { FaultId } from '../designs/design';
import { runFaults } from './run-faults';
import type { Outcome, Row } from '../types';
import { findCauses } from './verdict-causes';
import type { World } from '../runtime/world';

export type { Cause, CauseFinding, CauseKind, CauseLink } from './cause-links';
export type { FaultId } from '../designs/design';

export interface Verdict {
  outcome: Outcome;
  /** One row per order id: quantity is null for a phantom, prepared is null for a lost order. */
  evidence: Row[];
  /**
   * Why, per order: each chain's links point at the timeline entries that show them. Empty when no chain is recognised.
   */
  causes: Cause[];
  /** Repeat deliveries the warehouse's inbox absorbed. */
  absorbed: number;
  /** The faults the run suffered, as the designs' expectations name them. */
  faults: FaultId[];
}

export const EVIDENCE = `
  SELECT o.order_id AS order_id, o.quantity AS quantity, s.prepared AS prepared
    FROM orderdb.orders AS o LEFT JOIN warehousedb.stock AS s ON s.order_id = o.order_id
  UNION ALL
  SELECT s.order_id, NULL, s.prepared
    FROM warehousedb.stock AS s WHERE s.order_id NOT IN (SELECT order_id FROM orderdb.orders)
  ORDER BY order_id`;

/** Whether the design keeps an outbox and an inbox: asked of the files' own schemas. */
export const DESIGN_TABLES = `
  SELECT EXISTS (SELECT 1 FROM warehousedb.sqlite_master WHERE type = 'table' AND name = 'inbox') AS inbox,
         EXISTS (SELECT 1 FROM orderdb.sqlite_master WHERE type = 'table' AND name = 'outbox') AS outbox`;

/** Worst first: the verdict names the most serious thing that went wrong. */
const SEVERITY: readonly Outcome[] = ['phantom', 'lost', 'duplicated', 'ok'];

export function rowOutcome(row: Row): Outcome {
  // A design's evidence may reckon the outcome itself (versioned: which events took effect, not the totals).
  const own = SEVERITY.find((o) => o === row.outcome);
  if (own) return own;
  if (row.quantity === null) return 'phantom';
  if (row.prepared === null) return 'lost';
  return Number(row.prepared) > Number(row.quantity)
    ? 'duplicated'
    : Number(row.prepared) < Number(row.quantity)
      ? 'lost'
      : 'ok';
}

/** The outcome and its evidence alone, without the explanations: what the explorer needs of each of its runs. */
export function verdictOutcome(world: World): Pick<Verdict, 'outcome' | 'evidence'> {
  const evidence = world.files.auditor
    .query(world.design.evidence?.sql ?? EVIDENCE)
    .map((row) => ({ ...row, outcome: rowOutcome(row) }));
  const outcomes = new Set(evidence.map((row) => row.outcome as Outcome));
  return { outcome: SEVERITY.find((o) => outcomes.has(o)) ?? 'ok', evidence };
}

export function computeVerdict(world: World): Verdict {
  const auditor = world.files.auditor;
  const { outcome, evidence } = verdictOutcome(world);
  const [tables] = auditor.query(DESIGN_TABLES);
  const { causes, absorbed } = findCauses(world.timeline, evidence, {
    inbox: Boolean(tables.inbox),
    outbox: Boolean(tables.outbox),
  });
  return { outcome, evidence, causes, absorbed, faults: runFaults(world.timeline) };
}
