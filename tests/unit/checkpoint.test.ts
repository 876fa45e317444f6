// A restored checkpoint is indistinguishable from a replay: at every step of runs with crashes, restarts, failures
// and lost messages (inside "Run to end" too), a world restored from that step's checkpoint — into a world that had
// gone on elsewhere — shows the same snapshot as a fresh replay, and the same next actions lead both to the same
// snapshots and the same verdict. Then the lab: jumping around a session in any order, with checkpoints restored,
// gives what a lab without checkpoints gives.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LabAction } from '../../app/engine/actions/registry';
import { continueRun } from '../../app/engine/actions/run';
import { applyAction } from '../../app/engine/actions/apply-action';
import { CheckpointStore, type Checkpoint } from '../../app/engine/replay/checkpoint-store';
import { designRegistry } from '../../app/engine/designs/registry';
import { Lab } from '../../app/engine/replay/lab';
import { parseLink } from '../../app/engine/replay/link-codec';
import { takeSnapshot } from '../../app/engine/snapshot';
import { DEFAULT_OPTIONS } from '../../app/engine/types';
import { World } from '../../app/engine/runtime/world';
import { filesFor } from '../../app/engine/runtime/world-files';
import { Connection } from '../../app/engine/runtime/connection';
import { loadSql } from '../support/sql-node';

const sql = await loadSql();
const cleanup: (() => void)[] = [];
afterEach(() => cleanup.splice(0).forEach((f) => f()));

/**
 * Runs that go through every kind of trouble: crashes and fails at armed lines, restarts, lost requests and ACKs,
 * timers.
 */
const SCENARIOS: [string, string][] = [
  [
    'outbox',
    'n:snack-7:7,s:o,s:o,s:o,s:o,s:o,s:o,s:o,s:r,s:r,s:w,s:w,s:w,s:w,d:a,s:w,t,s:r,c:r,r:r,a:c:w:3,n:tea-2:2,e,n:pie-3:3,d:q,e',
  ],
  [
    'outbox-inbox',
    'n:snack-7:7,a:f:o:5,s:o,s:o,s:o,s:o,s:o,s:o,n:snack-7:7,a:c:r:3,d:a,e,n:tea-2:2,e,c:w,n:pie-3:1,s:o,s:o,s:o,c:o,r:o,n:pie-3:1,s:o,s:o,s:o,s:o,f:o,e',
  ],
  ['send-then-commit', 'n:snack-7:7,s:o,s:o,s:o,s:w,s:w,s:w,s:w,s:w,d:a,t,s:o,c:o,r:o,n:tea-2:2,a:c:w:4,e'],
];

function logOf(design: string, tokens: string): LabAction[] {
  const parsed = parseLink(`design=${design}&log=${tokens}`);
  if (!parsed.ok) throw new Error(`${design}: ${parsed.error}`);
  return parsed.link.actions;
}

function worldOn(design: string, slot: string): World {
  const world = new World(sql, designRegistry.get(design), filesFor(slot));
  cleanup.push(() => world.dispose());
  return world;
}

/** Applies `action` as the lab would at log position `index`; the scenario must allow it. */
function apply(world: World, action: LabAction, index: number): void {
  world.cursor = { action: index };
  expect(applyAction(world, action), JSON.stringify(action)).toBeNull();
  world.cursor = { action: index + 1 };
}

