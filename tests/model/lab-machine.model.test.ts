// Model-based tests: xstate/graph walks the lab machine for every registered design; every path is
// replayed on a real lab through the test driver (tests/support/model-walk.ts).
import { describe, expect, test } from 'vitest';
import { designRegistry } from '../../app/engine/designs/registry';
import { labMachine } from '../../app/machine/lab-machine';
import { walkDesign } from '../support/model-walk';

// One fault per path by default (every crash, fail and drop at every reachable point, in every interleaving);
// MODEL_MAX_FAULTS=2 walks every pair too, which takes minutes rather than seconds.
const MAX_FAULTS = Number(process.env.MODEL_MAX_FAULTS ?? 1);

function leafStates(): string[] {
  return Object.entries(labMachine.root.states).flatMap(([region, node]) =>
    Object.keys(node.states).map((s) => `${region}.${s}`),
  );
}

const reached = new Set<string>();

describe.each(designRegistry.ids)('%s', (design) => {
  test(
    'every shortest path, replayed on a real lab, agrees with the model at every step',
    // A budget, not a speed goal: the two-relay designs' walks took 128–243 s on this two-core machine while a
    // mutation run held both cores; the bench times what matters.
    { timeout: 300_000 },
    async () => {
      const report = await walkDesign(designRegistry, design, MAX_FAULTS);
      report.reached.forEach((s) => reached.add(s));
      expect(report.paths).toBeGreaterThan(50);
      // The walk must reach quiescence with an outcome: the design's own without a fault ('ok', but 'lost' for
      // scheduled-drifted, whose scanner cannot poll), and every failure its expectations name. An 'ok' a fault
      // leads to (scheduled-drifted's order service dying before COMMIT: nothing committed, nothing to lose) is the
      // explorer's to prove (design-registry.test.ts); the walk's live faults and shortest paths do not end there.
      const { expected } = designRegistry.get(design);
      expect(report.outcomes.has(expected.otherwise), `${design} outcomes ${[...report.outcomes]}`).toBe(true);
      for (const outcome of Object.values(expected.faults).filter((o) => o !== 'ok'))
        expect(report.outcomes.has(outcome!), `${design} outcomes ${[...report.outcomes]}`).toBe(true);
    },
  );
});

test('the walks together cover every state of the machine', () => {
  expect([...reached].sort()).toEqual(leafStates().sort());
});
