// The sequence diagram's layout, read off real runs: which lanes each message's arrow joins, lost messages and
// answers that stop half way, folded repeats that still jump to their last entry, the current step, and a growing
// run laid out by extension to the same rows as from scratch.
import { describe, expect, it } from 'vitest';
import { toEvent } from '../../app/engine/actions/registry';
import { PROCESSES, type ProcessId } from '../../app/engine/types';
import {
  diagramLanes,
  currentRows,
  jumpTo,
  laneX,
  layoutTimeline,
  type DiagramRow,
} from '../../app/ui/lab/timeline/timeline-layout';
import { disposedAfterEach } from '../support/test-drivers';

const driver = disposedAfterEach();

const arrows = (rows: DiagramRow[]) =>
  rows
    .filter((r) => r.arrow)
    .map((r) => `${r.entry.text}: ${r.arrow!.from}→${r.arrow!.to}${r.arrow!.lost ? ' ✕' : ''}`);

describe('an Outbox run with a lost ACK', () => {
  it('draws the request, the lost ACK, the resend and its ACK between the right lanes', async () => {
    const d = (await driver('outbox')).submit('snack-7', 7).dropAck().runToEnd();
    const { rows } = layoutTimeline(d.snapshot.timeline, true);
    expect(arrows(rows)).toEqual([
      'submitted: client→order',
      'respondAccepted: order→client',
      'sentRequest: relay→warehouse',
      'droppedAck: warehouse→relay ✕',
      'sentRequest: relay→warehouse',
      'sentAck: warehouse→relay',
    ]);
    const marks = rows.filter((r) => r.glyph !== 'event').map((r) => `${r.entry.lane} ${r.glyph}`);
    expect(marks).toEqual([
      'network fault',
      'orderDb commit',
      'warehouseDb commit',
      'network lost',
      'relay fault',
      'warehouseDb commit',
    ]);
    expect(d.outcome).toBe('duplicated');
  });

  it('the current step is the run’s last move: what Back undoes', async () => {
    const d = (await driver('outbox')).submit('snack-7', 7).dropAck().runToEnd();
    const { rows } = layoutTimeline(d.snapshot.timeline, true);
    const current = currentRows(rows, d.snapshot.actionCount)!;
    const lastMove = rows[rows.length - 1].entry.move;
    expect(current.last).toBe(rows.length - 1);
    expect(rows.slice(current.first).every((r) => r.entry.move === lastMove)).toBe(true);
    expect(rows[current.first - 1].entry.move).toBe(lastMove! - 1);
    const before = d.snapshot.timeline.length;
    d.back();
    expect(d.snapshot.timeline.length).toBe(before - (current.last - current.first + 1));
  });
});

describe('messages lost in flight', () => {
  it('a request lost in flight is drawn from its sender to its receiver, stopping half way', async () => {
    const d = (await driver('outbox')).submit('snack-7', 7).step('order', 7).step('relay', 2).dropRequest();
    const { rows } = layoutTimeline(d.snapshot.timeline, false);
    const lost = rows[rows.length - 1];
    expect(lost.entry).toMatchObject({ text: 'droppedRequest', mark: 'lost' });
    expect(lost.entry.params).toMatchObject({ from: 'relay', to: 'warehouse' });
    expect(lost.arrow).toEqual({ from: 'relay', to: 'warehouse', lost: true });
  });

  it('an order service that dies holding a request leaves the client an answer that never arrives', async () => {
    const d = (await driver('outbox')).submit('snack-7', 7).step('order', 2).crash('order');
    const { rows } = layoutTimeline(d.snapshot.timeline, false);
    expect(arrows(rows)).toEqual(['submitted: client→order', 'noResponse: order→client ✕']);
    expect(rows.map((r) => r.glyph)).toContain('fault');
    expect(rows.map((r) => r.glyph)).toContain('rollback');
  });
});

describe('folding', () => {
  it('folds an idle relay’s repeated polls into one row that jumps to the last of them', async () => {
    const d = (await driver('outbox')).step('relay', 12);
    const polls = d.snapshot.timeline.filter((e) => e.text === 'pollEmpty');
    expect(polls).toHaveLength(12);
    const { rows } = layoutTimeline(d.snapshot.timeline, false);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ key: polls[0].seq, count: 12, entry: polls[11] });
    expect(jumpTo(rows[0].entry)).toEqual({ type: 'JUMP', action: 11 });
    // With each "runs line N" shown the polls are no longer next to each other: nothing folds.
    expect(layoutTimeline(d.snapshot.timeline, true).rows).toHaveLength(d.snapshot.timeline.length);
    // The folded row is the current step: the last poll was written by the latest action.
    expect(currentRows(rows, d.snapshot.actionCount)).toEqual({ first: 0, last: 0 });
  });

  it('never folds entries whose words differ', async () => {
    const d = (await driver('outbox')).submit('a-1', 1).submit('b-2', 2);
    expect(layoutTimeline(d.snapshot.timeline, true).rows.map((r) => r.count)).toEqual([1, 1]);
  });

  it('a jump inside a run stops at that move', async () => {
    const d = (await driver('outbox')).submit('snack-7', 7).dropAck().runToEnd();
    const lost = layoutTimeline(d.snapshot.timeline, true).rows.find((r) => r.arrow?.lost)!;
    d.send(jumpTo(lost.entry));
    const { rows } = layoutTimeline(d.snapshot.timeline, true);
    expect(rows[rows.length - 1].entry.text).toBe('droppedAck');
    expect(currentRows(rows, d.snapshot.actionCount)?.last).toBe(rows.length - 1);
  });
});

