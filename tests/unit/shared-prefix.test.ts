// The explorer shares the work of common prefixes (one world, checkpoints restored run after run). Its results must be
// what running each log from scratch gives: every ordered pair of faults for every design is explored the shared
// way, and a sample of well over 200 of them is run again from scratch and compared.
import { afterEach, describe, expect, it } from 'vitest';
import type { LabAction } from '../../app/engine/actions/registry';
import { applyAction } from '../../app/engine/actions/apply-action';
import { checkedRun } from '../../app/explorer/checked-run';
import { CheckpointStore } from '../../app/engine/replay/checkpoint-store';
import { Connection } from '../../app/engine/runtime/connection';
import { designRegistry } from '../../app/engine/designs/registry';
import { parseLink } from '../../app/engine/replay/link-codec';
import { SharedPrefixRunner } from '../../app/explorer/shared-prefix-runs';
import { takeSnapshot } from '../../app/engine/snapshot';
import { World } from '../../app/engine/runtime/world';
import { filesFor } from '../../app/engine/runtime/world-files';
import { explore, type ExplorerResult } from '../../app/explorer/explorer';
import type { DesignId } from '../../app/engine/types';
import { loadSql } from '../support/sql-node';

const sql = await loadSql();
const cleanup: (() => void)[] = [];
afterEach(() => cleanup.splice(0).forEach((f) => f()));

function logOf(design: string, tokens: string): LabAction[] {
  const parsed = parseLink(`design=${design}&log=${tokens}`);
  if (!parsed.ok) throw new Error(`${design}: ${parsed.error}`);
  return parsed.link.actions;
}

const SAMPLE_EVERY = 17;
const explored = new Map<string, ExplorerResult>();
for (const design of designRegistry.list) explored.set(design.id, (await explore(sql, design, { pairs: true }))!);
/** Every 17th pair, offset per design: well over 200 pairs across the designs, every first fault represented. */
const sampleOf = (id: DesignId) =>
  explored.get(id)!.results.filter((_, i) => i % SAMPLE_EVERY === designRegistry.ids.indexOf(id) % SAMPLE_EVERY);

describe('every ordered pair of faults, shared prefixes against runs from scratch', () => {
  it('the sample across all designs holds at least 200 pairs', () => {
    expect(designRegistry.ids.reduce((sum, id) => sum + sampleOf(id).length, 0)).toBeGreaterThanOrEqual(200);
  });

  it.each(designRegistry.ids)(
    '%s: the sampled pairs give the same verdicts and violations as runs from scratch',
    (id) => {
      const design = designRegistry.get(id);
      const result = explored.get(id)!;
      // The prefixes were shared: far fewer actions applied than one fresh run per log would apply.
      expect(result.applied.shared).toBeLessThan(result.applied.fromScratch * 0.8);
      for (const { run, outcome, violations } of sampleOf(id)) {
        const alone = checkedRun(sql, `scratch-${id}`, design, run.full);
        expect({ outcome, violations }, run.id).toEqual({ outcome: alone.outcome, violations: alone.violations });
      }
    },
  );
});

describe('pairs answered from their first fault’s trunk', () => {
  it.each(designRegistry.ids)('%s: every pair gives what it gives run on its own after its prefix', async (id) => {
    const plain = (await explore(sql, designRegistry.get(id), { pairs: true, trunks: false }))!;
    const shared = explored.get(id)!;
    expect(shared.results.map((r) => r.run.id)).toEqual(plain.results.map((r) => r.run.id));
    const verdicts = (result: ExplorerResult) =>
      result.results.map(({ run, outcome, violations }) => ({ id: run.id, outcome, violations }));
    expect(verdicts(shared)).toEqual(verdicts(plain));
  });
});

