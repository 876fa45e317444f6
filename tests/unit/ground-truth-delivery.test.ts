// DESIGN.md's delivery ground truth: one fault, then restart and relay until nothing is pending.
// Without an inbox some faults prepare the order twice (14); with the inbox every case prepares it once.
import { describe, expect, test } from 'vitest';
import { DEFAULT_OPTIONS, type DesignId } from '../../app/engine/types';
import { LabDriver } from '../support/lab-driver';

// Relay lines: 1 poll, 2 send, 3 await ACK, 4 mark published. Warehouse (no inbox): 1 receive, 2 BEGIN,
// 3 stock, 4 COMMIT, 5 ACK; with the inbox the inbox INSERT is line 3 and everything after moves down one.
const warehouseLine = (design: DesignId, name: 'commit' | 'ack') =>
  (design === 'outbox-inbox' ? 1 : 0) + (name === 'commit' ? 4 : 5);

type Fault = { name: string; apply: (lab: LabDriver, design: DesignId) => void; withoutInbox: number };

const FAULTS: Fault[] = [
  {
    name: 'warehouse crash after its COMMIT',
    apply: (lab, d) => lab.arm('crash', 'warehouse', warehouseLine(d, 'ack')),
    withoutInbox: 14,
  },
  { name: 'lost ACK', apply: (lab) => lab.dropAck(), withoutInbox: 14 },
  { name: 'relay crash after the ACK', apply: (lab) => lab.arm('crash', 'relay', 4), withoutInbox: 14 },
  { name: 'lost request', apply: (lab) => lab.dropRequest(), withoutInbox: 7 },
  { name: 'relay crash before sending', apply: (lab) => lab.arm('crash', 'relay', 2), withoutInbox: 7 },
  {
    name: 'warehouse crash before COMMIT',
    apply: (lab, d) => lab.arm('crash', 'warehouse', warehouseLine(d, 'commit')),
    withoutInbox: 7,
  },
];

describe.each(['outbox', 'outbox-inbox'] as const)('%s delivery', (design) => {
  test.each(FAULTS)('$name', async ({ apply, withoutInbox }) => {
    const lab = await LabDriver.create(design);
    lab.submit('snack-7', 7);
    apply(lab, design);
    lab.runToEnd();
    const expected = design === 'outbox-inbox' ? 7 : withoutInbox;
    expect(lab.prepared('snack-7')).toBe(expected);
    expect(lab.outcome).toBe(expected === 14 ? 'duplicated' : 'ok');
    if (design === 'outbox-inbox') expect(lab.independentCount('warehouse', 'inbox')).toBe(1);
    expect(lab.pane('order', 'outbox').independent.rows!.map((r) => r.status)).toEqual(['published']);
    lab.dispose();
  });
});

describe('the designs that do not use an outbox', () => {
  test('commit, then send: a crash after COMMIT keeps the order and loses the message', async () => {
    const lab = await LabDriver.create('commit-then-send');
    lab.submit('snack-7', 7).stepTo('order', 6).crash('order').runToEnd();
    expect(lab.independentCount('order', 'orders')).toBe(1);
    expect(lab.outcome).toBe('lost');
    // The client resubmits: the order service confirms the existing order, and still sends nothing.
    lab.submit('snack-7', 7).runToEnd();
    expect(lab.texts('client')).toContain('respondRetry');
    expect(lab.outcome).toBe('lost');
    lab.dispose();
  });

  test('send, then commit: a failure before COMMIT leaves a phantom preparation', async () => {
    const lab = await LabDriver.create('send-then-commit');
    lab.submit('snack-7', 7).arm('fail', 'order', 7).runToEnd();
    expect(lab.independentCount('order', 'orders')).toBe(0);
    expect(lab.prepared('snack-7')).toBe(7);
    expect(lab.outcome).toBe('phantom');
    expect(lab.snapshot.verdict!.evidence).toEqual([
      { order_id: 'snack-7', quantity: null, prepared: 7, outcome: 'phantom' },
    ]);
    lab.dispose();
  });

  test('every design ends ok when nothing goes wrong', async () => {
    for (const design of ['commit-then-send', 'send-then-commit', 'outbox', 'outbox-inbox'] as const) {
      const lab = await LabDriver.create(design);
      lab.submit('snack-7', 7).submit('gum-2', 2).runToEnd();
      expect(lab.outcome, design).toBe('ok');
      expect([lab.prepared('snack-7'), lab.prepared('gum-2')], design).toEqual([7, 2]);
      lab.dispose();
    }
  });
});

describe("seed 000's relay bookkeeping", () => {
  const outboxRow = (lab: LabDriver) => lab.pane('order', 'outbox').independent.rows![0];

  test('a lost request, then a successful retry: published, two attempts counted, the last error cleared', async () => {
    const lab = await LabDriver.create('outbox');
    lab.submit('snack-7', 7).dropRequest().runToEnd();
    expect(outboxRow(lab)).toMatchObject({ status: 'published', attempt_count: 2, last_error: null });
    expect(outboxRow(lab).published_at).not.toBeNull();
    expect(lab.texts('orderDb').filter((t) => t === 'recordedFailure')).toHaveLength(1);
    expect(lab.outcome).toBe('ok');
    lab.dispose();
  });

  test('by default the relay never parks a row: five lost requests, the sixth attempt delivers', async () => {
    const lab = await LabDriver.create('outbox');
    lab.submit('snack-7', 7);
    for (let i = 0; i < 5; i += 1) lab.dropRequest();
    lab.runToEnd();
    expect(outboxRow(lab)).toMatchObject({ status: 'published', attempt_count: 6, last_error: null });
    expect(lab.texts()).not.toContain('parkedFailed');
    expect(lab.outcome).toBe('ok');
    lab.dispose();
  });

  test('with parking switched on, the fifth failure parks the row as failed and the timeline says so', async () => {
    const lab = await LabDriver.create('outbox', [], { options: { ...DEFAULT_OPTIONS, maxAttempts: 5 } });
    lab.submit('snack-7', 7);
    for (let i = 0; i < 5; i += 1) lab.dropRequest();
    lab.runToEnd();
    expect(outboxRow(lab)).toMatchObject({
      status: 'failed',
      attempt_count: 5,
      last_error: 'timeout: no ACK within 2 s',
    });
    const failures = lab.snapshot.timeline.filter((e) => e.text === 'recordedFailure' || e.text === 'parkedFailed');
    expect(failures.map((e) => [e.text, e.params.attempts])).toEqual([
      ['recordedFailure', 1],
      ['recordedFailure', 2],
      ['recordedFailure', 3],
      ['recordedFailure', 4],
      ['parkedFailed', 5],
    ]);
    expect(lab.outcome).toBe('lost');
    lab.dispose();
  });
});