describe('a growing run', () => {
  it('is laid out by extension to the same rows as from scratch, and afresh after Back', async () => {
    const d = (await driver('outbox')).submit('snack-7', 7).dropAck().submit('chips-2', 2);
    let layout = layoutTimeline(d.snapshot.timeline, false);
    const firstRows = layout.rows;
    for (let i = 0; i < 30; i += 1) {
      // The default step, or the clock when every process waits (the lost ACK's timeout).
      if (d.can(toEvent({ type: 'step' }))) d.step();
      else d.advanceClock();
      const grown = layoutTimeline(d.snapshot.timeline, false, layout);
      expect(grown.rows).toEqual(layoutTimeline(d.snapshot.timeline, false).rows);
      layout = grown;
    }
    // Rows already laid out are kept as the same objects: React re-renders only what a step added.
    expect(layout.rows[0]).toBe(firstRows[0]);
    d.back();
    expect(layoutTimeline(d.snapshot.timeline, false, layout).rows).toEqual(
      layoutTimeline(d.snapshot.timeline, false).rows,
    );
  });

  it.each([false, true])(
    'after Back keeps the rows up to the cut and lays out only a row the cut went through (line runs shown: %s)',
    async (shown) => {
      // A run with folded repeats (the relay polling while the ACK is lost), walked back one move at a time. A Back
      // replayed from a checkpoint shares only the entries before it: the picture is those, then entries written anew.
      const d = (await driver('outbox')).submit('snack-7', 7).dropAck().runToEnd();
      const whole = d.snapshot.timeline;
      let layout = layoutTimeline(whole, shown);
      let backs = 0;
      while (d.can({ type: 'BACK' }) && d.snapshot.timeline.length > 3 && backs < 40) {
        d.back();
        backs += 1;
        const now = d.snapshot.timeline;
        const shared = Math.floor(now.length / 2);
        const picture = [...whole.slice(0, shared), ...now.slice(shared).map((e) => ({ ...e }))];
        const shrunk = layoutTimeline(picture, shown, layout);
        expect(shrunk.rows, `after ${backs} Backs`).toEqual(layoutTimeline(now, shown).rows);
        // The rows of the shared entries are the earlier layout's very objects.
        expect(shrunk.rows[0]).toBe(layout.rows[0]);
        layout = shrunk;
      }
      expect(backs).toBeGreaterThan(10);
    },
  );

  it.each([false, true])(
    'after a Back whose every entry was written anew, the rows equal to the earlier ones are those objects (line runs shown: %s)',
    async (shown) => {
      // Back near the end of a long run restores a checkpoint and replays the moves after it: those entries are new
      // objects with the same words. React keeps a row only when it is the same object.
      // Walked back one move at a time, first through an idle relay's folded polls (line runs hidden), where each
      // Back cuts through the folded row: same key, one entry fewer. That row must be new; every other is kept.
      const d = (await driver('outbox')).submit('snack-7', 7).dropAck().runToEnd().step('relay', 8);
      let layout = layoutTimeline(d.snapshot.timeline, shown);
      let folds = 0;
      let backs = 0;
      while (backs < 30 && d.can({ type: 'BACK' }) && layout.rows.length > 6) {
        backs += 1;
        d.back();
        const now = d.snapshot.timeline;
        const after = layoutTimeline(
          now.map((e) => ({ ...e, params: { ...e.params } })),
          shown,
          layout,
        );
        expect(after.rows, `after ${backs} Backs`).toEqual(layoutTimeline(now, shown).rows);
        const changed = after.rows.filter((row, i) => row !== layout.rows[i]);
        expect(changed.length, `after ${backs} Backs`).toBeLessThanOrEqual(1);
        // A row the cut went through keeps its key and loses an entry: a new object with its new count.
        for (const row of changed) if (row.key === layout.rows[after.rows.indexOf(row)]?.key) folds += 1;
        layout = after;
      }
      expect(backs).toBeGreaterThan(10);
      // With each "runs line N" shown the polls are no longer next to each other: nothing folds.
      expect(folds > 0).toBe(!shown);
    },
  );
});

describe('lanes', () => {
  it('drops the relay lane when the design has no relay, and spaces lanes evenly', async () => {
    const d = await driver('commit-then-send');
    expect(d.snapshot.processes.relay.inDesign).toBe(false);
    const without = diagramLanes(d.snapshot.processes);
    const outbox = (await driver('outbox')).snapshot.processes;
    expect(without).toEqual(['client', 'order', 'orderDb', 'network', 'warehouse', 'warehouseDb']);
    expect(diagramLanes(outbox)).toHaveLength(7);
    expect(laneX(diagramLanes(outbox), 'client')).toBeCloseTo(100 / 14);
    expect(laneX(without, 'warehouseDb')).toBeCloseTo(100 - 100 / 12);
  });

  it('gives a second relay its own lane beside the first', () => {
    const present = (...ids: ProcessId[]) =>
      Object.fromEntries(PROCESSES.map((id) => [id, { inDesign: ids.includes(id) }])) as Record<
        ProcessId,
        { inDesign: boolean }
      >;
    expect(diagramLanes(present('order', 'relay', 'relay2', 'warehouse'))).toEqual([
      'client',
      'order',
      'orderDb',
      'relay',
      'relay2',
      'network',
      'warehouse',
      'warehouseDb',
    ]);
  });

  it('gives a second order service its own lane beside the first, before the order DB', () => {
    const present = (...ids: ProcessId[]) =>
      Object.fromEntries(PROCESSES.map((id) => [id, { inDesign: ids.includes(id) }])) as Record<
        ProcessId,
        { inDesign: boolean }
      >;
    expect(diagramLanes(present('order', 'order2', 'relay', 'warehouse'))).toEqual([
      'client',
      'order',
      'order2',
      'orderDb',
      'relay',
      'network',
      'warehouse',
      'warehouseDb',
    ]);
  });
});
