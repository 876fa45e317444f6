// Model-based tests: xstate/graph walks the lab machine; every path is replayed on a real lab through the
// test driver, and at every step the system under test must agree with the model and keep the invariants.
import { describe, expect, test } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { Lab } from '../../app/engine/lab';
import { markOwnerRows } from '../../app/engine/uncommitted';
import { DESIGNS, PROCESSES, type DesignId, type LabAction, type Outcome } from '../../app/engine/types';
import type { LabSnapshot } from '../../app/engine/snapshot';
import type { LabEvent } from '../../app/machine/lab-events';
import { labMachine, snapshotOf } from '../../app/machine/lab-machine';
import { LabDriver } from '../support/lab-driver';
import { loadSql } from '../support/sql-node';

const sql = await loadSql();

const EVENTS: LabEvent[] = [
  { type: 'SUBMIT', orderId: 'snack-7', quantity: 7 },
  { type: 'STEP' },
  ...PROCESSES.flatMap((process) => [
    { type: 'STEP', process } as const,
    { type: 'CRASH', process } as const,
    { type: 'FAIL', process } as const,
    { type: 'RESTART', process } as const,
  ]),
  { type: 'DROP', message: 'request' },
  { type: 'DROP', message: 'ack' },
  { type: 'ADVANCE_CLOCK' },
  { type: 'RUN_TO_END' },
  { type: 'BACK' },
];

/** Outcomes a design can end in; anything else is a bug in the engine. */
const ALLOWED: Record<DesignId, Outcome[]> = {
  'commit-then-send': ['ok', 'lost'],
  'send-then-commit': ['ok', 'phantom', 'duplicated'],
  outbox: ['ok', 'duplicated'],
  'outbox-inbox': ['ok'],
};

const FAULTS = new Set(['crash', 'fail', 'drop']);
// One fault per path by default (every crash, fail and drop at every reachable point, in every interleaving);
// MODEL_MAX_FAULTS=2 walks every pair too, which takes minutes rather than seconds.
const MAX_FAULTS = Number(process.env.MODEL_MAX_FAULTS ?? 1);
const faultCount = (actions: LabAction[]) => actions.filter((a) => FAULTS.has(a.type)).length;

/** The invariant: crashing every writer now must not change a single row an independent connection reads. */
function assertNoUncommittedVisible(checker: Lab, design: DesignId, actions: LabAction[]) {
  const now = checker.at(design, actions).snapshot;
  for (const [db, owner] of [['order', 'order'], ['warehouse', 'warehouse']] as const) {
    if (!now.processes[owner].inTx) continue;
    const afterCrash = checker.at(design, [...actions, { type: 'crash', process: owner }]).snapshot;
    expect(afterCrash.tables[db].map((p) => p.independent), `${db} independent view`).toEqual(now.tables[db].map((p) => p.independent));
    // And every row the owner pane labels uncommitted is really gone once the owner dies.
    now.tables[db].forEach((pane, i) => {
      const marked = markOwnerRows(pane).filter((m) => m !== null).length;
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
    snap.tables[db].map((p) => [p.table, p.owner.rows?.length ?? null, (p.independent.rows ?? []).map((r) => [r.status, r.attempt_count, r.prepared])]);
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

function leafStates(): string[] {
  return Object.entries(labMachine.root.states).flatMap(([region, node]) => Object.keys(node.states).map((s) => `${region}.${s}`));
}

const reached = new Set<string>();

describe.each(DESIGNS)('%s', (design) => {
  const lab = new Lab(sql, `model-${design}`);
  const checker = new Lab(sql, `model-check-${design}`);
  const model = createTestModel(labMachine, {
    input: { lab, design },
    events: () => EVENTS,
    serializeState: (s) => abstractState(s.value, s.context.actions, snapshotOf(s.context)),
    // Keep the walk finite and focused: one order, at most two faults, events the machine accepts.
    filterEvents: (s, e) =>
      s.can(e) &&
      (e.type !== 'SUBMIT' || !s.context.actions.some((a) => a.type === 'submit')) &&
      (faultCount(s.context.actions) < MAX_FAULTS || !['CRASH', 'FAIL', 'DROP'].includes(e.type)),
  });
  test('every shortest path, replayed on a real lab, agrees with the model at every step', { timeout: 120_000 }, async () => {
    const paths = model.getShortestPaths();
    expect(paths.length).toBeGreaterThan(50);
    const outcomes = new Set<string>();
    for (const path of paths) {
      const driver = await LabDriver.create(design);
      const description = path.steps.map((s) => JSON.stringify(s.event)).join(' → ');
      for (const step of path.steps) {
        if ((step.event.type as string) !== 'xstate.init') driver.actor.send(step.event);
        expect(driver.value, description).toEqual(step.state.value);
        Object.entries(step.state.value as Record<string, string>).forEach(([region, leaf]) => reached.add(`${region}.${leaf}`));
        assertNoUncommittedVisible(checker, design, driver.actions);
        const verdict = driver.snapshot.verdict;
        if (verdict) {
          outcomes.add(verdict.outcome);
          const parked = driver.snapshot.tables.order.find((p) => p.table === 'outbox')?.independent.rows?.some((r) => r.status === 'failed');
          expect(ALLOWED[design].concat(parked ? ['lost'] : []), description).toContain(verdict.outcome);
        }
      }
      driver.dispose();
    }
    // The walk must reach quiescence with an outcome, and for the broken designs, find the failure.
    expect(outcomes.has('ok')).toBe(true);
    const failure = { 'commit-then-send': 'lost', 'send-then-commit': 'phantom', outbox: 'duplicated', 'outbox-inbox': 'ok' }[design];
    expect(outcomes.has(failure), `${design} outcomes ${[...outcomes]}`).toBe(true);
  });
});

test('the walks together cover every state of the machine', () => {
  expect([...reached].sort()).toEqual(leafStates().sort());
});
