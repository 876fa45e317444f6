// The fault explorer: its runs come from the machine, cover every line, and open in the lab; its counts
// match DESIGN.md's ground truth. (Each design's expectations are held to it in design-registry.test.ts.)
import { describe, expect, test } from 'vitest';
import { designRegistry } from '../../app/engine/designs/registry';
import { Lab } from '../../app/engine/replay/lab';
import { PROCESSES, type DesignId } from '../../app/engine/types';
import { explore, faultPointsFor, knowFaultPoints, type ExplorerResult } from '../../app/explorer/explorer';
import {
  deriveFaultPoints,
  pickFaultPoints,
  targetKey,
  walkFaultOffers,
  WALK_COUNT,
} from '../../app/explorer/fault-points';
import { parseLink } from '../../app/engine/replay/link-codec';
import { loadSql } from '../support/sql-node';

const sql = await loadSql();
const results = new Map<DesignId, ExplorerResult>();
for (const design of designRegistry.list) results.set(design.id, (await explore(sql, design))!);

const outcomeOf = (design: DesignId, id: string) => results.get(design)!.results.find((r) => r.run.id === id)?.outcome;

describe.each(designRegistry.ids)('%s', (design) => {
  test('the run list covers every line of every process and both kinds of message', async () => {
    const lab = new Lab(sql, { slot: `coverage-${design}`, worlds: 8 });
    const lines = lab.at(design, []).snapshot.processes;
    // Messages travel only where there is a warehouse to send them to.
    const messages = lines.warehouse.inDesign ? ['net:request', 'net:ack'] : [];
    const expected = PROCESSES.flatMap((p) => lines[p].lines.map((_, i) => `${p}:${i + 1}`)).concat(messages);
    // What the default schedule never reaches, each design says itself, with why.
    const unreached = designRegistry.get(design).expected.unreached ?? [];
    for (const key of unreached) expect(expected, `${design} names ${key} unreached`).toContain(key);
    expect(
      deriveFaultPoints(lab, design)
        .map((p) => targetKey(p.target))
        .sort(),
    ).toEqual(expected.filter((k) => !unreached.includes(k)).sort());
    lab.dispose();
  });

  test('its walk in pieces (one per prerequisite fault, sent as plain data) gives the very fault points of the whole walk', () => {
    const lab = new Lab(sql, { slot: `pieces-${design}`, worlds: 24 });
    const offers = walkFaultOffers(lab, design, 'whole');
    const whole = pickFaultPoints(offers);
    const pieces = Array.from({ length: WALK_COUNT }, (_, walk) => structuredClone(walkFaultOffers(lab, design, walk)));
    // Between them the pieces reach every state the whole walk reaches, each once.
    expect(pieces.flat().length).toBe(offers.length);
    expect(pickFaultPoints(pieces.flat())).toEqual(whole);
    expect(deriveFaultPoints(lab, design)).toEqual(whole);
    lab.dispose();
  });

  test('every run settles, breaks no invariant, and opens in the lab at its fault, with "Run to end" under Forward', () => {
    const result = results.get(design)!;
    expect(result.counts.unsettled).toBe(0);
    expect(result.results.flatMap((r) => r.violations)).toEqual([]);
    const lab = new Lab(sql, { slot: `links-${design}` });
    for (const { run } of result.results) {
      const parsed = parseLink(run.link.slice(run.link.indexOf('?') + 1));
      expect(parsed.ok && parsed.link).toEqual({
        design,
        actions: [...run.actions, { type: 'run' }],
        at: run.actions.length,
      });
      expect(run.actions.at(-1)!.type).toMatch(/crash|fail|drop/);
      // The lab takes the whole log, the final "Run to end" included: Forward will have something to do.
      expect(lab.at(design, run.full).rejected, run.id).toBeNull();
    }
    lab.dispose();
  });
});

test('outbox: exactly the faults DESIGN.md names as 14 end duplicated, the ones it names as 7 end ok', () => {
  // Relay: 1 poll, 2 send, 3 await ACK, 4 mark published. Warehouse: 4 COMMIT, 5 ACK.
  for (const id of ['crash:warehouse:5', 'drop:ack', 'crash:relay:4'])
    expect(outcomeOf('outbox', id), id).toBe('duplicated');
  for (const id of ['drop:request', 'crash:relay:2', 'crash:warehouse:4'])
    expect(outcomeOf('outbox', id), id).toBe('ok');
});

test('the verdict counts per design', () => {
  const counts = Object.fromEntries(designRegistry.ids.map((d) => [d, results.get(d)!.counts]));
  expect(counts).toMatchObject({
    'commit-then-send': { ok: 22, lost: 10, duplicated: 0, phantom: 0, unsettled: 0 },
    'send-then-commit': { ok: 21, lost: 0, duplicated: 0, phantom: 11, unsettled: 0 },
    outbox: { ok: 33, lost: 0, duplicated: 7, phantom: 0, unsettled: 0 },
    'outbox-inbox': { ok: 42, lost: 0, duplicated: 0, phantom: 0, unsettled: 0 },
  });
});

test('pairs: every pair of faults for outbox + inbox still ends ok', { timeout: 120_000 }, async () => {
  const result = (await explore(sql, designRegistry.get('outbox-inbox'), { pairs: true }))!;
  expect(result.results.length).toBe(42 * 42);
  expect(result.counts.ok).toBe(result.results.length);
  expect(result.results.flatMap((r) => r.violations)).toEqual([]);
});

// Pairs across instances: a fault to one relay (or order service) with a fault to the other, in every order.
test('pairs: with a lease, and with a high-water mark over one order, every pair of faults ends ok', async () => {
  for (const [design, points, across] of [
    ['two-relays-lease', 48, 224],
    ['high-water-mark', 50, 240],
  ] as const) {
    const result = (await explore(sql, designRegistry.get(design), { pairs: true }))!;
    expect(result.results.length, design).toBe(points * points);
    const crossing = result.results.filter((r) => /relay2|order2/.test(r.run.id) && /:(relay|order):/.test(r.run.id));
    expect(crossing.length, design).toBe(across);
    expect(result.counts.ok, design).toBe(result.results.length);
    expect(result.results.flatMap((r) => r.violations)).toEqual([]);
  }
});

test('pairs: two relays without a claim duplicate unless a pair keeps one of them from sending', async () => {
  const result = (await explore(sql, designRegistry.get('two-relays'), { pairs: true }))!;
  expect(result.counts).toMatchObject({ ok: 1170, lost: 0, duplicated: 1330, phantom: 0, unsettled: 0 });
  // Both relays crash before their sends: restarted, each polls again and still reads the row pending, so both
  // send it — two faults, and the duplicate is still there.
  expect(result.results.find((r) => r.run.id === 'crash:relay:2+crash:relay2:2')?.outcome).toBe('duplicated');
});

test('fault points another worker derived, handed over as plain data, give the same runs and verdicts as deriving them', async () => {
  const design = designRegistry.get('hybrid');
  // A design value this module has never walked, as a fresh worker has never walked any.
  const fresh = { ...design };
  const handed = structuredClone(faultPointsFor(sql, design));
  knowFaultPoints(fresh, handed);
  expect(faultPointsFor(sql, fresh)).toBe(handed);
  const result = (await explore(sql, fresh))!;
  const expected = results.get('hybrid')!;
  expect(result.results.map((r) => [r.run.id, r.outcome])).toEqual(expected.results.map((r) => [r.run.id, r.outcome]));
  expect(result.counts).toEqual(expected.counts);
});
