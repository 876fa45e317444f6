// Every triple of faults of a design: a first fault striking with two different faults armed before it. Answered
// from trunks (each pair's run, armed-variants.ts) and from states explored once (state-memo.ts), the verdicts must
// be those of running every triple on its own after its shared prefix, and a sample from scratch.
import { describe, expect, it } from 'vitest';
import { checkedRun } from '../../app/explorer/checked-run';
import { designRegistry } from '../../app/engine/designs/registry';
import { explore, explorerRuns, type ExplorerResult } from '../../app/explorer/explorer';
import { faultId } from '../../app/explorer/fault-runs';
import { partOf } from '../../app/explorer/run-parts';
import { joinParts } from '../../app/ui/explorer/join-parts';
import { loadSql } from '../support/sql-node';

const sql = await loadSql();
// The smallest designs with outcomes other than ok under triples, so a wrong answer shows.
const DESIGNS = ['commit-then-send', 'send-then-commit'] as const;
const verdicts = (result: ExplorerResult) =>
  result.results.map(({ run, outcome, violations }) => ({ id: run.id, outcome, violations }));

describe('the triples', () => {
  it('are every first fault with every two different faults armed, each once', () => {
    const design = designRegistry.get('commit-then-send');
    const singles = explorerRuns(sql, design, 'single');
    const triples = explorerRuns(sql, design, 'triples');
    const n = singles.length;
    expect(triples).toHaveLength((n * n * (n - 1)) / 2);
    expect(new Set(triples.map((r) => r.id)).size).toBe(triples.length);
    for (const run of triples) {
      const [first, second, third] = run.faults;
      expect(faultId(second)).not.toBe(faultId(third));
      // Two faults armed, then the first striking, then "Run to end".
      expect(run.full.slice(-4, -2).map((a) => a.type)).toEqual(
        [second, third].map((f) => (f.kind === 'drop' ? 'drop' : 'arm')),
      );
      expect(run.full.at(-2)!.type).toBe(first.kind);
    }
  });

  it('share one object for each fault armed and each fault striking: a log is keyed once per action object', () => {
    const triples = explorerRuns(sql, designRegistry.get('commit-then-send'), 'triples');
    const byFault = new Map<string, Set<object>>();
    for (const run of triples) {
      const [first, second, third] = run.faults;
      const [armedSecond, armedThird, strike] = run.actions.slice(-3);
      for (const [key, action] of [
        [`arm ${faultId(second)}`, armedSecond],
        [`arm ${faultId(third)}`, armedThird],
        [`strike ${faultId(first)}`, strike],
      ] as const) {
        if (!byFault.has(key)) byFault.set(key, new Set());
        byFault.get(key)!.add(action);
      }
    }
    for (const [key, objects] of byFault) expect(objects.size, key).toBe(1);
  });
});

describe.each(DESIGNS)('%s: every triple of faults', (id) => {
  const design = designRegistry.get(id);
  let shared: ExplorerResult;

  it('answered from trunks and known states, gives what each triple gives run on its own', async () => {
    shared = (await explore(sql, design, { triples: true }))!;
    const plain = (await explore(sql, design, { triples: true, trunks: false, states: false }))!;
    expect(verdicts(shared)).toEqual(verdicts(plain));
    // The comparison can fail: some triples do not end ok, and runs did stop at states explored before.
    expect(shared.counts.ok).toBeLessThan(shared.results.length);
    expect(shared.states.hits).toBeGreaterThan(0);
    expect(shared.applied.shared).toBeLessThan(shared.applied.fromScratch / 4);
  });

  it('a sample gives what it gives from scratch', () => {
    for (const { run, outcome, violations } of shared.results.filter((_, i) => i % 211 === 0)) {
      const alone = checkedRun(sql, `triple-scratch-${id}`, design, run.full);
      expect({ outcome, violations }, run.id).toEqual({ outcome: alone.outcome, violations: alone.violations });
    }
  });

  it('split between two workers and joined, gives the same runs in the same order', async () => {
    const parts = await Promise.all(
      [0, 1].map(async (index) => (await explore(sql, design, { triples: true, part: { index, of: 2 } }))!),
    );
    expect(parts[0].results.length + parts[1].results.length).toBe(shared.results.length);
    const joined = joinParts(parts);
    expect(verdicts(joined)).toEqual(verdicts(shared));
    expect(joined.counts).toEqual(shared.counts);
    expect(joined.triples).toBe(true);
    // Each first fault's runs stay in one part.
    const firsts = parts.map((p) => new Set(p.results.map((r) => faultId(r.run.faults[0]))));
    expect([...firsts[0]].filter((f) => firsts[1].has(f))).toEqual([]);
    expect(partOf(explorerRuns(sql, design, 'triples'), { index: 1, of: 2 }).map((r) => r.id)).toEqual(
      parts[1].results.map((r) => r.run.id),
    );
  });
});
