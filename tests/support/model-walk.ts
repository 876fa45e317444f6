// The model-based walk of one design, shared by the model test (every registered design) and by tests that
// bring a design of their own: xstate/graph's shortest paths through the lab machine, each replayed on a
// real lab through the test driver; at every step the lab must agree with the model and keep its invariants.
import { expect } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { isFault, offeredActions, toEvent, type LabAction } from '../../app/engine/actions/registry';
import type { Design } from '../../app/engine/designs/design';
import type { DesignRegistry } from '../../app/engine/designs/registry';
import { Lab } from '../../app/engine/replay/lab';
import type { LabSnapshot } from '../../app/engine/snapshot';
import { PROCESSES, type Outcome } from '../../app/engine/types';
import type { LabEvent } from '../../app/machine/lab-events';
import { labMachine, snapshotOf } from '../../app/machine/lab-machine';
import { LabDriver } from './lab-driver';
import { loadSql } from './sql-node';

/**
 * Every offered action except arming (the walk strikes live), submit (one fixed order below) and the warehouse
 * outage, Wait, the retention job and load (operator's tools; warehouse-outage.test.ts, operations.test.ts,
 * retention.test.ts and load.test.ts cover them), plus Back.
 */
export const WALK_EVENTS: LabEvent[] = [
  { type: 'SUBMIT', orderId: 'snack-7', quantity: 7 },
  ...offeredActions()
    .filter(
      ({ spec }) =>
        spec.type !== 'arm' &&
        spec.type !== 'submit' &&
        spec.type !== 'outage' &&
        spec.type !== 'wait' &&
        spec.type !== 'cleanup' &&
        spec.type !== 'load' &&
        spec.type !== 'amend',
    )
    .map(({ action }) => toEvent(action)),
  { type: 'BACK' },
];

const faultCount = (actions: LabAction[]) => actions.filter(isFault).length;

/** The outcomes a design may end in under at most one fault: what its expectations name. */
export function allowedOutcomes(design: Design): Outcome[] {
  const named = Object.values(design.expected.faults).filter((o): o is Outcome => o !== undefined);
  return [...new Set([design.expected.otherwise, ...named])];
}

/** The invariant: crashing every writer now must not change a single row an independent connection reads. */
function assertNoUncommittedVisible(checker: Lab, design: string, actions: LabAction[]) {
  const now = checker.at(design, actions).snapshot;
  for (const [db, owner] of [
    ['order', 'order'],
    ['warehouse', 'warehouse'],
  ] as const) {
    if (!now.processes[owner].inTx) continue;
    const afterCrash = checker.at(design, [...actions, { type: 'crash', process: owner }]).snapshot;
    expect(
      afterCrash.tables[db].map((p) => p.independent),
      `${db} independent view`,
    ).toEqual(now.tables[db].map((p) => p.independent));
    // And every row the owner pane labels uncommitted is really gone once the owner dies.
    now.tables[db].forEach((pane, i) => {
      const marked = pane.marks.filter((m) => m !== null).length;
      const survivors = afterCrash.tables[db][i].independent.rows!.length;
      expect(pane.owner.rows!.length - marked).toBeLessThanOrEqual(survivors);
    });
  }
}

/**
 * The walk's notion of "the same state": the machine's value plus what the world holds — each process's
 * line, status and open transaction, messages in flight, armed drops, the committed rows (without
 * timestamps) and the outcome. The clock and the timeline are left out, so paths that differ only in
 * when things happened meet.
 */
function abstractState(value: unknown, actions: LabAction[], snap: LabSnapshot): string {
  const rows = (db: 'order' | 'warehouse') =>
    snap.tables[db].map((p) => [
      p.table,
      p.owner.rows?.length ?? null,
      (p.independent.rows ?? []).map((r) => [r.status, r.attempt_count, r.prepared]),
    ]);
  return JSON.stringify([
    value,
    PROCESSES.map((id) => [snap.processes[id].status, snap.processes[id].pc, snap.processes[id].inTx]),
    snap.inFlight.map((m) => `${m.kind}:${m.ok}`),
    snap.armedDrops,
    rows('order'),
    rows('warehouse'),
    snap.verdict?.outcome ?? null,
    faultCount(actions),
  ]);
}

export interface WalkReport {
  paths: number;
  outcomes: Set<Outcome>;
  /** "region.state" for every machine state the walk passed through. */
  reached: Set<string>;
}

/** Walks `design` (registered in `designs`) with at most `maxFaults` faults per path. */
export async function walkDesign(designs: DesignRegistry, designId: string, maxFaults = 1): Promise<WalkReport> {
  const sql = await loadSql();
  const design = designs.get(designId);
  // One lab for the walk and the replays: a path replays logs the walk has already run, so the lab answers from the
  // results it keeps, and its live world follows a path along. The invariant's crash branches, off every path, have
  // a lab of their own, so they never take that world away.
  const lab = new Lab(sql, { slot: `model-${designId}`, designs, worlds: 8 });
  const checker = new Lab(sql, { slot: `model-check-${designId}`, designs });
  const allowed = allowedOutcomes(design);
  const model = createTestModel(labMachine, {
    input: { lab, design: designId },
    events: () => WALK_EVENTS,
    serializeState: (s) => abstractState(s.value, s.context.actions, snapshotOf(s.context)),
    // Keep the walk finite and focused: one order, at most `maxFaults` faults, events the machine accepts.
    filterEvents: (s, e) =>
      s.can(e) &&
      (e.type !== 'SUBMIT' || !s.context.actions.some((a) => a.type === 'submit')) &&
      (faultCount(s.context.actions) < maxFaults || !['CRASH', 'FAIL', 'DROP'].includes(e.type)),
  });
  const report: WalkReport = { paths: 0, outcomes: new Set(), reached: new Set() };
  const paths = model.getShortestPaths();
  report.paths = paths.length;
  // Shortest paths share their beginnings: a step reached by the same events from the start is the same state (the lab
  // is deterministic), so it is checked once, on the first path that passes it.
  const checked = new Set<string>();
  for (const path of paths) {
    const driver = await LabDriver.create(designId, [], { designs, lab });
    const description = path.steps.map((s) => JSON.stringify(s.event)).join(' → ');
    let prefix = '';
    for (const step of path.steps) {
      if ((step.event.type as string) !== 'xstate.init') driver.actor.send(step.event);
      prefix += `${JSON.stringify(step.event)}\n`;
      if (checked.has(prefix)) continue;
      checked.add(prefix);
      expect(driver.value, description).toEqual(step.state.value);
      Object.entries(step.state.value as Record<string, string>).forEach(([region, leaf]) =>
        report.reached.add(`${region}.${leaf}`),
      );
      assertNoUncommittedVisible(checker, designId, driver.actions);
      const verdict = driver.snapshot.verdict;
      if (verdict) {
        report.outcomes.add(verdict.outcome);
        // The walk runs with default options: no row is ever parked, so no `lost` is excused.
        expect(allowed, description).toContain(verdict.outcome);
      }
    }
    driver.dispose();
  }
  lab.dispose();
  checker.dispose();
  return report;
}
