// A long link replayed a slice at a time (what the page does so it can show progress and take a Cancel) leaves the
// lab exactly where a replay in one go does — runs made a cut at a time included — and a replay saved as bytes and
// plain data (what IndexedDB keeps) restores into another lab as the same state, Back from it included.
import { afterEach, describe, expect, it } from 'vitest';
import type { LabAction } from '../../app/engine/actions/registry';
import { Lab } from '../../app/engine/replay/lab';
import { parseLink } from '../../app/engine/replay/link-codec';
import { isSavedLab, packLab, unpackLab } from '../../app/engine/replay/saved-lab';
import { replayInSlices, type ReplayProgress } from '../../app/engine/replay/sliced-replay';
import { DEFAULT_OPTIONS } from '../../app/engine/types';
import { loadSql } from '../support/sql-node';

const sql = await loadSql();
const labs: Lab[] = [];
afterEach(() => labs.splice(0).forEach((lab) => lab.dispose()));
let slots = 0;
const newLab = (options: { worlds?: number; checkpoints?: boolean } = {}) => {
  const lab = new Lab(sql, { slot: `sliced-${++slots}`, worlds: 3, ...options });
  labs.push(lab);
  return lab;
};

function logOf(design: string, tokens: string): LabAction[] {
  const parsed = parseLink(`design=${design}&log=${tokens}`);
  if (!parsed.ok) throw new Error(`${design}: ${parsed.error}`);
  return parsed.link.actions;
}

const orders = (n: number) => Array.from({ length: n }, (_, i) => `n:o-${i}:1`).join(',');
const CASES: [string, string][] = [
  ['outbox', `${orders(40)},e`],
  ['outbox-inbox', `${orders(12)},a:c:r:3,d:a,e,n:tea-2:2,s:o,s:o,e,${orders(3)},e40`],
  ['hybrid', `${orders(20)},c:w,e,${orders(5)},e`],
];

/** Runs the sliced replay to its end, as the page does between frames. */
function drain(lab: Lab, design: string, log: LabAction[]): { possible: boolean; seen: ReplayProgress[] } {
  const slices = replayInSlices(lab, design, log, DEFAULT_OPTIONS);
  const seen: ReplayProgress[] = [];
  for (;;) {
    const next = slices.next();
    if (next.done) return { possible: next.value, seen };
    seen.push(next.value);
  }
}

const json = (x: unknown) => JSON.stringify(x);

describe.each(CASES)('%s: sliced, saved and restored', (design, tokens) => {
  const log = logOf(design, tokens);

  it('a sliced replay ends where a replay in one go ends, its progress only going up', () => {
    const whole = newLab().at(design, log).snapshot;
    const lab = newLab();
    const { possible, seen } = drain(lab, design, log);
    expect(possible).toBe(true);
    expect(json(lab.at(design, log).snapshot)).toBe(json(whole));
    const applied = seen.map((p) => p.applied);
    expect(applied).toEqual([...applied].sort((a, b) => a - b));
    expect(seen.at(-1)).toMatchObject({ applied: log.length, actions: log.length, fraction: 1 });
    expect(seen.every((p) => p.fraction >= 0 && p.fraction <= 1)).toBe(true);
  });

  it('a saved replay restores into another lab as the same state, and Back from it is the replay', () => {
    const replayed = newLab();
    drain(replayed, design, log);
    const expected = json(replayed.at(design, log).snapshot);
    const saved = replayed.saveLog(design, log, DEFAULT_OPTIONS);
    expect(saved).not.toBeNull();
    // What IndexedDB would give back: a structured clone of the packed record.
    const stored = structuredClone(packLab(saved!));
    const back = unpackLab(stored);
    expect(back && isSavedLab(back)).toBe(true);
    const restored = newLab();
    expect(restored.restoreLog(design, log, DEFAULT_OPTIONS, back!)).toBe(true);
    expect(json(restored.at(design, log).snapshot)).toBe(expected);
    // Back one move of the final run, then a few more: the same as a lab that replays them.
    const made = restored.runMoves(design, log, log.length - 1);
    expect(made).toBe(replayed.runMoves(design, log, log.length - 1));
    const reference = newLab();
    for (const cut of [made - 1, Math.floor(made / 2), 1].filter((m) => m >= 1)) {
      const earlier = [...log.slice(0, -1), { type: 'run' as const, moves: cut }];
      expect(json(restored.at(design, earlier).snapshot)).toBe(json(reference.at(design, earlier).snapshot));
    }
  });
});

describe('sliced replay of an impossible log', () => {
  it('stops where the log stops being possible, and the lab then says where', () => {
    const log = logOf('outbox', `${orders(20)},e,e`);
    const lab = newLab();
    expect(drain(lab, 'outbox', log).possible).toBe(false);
    expect(lab.at('outbox', log).rejected?.index).toBe(21);
  });
});

