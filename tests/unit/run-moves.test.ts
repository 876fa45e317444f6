// "Run to end" as moves: Back after a run goes back one move, a click on any timeline entry (inside a run or
// not) shows the lab right after the action that wrote it, and a run replayed move by move is the same world.
import { describe, expect, it } from 'vitest';
import { designRegistry } from '../../app/engine/designs/registry';
import type { LabSnapshot } from '../../app/engine/snapshot';
import { disposedAfterEach } from '../support/test-drivers';

const driver = disposedAfterEach();

/** What a learner sees, without the stamps that say which action wrote each entry. */
function picture(s: LabSnapshot) {
  return {
    tables: s.tables,
    // The verdict's causes point at log positions, which expanding a run renumbers; what it found must not change.
    verdict: s.verdict && {
      outcome: s.verdict.outcome,
      evidence: s.verdict.evidence,
      causes: s.verdict.causes.map((c) => [c.order, c.finding, c.links.length]),
    },
    now: s.now,
    timeline: s.timeline.map(({ seq, at, lane, text, params, mark }) => ({ seq, at, lane, text, params, mark })),
  };
}

describe.each(designRegistry.ids)('%s: a run is a sequence of moves', (design) => {
  it('a run cut anywhere, then continued, replays to the same world, and every entry names its action and move', async () => {
    const d = (await driver(design)).submit('snack-7', 7).dropAck().runToEnd();
    const run = d.snapshot;
    const made = d.lab.runMoves(design, d.actions, 2);
    expect(made).toBeGreaterThan(3);
    for (const cut of [1, Math.floor(made / 2), made - 1]) {
      const split = [
        ...d.actions.slice(0, 2),
        { type: 'run' as const, moves: cut },
        { type: 'run' as const, moves: made - cut },
      ];
      const replayed = d.lab.at(design, split);
      expect(replayed.rejected).toBeNull();
      expect(picture(replayed.snapshot)).toEqual(picture(run));
    }
    expect(run.actionCount).toBe(3);
    expect(run.timeline[0]).toMatchObject({ text: 'submitted', action: 0 });
    const inRun = run.timeline.filter((e) => e.action === 2);
    expect(inRun.length).toBeGreaterThan(0);
    expect(inRun.every((e) => e.move !== undefined)).toBe(true);
    // Moves are counted in order, each entry stamped with the move that wrote it.
    const moves = inRun.map((e) => e.move!);
    expect(moves).toEqual([...moves].sort((a, b) => a - b));
    expect(Math.max(...moves)).toBe(made - 1);
  });

  it('Back after Run to end goes back one move, and Forward returns to the end', async () => {
    const d = (await driver(design)).submit('snack-7', 7).runToEnd();
    const end = picture(d.snapshot);
    const made = d.lab.runMoves(design, d.actions, 1);
    d.back();
    expect(d.actions).toEqual([d.actions[0], { type: 'run', moves: made - 1 }]);
    expect(d.snapshot.verdict).toBeNull();
    d.back().back();
    expect(d.actions).toEqual([d.actions[0], { type: 'run', moves: made - 3 }]);
    // What Back took is one action under Forward however many moves it holds: the link stays short.
    expect(d.context.undone).toEqual([{ type: 'run', moves: 3 }]);
    d.forward();
    expect(d.actions.at(-1)).toEqual({ type: 'run', moves: made - 2 });
    d.forward().forward();
    expect(picture(d.snapshot)).toEqual(end);
    // The design's own outcome for a run without a fault ('lost' for scheduled-drifted, whose scanner cannot poll).
    expect(d.snapshot.verdict?.outcome).toBe(designRegistry.get(design).expected.otherwise);
    expect(d.can({ type: 'FORWARD' })).toBe(false);
  });

  it('Back through a whole run, move by move, keeps the log at two actions and ends before the run', async () => {
    const d = (await driver(design)).submit('snack-7', 7).runToEnd();
    const made = d.lab.runMoves(design, d.actions, 1);
    for (let i = 0; i < made; i += 1) {
      d.back();
      // The submit, the run's first moves, the rest of it: never more, however long the run.
      expect(d.actions.length + d.context.undone.length).toBeLessThanOrEqual(3);
    }
    expect(d.actions).toEqual([{ type: 'submit', orderId: 'snack-7', quantity: 7 }]);
    expect(d.context.undone).toEqual([{ type: 'run', moves: made }]);
  });
});

describe('a live world carried on from a cut', () => {
  it.each(designRegistry.ids)(
    '%s: is the world a fresh replay builds, entries and move numbers included',
    async (design) => {
      const d = (await driver(design)).submit('snack-7', 7).dropAck().runToEnd();
      const made = d.lab.runMoves(design, d.actions, 2);
      const cut = (moves: number) => [...d.actions.slice(0, 2), { type: 'run' as const, moves }];
      // The driver's lab now holds a world at three moves, which the next call carries on.
      d.lab.at(design, cut(3));
      const carried = d.lab.at(design, cut(made - 1)).snapshot;
      expect(d.lab.runMoves(design, cut(made - 1), 2)).toBe(made - 1);
      const fresh = await driver(design);
      expect(carried).toEqual(fresh.lab.at(design, cut(made - 1)).snapshot);
    },
  );
});

