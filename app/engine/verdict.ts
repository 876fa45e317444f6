// The verdict at quiescence, read by SQL through an auditor connection that attaches both files: each
// committed order against what the warehouse prepared for it, plus warehouse rows with no order at all.
import type { Outcome, Row } from './types';
import type { World } from './world';

export interface Verdict {
  outcome: Outcome;
  /** One row per order id: quantity is null for a phantom, prepared is null for a lost order. */
  evidence: Row[];
}

const EVIDENCE = `
  SELECT o.order_id AS order_id, o.quantity AS quantity, s.prepared AS prepared
    FROM orderdb.orders AS o LEFT JOIN warehousedb.stock AS s ON s.order_id = o.order_id
  UNION ALL
  SELECT s.order_id, NULL, s.prepared
    FROM warehousedb.stock AS s WHERE s.order_id NOT IN (SELECT order_id FROM orderdb.orders)
  ORDER BY order_id`;

/** Worst first: the verdict names the most serious thing that went wrong. */
const SEVERITY: readonly Outcome[] = ['phantom', 'lost', 'duplicated', 'ok'];

export function rowOutcome(row: Row): Outcome {
  if (row.quantity === null) return 'phantom';
  if (row.prepared === null) return 'lost';
  return Number(row.prepared) > Number(row.quantity) ? 'duplicated' : Number(row.prepared) < Number(row.quantity) ? 'lost' : 'ok';
}

export function computeVerdict(world: World): Verdict {
  const evidence = world.files.auditor.query(EVIDENCE).map((row) => ({ ...row, outcome: rowOutcome(row) }));
  const outcomes = new Set(evidence.map((row) => row.outcome as Outcome));
  const outcome = SEVERITY.find((o) => outcomes.has(o)) ?? 'ok';
  return { outcome, evidence };
}