describe.each(SCENARIOS)('%s: a checkpoint restored is the replay', (design, tokens) => {
  const log = logOf(design, tokens);

  it('at every step (and every move of a run), same snapshot, same next actions, same verdict', () => {
    const reference = new Lab(sql, { slot: `ref-${design}`, checkpoints: false, worlds: 2 });
    cleanup.push(() => reference.dispose());
    const store = new CheckpointStore(sql, `cp-${design}`);
    cleanup.push(() => store.dispose());

    // One world walks the scenario, leaving a checkpoint wherever no transaction is open: after each action, and
    // after each move of a run (as the lab does, by the world's afterMove).
    const walker = worldOn(design, `walk-${design}`);
    const points: { index: number; moves: number | null; checkpoint: Checkpoint }[] = [];
    log.forEach((action, index) => {
      walker.afterMove = () => {
        const checkpoint = store.save(walker);
        if (checkpoint) points.push({ index, moves: walker.lastRun.length, checkpoint });
      };
      apply(walker, action, index);
      walker.afterMove = undefined;
      const checkpoint = store.save(walker);
      if (checkpoint) points.push({ index: index + 1, moves: null, checkpoint });
    });
    expect(points.filter((p) => p.moves === null).length).toBeGreaterThan(log.length / 2);
    expect(points.some((p) => p.moves !== null)).toBe(true);

    // Each checkpoint is restored into a world that stands at the end of the scenario (processes crashed and up,
    // messages in flight, other rows), then both it and a fresh replay take the same actions to the end.
    const other = worldOn(design, `restore-${design}`);
    log.forEach((action, index) => apply(other, action, index));
    for (const { index, moves, checkpoint } of points) {
      store.restore(other, checkpoint);
      // Where the checkpoint stands as a log: the first `index` actions, or those and the first `moves` of the run.
      const prefix = moves === null ? log.slice(0, index) : [...log.slice(0, index), { type: 'run' as const, moves }];
      other.cursor = { action: prefix.length };
      const at = `${design} after ${prefix.length} actions${moves === null ? '' : ` (${moves} moves into the run)`}`;
      expect(takeSnapshot(other), at).toEqual(reference.at(design, prefix).snapshot);

      let next = prefix;
      if (moves !== null) {
        // The rest of that run: as many more moves as the whole run made.
        const made = reference.runMoves(design, log, index);
        other.cursor = { action: index };
        continueRun(other, made - moves);
        next = [...log.slice(0, index), { type: 'run', moves: made }];
        other.cursor = { action: next.length };
        expect(takeSnapshot(other).tables, `${at}, run finished`).toEqual(
          reference.at(design, log.slice(0, index + 1)).snapshot.tables,
        );
      }
      for (let i = next.length; i < log.length; i += 1) {
        apply(other, log[i], i);
        next = [...next, log[i]];
        expect(takeSnapshot(other), `${at}, then action ${i}`).toEqual(reference.at(design, next).snapshot);
      }
      expect(takeSnapshot(other).verdict, `${at}: verdict`).toEqual(reference.at(design, log).snapshot.verdict);
    }
  });

  it('a lab jumping around the session restores checkpoints and shows what a lab without them shows', () => {
    const reference = new Lab(sql, { slot: `ref2-${design}`, checkpoints: false });
    const lab = new Lab(sql, { slot: `jump-${design}`, worlds: 3 });
    cleanup.push(
      () => reference.dispose(),
      () => lab.dispose(),
    );
    // Every prefix, and every cut of every run, in a scrambled but fixed order.
    const stops: LabAction[][] = [];
    for (let k = 0; k <= log.length; k += 1) {
      stops.push(log.slice(0, k));
      if (k < log.length && log[k].type === 'run') {
        const made = reference.runMoves(design, log, k);
        // Half of the cuts written with their fields the other way round, as an action built from an event is.
        for (let m = 1; m < made; m += 1)
          stops.push([
            ...log.slice(0, k),
            m % 2 ? { type: 'run', moves: m } : ({ moves: m, type: 'run' } as LabAction),
          ]);
      }
    }
    lab.at(design, log);
    const order = stops.map((_, i) => (i * 7919) % stops.length);
    expect(new Set(order).size).toBe(stops.length);
    for (const i of order) {
      const stop = stops[i];
      expect(lab.at(design, stop).snapshot, `stop ${i}`).toEqual(reference.at(design, stop).snapshot);
      // What Back inside a run needs: how many moves the newest run made, as the replay counts them.
      if (stop.at(-1)?.type === 'run')
        expect(lab.runMoves(design, stop, stop.length - 1), `stop ${i}: moves`).toBe(
          reference.runMoves(design, stop, stop.length - 1),
        );
    }
    expect(lab.stats.checkpointsTaken).toBeGreaterThan(0);
    expect(lab.stats.restores).toBeGreaterThan(0);
    expect(reference.stats.restores).toBe(0);
  });
});

/**
 * A lab that has replayed `log` at once, as a link opens, having taken more than `atLeast` checkpoints on the way and
 * kept every fourth for good and the newest six; beside it, a lab without checkpoints to compare with.
 */
function thinnedLab(slot: string, log: LabAction[], atLeast: number): { lab: Lab; reference: Lab } {
  const reference = new Lab(sql, { slot: `ref-${slot}`, checkpoints: false });
  const lab = new Lab(sql, { slot, worlds: 2 });
  cleanup.push(
    () => reference.dispose(),
    () => lab.dispose(),
  );
  lab.at('outbox', log);
  const taken = lab.stats.checkpointsTaken;
  expect(taken).toBeGreaterThan(atLeast);
  // The root's (taken when the first world was built); every fourth of the rest, counted apart on the way and inside
  // the run (so a quarter, and one more at most); and the newest six.
  expect(lab.stats.checkpointsKept).toBeLessThanOrEqual(1 + Math.ceil((taken - 1) / 4) + 1 + 6);
  return { lab, reference };
}