describe('saved replays that cannot be used', () => {
  const log = logOf('outbox', `${orders(30)},e`);
  const savedOnce = () => {
    const lab = newLab();
    drain(lab, 'outbox', log);
    return lab.saveLog('outbox', log, DEFAULT_OPTIONS)!;
  };

  it('a damaged file, a damaged timeline or a wrong shape is refused before anything is restored', () => {
    const flipped = structuredClone(packLab(savedOnce()));
    flipped.lab.end.files.order[200] ^= 0xff;
    expect(unpackLab(flipped)).toBeNull();
    const cut = structuredClone(packLab(savedOnce()));
    cut.timeline = cut.timeline.slice(0, -10);
    expect(unpackLab(cut)).toBeNull();
    for (const junk of [null, 42, 'text', {}, { lab: {}, timeline: '[]', lastRun: '[]' }, []])
      expect(unpackLab(junk)).toBeNull();
  });

  it('bytes SQLite cannot read leave the lab to replay, as if nothing had been saved', () => {
    const saved = savedOnce();
    const garbage = new Uint8Array(saved.end.files.order.length).fill(7);
    const broken = { ...saved, end: { ...saved.end, files: { ...saved.end.files, order: garbage } } };
    const lab = newLab();
    expect(lab.restoreLog('outbox', log, DEFAULT_OPTIONS, broken)).toBe(false);
    expect(json(lab.at('outbox', log).snapshot)).toBe(json(newLab().at('outbox', log).snapshot));
  });

  it("the end's verdict is saved with its world, shown again as saved, and refused when its shape is wrong", () => {
    const lab = newLab();
    drain(lab, 'outbox', log);
    const verdict = lab.at('outbox', log).snapshot.verdict;
    expect(verdict?.evidence).toHaveLength(30);
    const saved = lab.saveLog('outbox', log, DEFAULT_OPTIONS)!;
    expect(json(saved.verdict)).toBe(json(verdict));
    // Restored, the lab shows the verdict the record carries, not one read again: a mark put in it shows through.
    const marked = { ...saved, verdict: { ...saved.verdict!, absorbed: saved.verdict!.absorbed + 1000 } };
    const restored = newLab();
    expect(restored.restoreLog('outbox', log, DEFAULT_OPTIONS, unpackLab(structuredClone(packLab(marked)))!)).toBe(
      true,
    );
    expect(restored.at('outbox', log).snapshot.verdict?.absorbed).toBe(saved.verdict!.absorbed + 1000);
    for (const wrong of [
      { ...saved.verdict!, outcome: 'fine' },
      { ...saved.verdict!, evidence: 'rows' },
      { ...saved.verdict!, causes: [{ order: 7 }] },
      null,
    ]) {
      const damaged = { ...saved, verdict: wrong };
      expect(isSavedLab(damaged)).toBe(false);
      expect(unpackLab(structuredClone(packLab(damaged as never)))).toBeNull();
    }
  });

  it('nothing is saved from a lab that does not stand at the log', () => {
    expect(newLab().saveLog('outbox', log, DEFAULT_OPTIONS)).toBeNull();
  });
});

it('a link to a step of the session replays from the nearest checkpoint or live world, not from the start', () => {
  // A session of 300 actions with a run in it: checkpoints stand on the way, and one world at its end. A twin lab
  // jumps the way the machine does (at), the other the way a link opens (sliced): they replay the same few actions.
  const log = logOf('outbox', `${orders(100)},e,${orders(199)}`);
  const [sliced, direct] = [newLab(), newLab()];
  sliced.at('outbox', log);
  direct.at('outbox', log);
  for (const k of [290, 150, 101, 60]) {
    const target = log.slice(0, k);
    const before = sliced.stats.actionsApplied;
    const { possible } = drain(sliced, 'outbox', target);
    expect(possible, `step ${k}`).toBe(true);
    const applied = sliced.stats.actionsApplied - before;
    const atBefore = direct.stats.actionsApplied;
    const expected = direct.at('outbox', target).snapshot;
    expect(applied, `step ${k}`).toBeLessThanOrEqual(direct.stats.actionsApplied - atBefore + 8);
    expect(json(sliced.at('outbox', target).snapshot), `step ${k}`).toBe(json(expected));
  }
});

it('a link to a step already shown replays nothing, and the step after it is the same as from a fresh lab', () => {
  const log = logOf('outbox', `${orders(60)},e,${orders(40)}`);
  const lab = newLab();
  lab.at('outbox', log.slice(0, 30));
  lab.at('outbox', log);
  // Back at step 30 by a link: its result is kept, so no action is applied and no world is moved.
  const before = lab.stats;
  const { possible, seen } = drain(lab, 'outbox', log.slice(0, 30));
  expect(possible).toBe(true);
  expect(seen).toEqual([]);
  expect(lab.stats.actionsApplied).toBe(before.actionsApplied);
  expect(lab.stats.restores).toBe(before.restores);
  // The next action goes on from step 30, wherever the lab's worlds stand.
  const fresh = newLab();
  expect(json(lab.at('outbox', log.slice(0, 31)).snapshot)).toBe(json(fresh.at('outbox', log.slice(0, 31)).snapshot));
});

it('a link to a step already shown but far from any checkpoint or live world replays as any link does', () => {
  // No checkpoints: only the live world counts. Step 200 was shown, then the lab went back to step 20.
  const log = logOf('outbox', orders(200));
  const lab = newLab({ worlds: 1, checkpoints: false });
  lab.at('outbox', log);
  lab.at('outbox', log.slice(0, 20));
  // 180 actions from the world at step 20: replayed now, under the bar, not left to the next action.
  const before = lab.stats.actionsApplied;
  const far = drain(lab, 'outbox', log);
  expect(far.possible).toBe(true);
  expect(far.seen.length).toBeGreaterThan(0);
  expect(lab.stats.actionsApplied - before).toBe(180);
  // Near it (40 actions from the world, now at step 200 → back at 160), the kept result is shown as it is.
  lab.at('outbox', log.slice(0, 160));
  const near = drain(lab, 'outbox', log);
  expect(near.seen).toEqual([]);
});