describe('states explored once (state-memo.ts)', () => {
  it.each(designRegistry.ids)(
    '%s: runs that stop at a state explored before give the verdicts and violations of running on',
    async (id) => {
      const runOn = (await explore(sql, designRegistry.get(id), { pairs: true, states: false }))!;
      const remembered = explored.get(id)!;
      const verdicts = (result: ExplorerResult) =>
        result.results.map(({ run, outcome, violations }) => ({ id: run.id, outcome, violations }));
      expect(verdicts(remembered)).toEqual(verdicts(runOn));
      // Runs did meet explored states and stopped there (so this comparison can fail), and none did without the memo.
      expect(remembered.states.hits).toBeGreaterThan(0);
      expect(remembered.states.saved).toBeGreaterThan(remembered.states.hits);
      expect(runOn.states.hits).toBe(0);
    },
  );
});

describe('the runner', () => {
  it('gives every field of a checked run as from scratch, refused actions included, in any order', () => {
    const design = designRegistry.get('outbox-inbox');
    const logs = [
      'n:snack-7:7,s:o,s:o,c:o,e',
      'n:snack-7:7,s:o,s:o,f:o,e',
      // Restarting a process that is up is refused: the run ends there, as checkedRun ends it.
      'n:snack-7:7,s:o,s:o,r:o,e',
      'n:snack-7:7,s:o,s:o,s:o,s:o,s:o,s:o,s:o,s:r,d:q,e',
      'n:snack-7:7,s:o,s:o,s:o,s:o,s:o,s:o,s:o,s:r,s:r,c:w,e',
      'n:snack-7:7,s:o,s:o,s:o,s:o,s:o,s:o,s:o,s:r,s:r,a:c:w:3,e',
      'n:snack-7:7,e,n:tea-2:2,s:o,c:o,e',
    ].map((tokens) => logOf('outbox-inbox', tokens));
    const runner = new SharedPrefixRunner(sql, 'runner-fields', design);
    cleanup.push(() => runner.dispose());
    // Forward, then backward: each run shares a different amount with the one before it.
    for (const order of [logs, [...logs].reverse()]) {
      for (const [k, log] of order.entries()) {
        const next = order[k + 1];
        let shared = 0;
        while (
          next &&
          shared < Math.min(log.length, next.length) &&
          JSON.stringify(log[shared]) === JSON.stringify(next[shared])
        )
          shared += 1;
        expect(runner.run(log, shared), JSON.stringify(log)).toEqual(checkedRun(sql, 'runner-scratch', design, log));
      }
    }
    expect(runner.stats.applied).toBeLessThan(runner.stats.fromScratch);
    expect(runner.stats.checkpoints).toBeGreaterThan(1);
  });
});

it('a checkpoint restored into files laid out differently brings its own layout, and the world runs on correctly', () => {
  const store = new CheckpointStore(sql, 'cp-layout');
  cleanup.push(() => store.dispose());
  const outbox = designRegistry.get('outbox');
  // These files held other tables first: dropping them and creating these leaves other root pages.
  const earlier = new Connection(sql, 'earlier', [filesFor('layout-b').order]);
  earlier.run(`CREATE TABLE ${filesFor('layout-b').order.alias}.scratch (x)`);
  earlier.run(
    `INSERT INTO scratch SELECT zeroblob(3000) FROM (WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20) SELECT i FROM n)`,
  );
  earlier.close();
  const source = new World(sql, outbox, filesFor('layout-a'));
  const target = new World(sql, outbox, filesFor('layout-b'));
  cleanup.push(
    () => source.dispose(),
    () => target.dispose(),
  );
  expect(target.files.layout.order).not.toEqual(source.files.layout.order);
  const log = logOf('outbox', 'n:a-1:1,n:b-2:2,e,n:c-3:3,s:o,s:o,s:o');
  const reference = new World(sql, outbox, filesFor('layout-ref'));
  cleanup.push(() => reference.dispose());
  for (const action of log.slice(0, 3)) {
    expect(applyAction(source, action)).toBeNull();
    expect(applyAction(reference, action)).toBeNull();
  }
  store.restore(target, store.save(source)!);
  expect(target.files.layout).toEqual(source.files.layout);
  // Every statement the target's connections had prepared against the old layout is prepared again.
  for (const action of log.slice(3)) {
    expect(applyAction(target, action)).toBeNull();
    expect(applyAction(reference, action)).toBeNull();
  }
  expect(takeSnapshot(target).tables).toEqual(takeSnapshot(reference).tables);
});
