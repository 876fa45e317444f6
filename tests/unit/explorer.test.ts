// The fault explorer: its runs come from the machine and cover every line; its verdicts match DESIGN.md.
import { describe, expect, test } from 'vitest';
import { Lab } from '../../app/engine/lab';
import { DESIGNS, PROCESSES, type DesignId } from '../../app/engine/types';
import { explore, type ExplorerResult } from '../../app/machine/explorer';
import { deriveFaultPoints, targetKey } from '../../app/machine/fault-points';
import { parseLink } from '../../app/machine/link-codec';
import { loadSql } from '../support/sql-node';

const sql = await loadSql();
const results = new Map<DesignId, ExplorerResult>();
for (const design of DESIGNS) results.set(design, (await explore(sql, design))!);

const outcomeOf = (design: DesignId, id: string) => results.get(design)!.results.find((r) => r.run.id === id)?.outcome;

describe.each(DESIGNS)('%s', (design) => {
  test('the run list covers every line of every process and both kinds of message', async () => {
    const lab = new Lab(sql, `coverage-${design}`, 8);
    const lines = lab.at(design, []).snapshot.processes;
    const expected = PROCESSES.flatMap((p) => lines[p].lines.map((_, i) => `${p}:${i + 1}`)).concat(['net:request', 'net:ack']);
    expect(deriveFaultPoints(lab, design).map((p) => targetKey(p.target)).sort()).toEqual(expected.sort());
    lab.dispose();
  });

  test('every run settles, breaks no invariant, and opens in the lab as a valid link', () => {
    const result = results.get(design)!;
    expect(result.counts.unsettled).toBe(0);
    expect(result.results.flatMap((r) => r.violations)).toEqual([]);
    for (const { run } of result.results) {
      const parsed = parseLink(run.link.slice(run.link.indexOf('?') + 1));
      expect(parsed.ok && parsed.link.actions).toEqual(run.actions);
      expect(run.actions.at(-1)!.type).toMatch(/crash|fail|drop/);
    }
  });
});

test('outbox: exactly the faults DESIGN.md names as 14 end duplicated, the ones it names as 7 end ok', () => {
  // Relay: 1 poll, 2 send, 3 await ACK, 4 mark published. Warehouse: 4 COMMIT, 5 ACK.
  for (const id of ['crash:warehouse:5', 'drop:ack', 'crash:relay:4']) expect(outcomeOf('outbox', id), id).toBe('duplicated');
  for (const id of ['drop:request', 'crash:relay:2', 'crash:warehouse:4']) expect(outcomeOf('outbox', id), id).toBe('ok');
  expect(results.get('outbox')!.counts).toMatchObject({ lost: 0, phantom: 0, unsettled: 0 });
});

test('outbox + inbox: every single fault ends ok', () => {
  const { counts, results: runs } = results.get('outbox-inbox')!;
  expect(counts).toEqual({ ok: runs.length, lost: 0, duplicated: 0, phantom: 0, unsettled: 0 });
});

test('commit, then send loses the order after COMMIT; send, then commit leaves phantoms; neither duplicates', () => {
  expect(outcomeOf('commit-then-send', 'crash:order:6')).toBe('lost'); // dies between COMMIT and the send
  expect(outcomeOf('commit-then-send', 'drop:request')).toBe('lost');
  expect(outcomeOf('send-then-commit', 'crash:order:6')).toBe('phantom'); // sent, then dies before COMMIT
  expect(outcomeOf('send-then-commit', 'fail:order:7')).toBe('phantom'); // the ground truth's failure before COMMIT
  expect(results.get('commit-then-send')!.counts).toMatchObject({ duplicated: 0, phantom: 0 });
  expect(results.get('send-then-commit')!.counts).toMatchObject({ duplicated: 0, lost: 0 });
});

test('the verdict counts per design', () => {
  const counts = Object.fromEntries(DESIGNS.map((d) => [d, results.get(d)!.counts]));
  // commit-then-send, lost: crash/fail before the send (2), warehouse crash before receiving (1), warehouse
  // crash/fail before BEGIN, stock or COMMIT (6, no retry), lost request (1).
  // send-then-commit, phantom: crash/fail after sending and before COMMIT (8: lines 4–7), warehouse
  // crash/fail after its COMMIT (2), lost ACK (1).
  // outbox, duplicated: relay crash/fail after sending (lines 3, 4: 4), warehouse crash/fail after COMMIT
  // (2), lost ACK (1).
  expect(counts).toEqual({
    'commit-then-send': { ok: 22, lost: 10, duplicated: 0, phantom: 0, unsettled: 0 },
    'send-then-commit': { ok: 21, lost: 0, duplicated: 0, phantom: 11, unsettled: 0 },
    outbox: { ok: 33, lost: 0, duplicated: 7, phantom: 0, unsettled: 0 },
    'outbox-inbox': { ok: 42, lost: 0, duplicated: 0, phantom: 0, unsettled: 0 },
  });
});

test('pairs: every pair of faults for outbox + inbox still ends ok', { timeout: 120_000 }, async () => {
  const result = (await explore(sql, 'outbox-inbox', { pairs: true }))!;
  expect(result.results.length).toBe(42 * 42);
  expect(result.counts.ok).toBe(result.results.length);
  expect(result.results.flatMap((r) => r.violations)).toEqual([]);
});