it('a move back to near the start restores the checkpoint taken when the first world was built, not a new world', () => {
  const log = logOf('outbox', Array.from({ length: 40 }, (_, i) => `n:o-${i}:1`).join(','));
  const reference = new Lab(sql, { slot: 'ref-root', checkpoints: false });
  const lab = new Lab(sql, { slot: 'root', worlds: 1 });
  cleanup.push(
    () => reference.dispose(),
    () => lab.dispose(),
  );
  lab.at('outbox', log);
  const before = lab.stats;
  expect(lab.at('outbox', log.slice(0, 2)).snapshot).toEqual(reference.at('outbox', log.slice(0, 2)).snapshot);
  expect(lab.stats.restores - before.restores).toBe(1);
  expect(lab.stats.actionsApplied - before.actionsApplied).toBe(2);
});

it('inside a long run, a lab keeps every fourth checkpoint for good and the newest few, and any cut of the run is still its replay', () => {
  // 60 orders, then Run to end: a thousand moves, dozens of checkpoints inside the one run.
  const log = logOf('outbox', `${Array.from({ length: 60 }, (_, i) => `n:o-${i}:1`).join(',')},e`);
  const { lab, reference } = thinnedLab('long', log, 24);
  const made = reference.runMoves('outbox', log, log.length - 1);
  const cuts = Array.from({ length: Math.floor(made / 29) }, (_, i) => 1 + ((i * 7919) % (made - 1)));
  for (const m of cuts) {
    const stop: LabAction[] = [...log.slice(0, -1), { type: 'run', moves: m }];
    expect(lab.at('outbox', stop).snapshot, `cut after ${m} moves`).toEqual(reference.at('outbox', stop).snapshot);
  }
  // Back from the end of the run: the newest checkpoints are near it.
  expect(lab.at('outbox', [...log.slice(0, -1), { type: 'run', moves: made - 1 }]).snapshot).toEqual(
    reference.at('outbox', [...log.slice(0, -1), { type: 'run', moves: made - 1 }]).snapshot,
  );
  expect(lab.stats.restores).toBeGreaterThan(cuts.length / 2);
});

it('on the way through a long replay, the same: every fourth checkpoint kept for good, the newest few, and any step is its replay', () => {
  // 300 orders taken one action at a time, opened at once as a link is.
  const log = logOf('outbox', Array.from({ length: 300 }, (_, i) => `n:o-${i}:1`).join(','));
  const { lab, reference } = thinnedLab('passing', log, 8);
  for (let i = 0; i < 40; i += 1) {
    const k = 1 + ((i * 7919) % (log.length - 1));
    expect(lab.at('outbox', log.slice(0, k)).snapshot, `after ${k} actions`).toEqual(
      reference.at('outbox', log.slice(0, k)).snapshot,
    );
  }
});

it('a link opened at the end of a long run gets a checkpoint near that end: each of the first Backs replays a few moves', () => {
  // 300 orders, then Run to end: checkpoints inside the run are spaced by the files' size, tens of moves apart.
  const log = logOf('outbox', `${Array.from({ length: 300 }, (_, i) => `n:o-${i}:1`).join(',')},e`);
  const reference = new Lab(sql, { slot: 'ref-ready-back', checkpoints: false });
  const plain = new Lab(sql, { slot: 'plain-back', worlds: 2 });
  const lab = new Lab(sql, { slot: 'ready-back', worlds: 3 });
  cleanup.push(
    () => reference.dispose(),
    () => plain.dispose(),
    () => lab.dispose(),
  );
  const made = reference.runMoves('outbox', log, log.length - 1);
  const backTo = (k: number): LabAction[] => [...log.slice(0, -1), { type: 'run', moves: made - k }];
  /** What the k-th Back from the end shows, and the moves it replayed. */
  const back = (of: Lab, k: number) => {
    const before = of.stats.movesApplied;
    const { snapshot } = of.at('outbox', backTo(k));
    return { snapshot, moves: of.stats.movesApplied - before };
  };
  plain.at('outbox', log);
  // Without it, the first Back replays from the newest checkpoint before it: more than a few moves.
  expect(back(plain, 1).moves).toBeGreaterThan(16);

  lab.at('outbox', log);
  lab.readyBack('outbox', log);
  // The world at the end stays there, for what asks about the end itself (the SQL console reads it at once).
  const before = lab.stats.movesApplied;
  expect(lab.inspect('outbox', log, DEFAULT_OPTIONS, (world) => world.lastRun.length)).toBe(made);
  expect(lab.stats.movesApplied).toBe(before);
  for (let k = 1; k <= 16; k += 1) {
    const { snapshot, moves } = back(lab, k);
    expect(moves, `Back ${k}`).toBeLessThanOrEqual(16);
    expect(snapshot, `Back ${k}`).toEqual(reference.at('outbox', backTo(k)).snapshot);
  }
  // Forward to the end shows it as it was.
  expect(lab.at('outbox', log).snapshot).toEqual(reference.at('outbox', log).snapshot);
});

