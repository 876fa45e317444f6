// "Try this with <design>": the same fault, on the same orders, in a design that survives it. The fault is
// carried across designs by what it means, not by its line number: a crash or failure of a process right
// after the line with the same code (right after COMMIT stays right after COMMIT), or the same kind of message
// lost. The candidate run is the original orders with that fault armed, then "Run to end"; it is offered only
// if it really suffered that fault, committed the same orders, and ended ok — and only designs that never lose
// or invent an order are suggested.
import type { LabAction } from '../engine/actions/registry';
import type { Design } from '../engine/designs/registry';
import type { FaultId, Verdict } from '../engine/snapshot';
import { roleOf, type DesignId, type DesignOptions, type ProcessId } from '../engine/types';

export interface FixingRun {
  design: DesignId;
  actions: LabAction[];
  fault: FaultId;
}

/** What "Try this" needs of a lab: its designs and a replay. The page's Lab is one. */
export interface WhatIfLab {
  designs: { list: readonly Design[] };
  at(
    design: DesignId,
    actions: readonly LabAction[],
    options: DesignOptions,
  ): { snapshot: { verdict: Verdict | null }; rejected: unknown };
}

/** Where a process fault lands in another design's program (1-based), or null when the program has no such place. */
export function carryFault(fault: FaultId, from: Design, to: Design, options: DesignOptions): FaultId | null {
  if (fault.startsWith('drop:')) return fault;
  const [kind, process, lineText] = fault.split(':') as [string, ProcessId, string];
  const line = Number(lineText);
  const source = from.programs(options)[roleOf(process)].lines;
  const target = to.programs(options)[roleOf(process)].lines;
  if (target.length === 0 || !Number.isInteger(line) || line < 1 || line > source.length) return null;
  if (line === 1) return `${kind}:${process}:1` as FaultId;
  // The line that had just run when the fault struck, by its code: it must exist exactly once in the target.
  const before = source[line - 2].code;
  const matches = target.flatMap((l, i) => (l.code === before ? [i] : []));
  if (matches.length !== 1 || matches[0] + 2 > target.length) return null;
  return `${kind}:${process}:${matches[0] + 2}` as FaultId;
}

/** The action that sets the fault up before the orders are sent. */
function armFor(fault: FaultId): LabAction {
  const [kind, process, line] = fault.split(':');
  if (kind === 'drop') return { type: 'drop', message: process === 'ack' ? 'ack' : 'request' };
  return {
    type: 'arm',
    fault: { kind: kind === 'fail' ? 'fail' : 'crash', process: process as ProcessId, line: Number(line) },
  };
}

const committedOrders = (verdict: Verdict) =>
  verdict.evidence
    .filter((row) => row.quantity !== null)
    .map((row) => String(row.order_id))
    .sort()
    .join('\n');

/**
 * Only a design that never loses an order nor invents one under any single fault is worth suggesting: "Send, then
 * commit" survives a crash right after COMMIT, but recommending it would trade a lost order for a phantom one.
 * Read from the designs' expectations, which the explorer's tests prove.
 */
function neverLosesOrInvents(design: Design): boolean {
  const outcomes = [design.expected.otherwise, ...Object.values(design.expected.faults)];
  return outcomes.every((o) => o === 'ok' || o === 'duplicated');
}

export function findFixingRun(
  lab: WhatIfLab,
  shown: { design: DesignId; options: DesignOptions; verdict: Verdict; log: readonly LabAction[] },
): FixingRun | null {
  if (shown.verdict.outcome === 'ok' || shown.verdict.faults.length !== 1) return null;
  const designs = lab.designs.list;
  const here = designs.findIndex((d) => d.id === shown.design);
  if (here < 0) return null;
  const orders = shown.log.filter((a) => a.type === 'submit');
  const wanted = committedOrders(shown.verdict);
  for (const design of designs.slice(here + 1)) {
    if (!neverLosesOrInvents(design)) continue;
    const fault = carryFault(shown.verdict.faults[0], designs[here], design, shown.options);
    if (!fault) continue;
    const actions: LabAction[] = [armFor(fault), ...orders, { type: 'run' }];
    const { snapshot, rejected } = lab.at(design.id, actions, shown.options);
    const verdict = snapshot.verdict;
    if (rejected || !verdict || verdict.outcome !== 'ok') continue;
    // The same fault really struck, and the same orders were kept: not an "ok" because nothing happened.
    if (verdict.faults.length !== 1 || verdict.faults[0] !== fault || committedOrders(verdict) !== wanted) continue;
    return { design: design.id, actions, fault };
  }
  return null;
}