describe('jumping to a timeline entry', () => {
  it('inside a run shows the world right after that move, with the rest under Forward', async () => {
    const d = (await driver('outbox')).submit('snack-7', 7).dropAck().runToEnd();
    const lost = d.snapshot.timeline.find((e) => e.mark === 'lost')!;
    expect(lost.move).toBeDefined();
    const made = d.lab.runMoves('outbox', d.actions, lost.action);
    d.send({ type: 'JUMP', action: lost.action, move: lost.move });
    expect(d.actions).toEqual([...d.actions.slice(0, lost.action), { type: 'run', moves: lost.move! + 1 }]);
    expect(d.context.undone).toEqual([{ type: 'run', moves: made - lost.move! - 1 }]);
    // The jumped-to entry is the newest thing the lab shows: it was written by the last action.
    expect(d.snapshot.timeline.at(-1)?.text).toBe(lost.text);
    expect(d.snapshot.timeline.at(-1)?.action).toBe(d.snapshot.actionCount - 1);
    while (d.can({ type: 'FORWARD' })) d.forward();
    expect(d.outcome).toBe('duplicated');
    expect(d.actions.at(-1)).toEqual({ type: 'run', moves: made });
  });

  it('jumps back and forth inside one run never lengthen the log', async () => {
    const d = (await driver('outbox')).submit('snack-7', 7).dropAck().runToEnd();
    const inRun = d.snapshot.timeline.filter((e) => e.action === 2);
    // The newest entry a jump shows is the last one its move wrote.
    const lastOfMove = (move: number) => inRun.filter((e) => e.move === move).at(-1)!;
    const early = lastOfMove(inRun[2].move!);
    const late = lastOfMove(inRun[inRun.length - 3].move!);
    d.send({ type: 'JUMP', action: early.action, move: early.move });
    expect(d.snapshot.timeline.at(-1)?.text).toBe(early.text);
    // The later entry now lives in the run's continuation, under Forward, numbered from the cut.
    d.send({ type: 'JUMP', action: 3, move: late.move! - early.move! - 1 });
    expect(d.snapshot.timeline.at(-1)?.text).toBe(late.text);
    expect(d.actions.length + d.context.undone.length).toBe(4);
    d.send({ type: 'JUMP', action: 2, move: early.move });
    expect(d.actions.length + d.context.undone.length).toBe(4);
    expect(d.snapshot.timeline.at(-1)?.text).toBe(early.text);
  });

  it('outside a run keeps the actions up to that entry and can jump forward again', async () => {
    const d = (await driver('outbox')).submit('snack-7', 7).step('order', 3);
    const first = d.snapshot.timeline[0];
    d.send({ type: 'JUMP', action: first.action });
    expect(d.actions).toHaveLength(1);
    d.send({ type: 'JUMP', action: 3 });
    expect(d.actions).toHaveLength(4);
  });

  it('refuses a jump past the log or a malformed one', async () => {
    const d = (await driver('outbox')).submit('snack-7', 7);
    expect(d.can({ type: 'JUMP', action: 1 })).toBe(false);
    expect(d.can({ type: 'JUMP', action: -1 })).toBe(false);
    expect(d.can({ type: 'JUMP', action: 0.5 })).toBe(false);
    expect(d.can({ type: 'JUMP', action: 0, move: -2 })).toBe(false);
    expect(d.can({ type: 'JUMP', action: 0 })).toBe(true);
  });
});

describe('rows that vanish', () => {
  it('a crash inside a transaction leaves its rows as ghosts for that step only, read on its own connection', async () => {
    const d = (await driver('outbox')).submit('snack-7', 7).stepTo('order', 6);
    expect(d.snapshot.vanished).toEqual([]);
    d.crash('order');
    const ghosts = d.snapshot.vanished;
    expect(ghosts.map((g) => [g.db, g.table, g.kind, g.why, g.process])).toEqual([
      ['order', 'orders', 'insert', 'crash', 'order'],
      ['order', 'outbox', 'insert', 'crash', 'order'],
    ]);
    expect(ghosts[0].row.order_id).toBe('snack-7');
    expect(ghosts[1].row.event_id).toBe('evt-0001');
    // Nobody reads them any more: they are gone from every connection.
    expect(d.independentCount('order', 'orders')).toBe(0);
    d.restart('order');
    expect(d.snapshot.vanished).toEqual([]);
    d.back();
    expect(d.snapshot.vanished).toHaveLength(2);
  });

  it('a failure rolls back in finally and says so', async () => {
    const d = (await driver('outbox')).submit('snack-7', 7).stepTo('order', 6).fail('order');
    expect(d.snapshot.vanished.map((g) => [g.table, g.why])).toEqual([
      ['orders', 'rollback'],
      ['outbox', 'rollback'],
    ]);
  });

  it('a crash in the middle of Run to end leaves no ghosts at its end; Back to that move shows them', async () => {
    const d = (await driver('outbox')).arm('crash', 'warehouse', 4).submit('snack-7', 7).runToEnd();
    expect(d.outcome).toBe('ok');
    expect(d.snapshot.vanished).toEqual([]);
    // Walk back to the move that crashed the warehouse inside its transaction: its stock row is a ghost there.
    while (!d.snapshot.vanished.length && d.can({ type: 'BACK' })) d.back();
    expect(d.snapshot.vanished.map((g) => [g.table, g.key, g.why])).toEqual([['stock', 'snack-7', 'crash']]);
    expect(d.snapshot.timeline.at(-1)?.lane).toBe('warehouseDb');
  });

  it('a write that changed nothing (the inbox already had the event) is not a ghost', async () => {
    const d = (await driver('outbox-inbox')).submit('snack-7', 7).dropAck();
    for (let guard = 0; !d.texts().includes('inboxDuplicate'); guard += 1) {
      if (guard > 200) throw new Error('the duplicate never arrived');
      if (d.can({ type: 'STEP' })) d.step();
      else d.advanceClock();
    }
    // The warehouse's transaction is open and its INSERT into the inbox did nothing: crash it there.
    expect(d.snapshot.processes.warehouse.inTx).toBe(true);
    d.crash('warehouse');
    expect(d.texts('warehouseDb')).toContain('txVanished');
    expect(d.snapshot.vanished.map((g) => g.table)).not.toContain('inbox');
  });
});