it("a link's saved replay keeps the checkpoint readied for Back by its timeline's length, not its entries", () => {
  // That checkpoint's world replayed its way there: its entries are the end's by value, as objects of its own.
  const log = logOf('outbox', `${Array.from({ length: 300 }, (_, i) => `n:o-${i}:1`).join(',')},e`);
  const lab = new Lab(sql, { slot: 'ready-save', worlds: 3 });
  cleanup.push(() => lab.dispose());
  lab.at('outbox', log);
  lab.readyBack('outbox', log);
  const saved = lab.saveLog('outbox', log, DEFAULT_OPTIONS)!;
  const made = lab.runMoves('outbox', log, log.length - 1);
  expect(saved.earlier.some((point) => point.moves === made - 16)).toBe(true);
  for (const point of saved.earlier) {
    expect(point.shares, `the point ${point.moves ?? point.depth} moves in`).toEqual({ timeline: true, lastRun: true });
    expect(point.world.memory.timeline).toEqual([]);
  }
});

it('a checkpoint keeps rowids as they were, gaps included: panes order rows by them', () => {
  const store = new CheckpointStore(sql, 'cp-rowid');
  cleanup.push(() => store.dispose());
  const log = logOf('outbox', 'n:a-1:1,n:b-2:2,n:c-3:3,e');
  const world = worldOn('outbox', 'rowid-a');
  log.forEach((action, index) => apply(world, action, index));
  // A row deleted by another connection leaves a gap that a copy without rowids would close up.
  const third = new Connection(sql, 'third', [world.files.files.order]);
  third.run(`DELETE FROM orders WHERE order_id = 'a-1'`);
  third.close();
  const rowids = (w: World) => w.files.independent.order.query('SELECT rowid, order_id FROM orders ORDER BY rowid');
  const before = rowids(world);
  expect(before.map((r) => r.rowid)).toEqual([2, 3]);
  const checkpoint = store.save(world)!;
  const other = worldOn('outbox', 'rowid-b');
  store.restore(other, checkpoint);
  expect(rowids(other)).toEqual(before);
});

it('a checkpoint that cannot be taken, or restored, costs time only: the lab shows what a replay shows', () => {
  // Long enough, with an order stepped by hand at the end, that going back to its end restores a checkpoint.
  const log = logOf('outbox-inbox', `${SCENARIOS[1][1]},n:x-1:1,${Array(18).fill('s').join(',')}`);
  const reference = new Lab(sql, { slot: 'ref-fail', checkpoints: false });
  const lab = new Lab(sql, { slot: 'fail', worlds: 2 });
  cleanup.push(
    () => reference.dispose(),
    () => lab.dispose(),
  );
  // sql.js running out of memory in the middle of a run's checkpoint, then of a restore.
  const save = vi.spyOn(CheckpointStore.prototype, 'save').mockImplementationOnce(() => {
    throw new Error('out of memory');
  });
  cleanup.push(() => save.mockRestore());
  expect(lab.at('outbox-inbox', log).snapshot).toEqual(reference.at('outbox-inbox', log).snapshot);
  expect(save).toHaveBeenCalled();
  const restore = vi.spyOn(CheckpointStore.prototype, 'restore').mockImplementationOnce(() => {
    throw new Error('out of memory');
  });
  cleanup.push(() => restore.mockRestore());
  for (const k of [5, 30, 12, log.length - 1])
    expect(lab.at('outbox-inbox', log.slice(0, k)).snapshot, `prefix ${k}`).toEqual(
      reference.at('outbox-inbox', log.slice(0, k)).snapshot,
    );
  expect(restore).toHaveBeenCalled();
});
