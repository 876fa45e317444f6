// Sessions past any teaching scenario: a log at its limit refuses the next action with a reason (nothing
// is cut off silently); one "Run to end" finishes hundreds of queued orders; a design change is a step that
// Back undoes, run and all.
import { describe, expect, it } from 'vitest';
import type { LabAction } from '../../app/engine/actions/registry';
import { MAX_LOG_ACTIONS } from '../../app/engine/runtime/log-limit';
import { RUN_BASE_MOVES, RUN_MAX_MOVES } from '../../app/engine/runtime/scheduler';
import { TEXTS } from '../../app/ui/i18n/texts';
import { disposedAfterEach } from '../support/test-drivers';
import { LabDriver } from '../support/lab-driver';

const { en, ja } = TEXTS;

const driver = disposedAfterEach();
const orders = (n: number): LabAction[] =>
  Array.from({ length: n }, (_, i) => ({ type: 'submit', orderId: `o-${i + 1}`, quantity: 1 }));

describe('a log at its limit', () => {
  it('refuses the next action with logFull, and Back makes room again', async () => {
    const d = await LabDriver.create('outbox', orders(MAX_LOG_ACTIONS));
    try {
      expect(d.actions).toHaveLength(MAX_LOG_ACTIONS);
      expect(d.lab.blocker('outbox', d.actions, { type: 'step' })).toBe('logFull');
      expect(d.can({ type: 'STEP' })).toBe(false);
      expect(d.can({ type: 'SUBMIT', orderId: 'one-more', quantity: 1 })).toBe(false);
      d.back();
      expect(d.can({ type: 'STEP' })).toBe(true);
    } finally {
      d.dispose();
    }
  });

  it('a loaded log past the limit keeps the first actions and says where it stopped, and why', async () => {
    const d = await LabDriver.create('outbox', orders(MAX_LOG_ACTIONS + 3));
    try {
      expect(d.actions).toHaveLength(MAX_LOG_ACTIONS);
      expect(d.context.rejected).toEqual({ index: MAX_LOG_ACTIONS, blocker: 'logFull' });
    } finally {
      d.dispose();
    }
  });

  it('says so in both languages, with the limit the engine enforces', () => {
    const limit = MAX_LOG_ACTIONS.toLocaleString('en-US');
    expect(en.reason.logFull).toContain(limit);
    expect(ja.reason.logFull).toContain(limit);
  });
});

describe('Run to end on a long queue', () => {
  it('300 queued orders reach a verdict in one press, past the base budget of moves', async () => {
    const d = await LabDriver.create('outbox-inbox', orders(300));
    try {
      d.runToEnd();
      const made = d.lab.runMoves('outbox-inbox', d.actions, d.actions.length - 1);
      expect(made).toBeGreaterThan(RUN_BASE_MOVES);
      expect(d.snapshot.quiescent).toBe(true);
      expect(d.outcome).toBe('ok');
      expect(d.texts()).not.toContain('runLimit');
      // The pane shows the newest rows; its total is counted by SQL on the independent connection.
      expect(d.pane('order', 'orders').independent.total).toBe(300);
      expect(d.pane('warehouse', 'inbox').independent.total).toBe(300);
    } finally {
      d.dispose();
    }
  });
});

describe('Run to end on more work than one press does', () => {
  it('pauses, says how far it got and what is left, and the next press carries on to a verdict', async () => {
    const d = await LabDriver.create('outbox-inbox', orders(3_500));
    try {
      d.runToEnd();
      const paused = d.snapshot.timeline.at(-1)!;
      expect(paused).toMatchObject({ text: 'runLimit', mark: 'fault', params: { moves: RUN_MAX_MOVES } });
      expect(Number(paused.params.left)).toBeGreaterThan(0);
      expect(d.snapshot.verdict).toBeNull();
      expect(en.timeline.runLimit).toContain('{{moves, number}}');
      expect(ja.timeline.runLimit).toContain('{{left, number}}');
      d.runToEnd();
      expect(d.snapshot.quiescent).toBe(true);
      expect(d.outcome).not.toBeNull();
    } finally {
      d.dispose();
    }
  }, 60_000);
});

describe('a design change is a step in history', () => {
  it('Back returns to the design before it with its run, Forward to the new one', async () => {
    const d = (await driver('outbox')).submit('snack-7', 7).step('order', 3);
    const before = d.snapshot;
    const run = d.actions;
    d.send({ type: 'SET_DESIGN', design: 'commit-then-send' });
    expect(d.context.design).toBe('commit-then-send');
    expect(d.actions).toEqual([]);
    d.submit('snack-8', 8);
    d.back();
    expect(d.actions).toEqual([]);
    d.back();
    expect(d.context.design).toBe('outbox');
    expect(d.actions).toEqual(run);
    expect(d.snapshot.tables).toEqual(before.tables);
    d.forward();
    expect(d.context.design).toBe('commit-then-send');
    d.forward();
    expect(d.actions).toEqual([{ type: 'submit', orderId: 'snack-8', quantity: 8 }]);
    expect(d.can({ type: 'FORWARD' })).toBe(false);
  });

  it('a new action after Back drops the design change under Forward, as any new branch does', async () => {
    const d = (await driver('outbox')).submit('snack-7', 7);
    d.send({ type: 'SET_DESIGN', design: 'commit-then-send' }).back().back();
    d.submit('snack-9', 9);
    expect(d.context.design).toBe('outbox');
    expect(d.can({ type: 'FORWARD' })).toBe(false);
  });
});
