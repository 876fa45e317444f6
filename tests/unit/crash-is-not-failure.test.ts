// A crash (os._exit) is not a failure (an exception): no `finally`, no error path, nobody told. Each case
// crashes a process at a point and checks what the client, the network and the databases got — then makes
// the same process fail at the same point, where the error path does run, so neither half can pass alone.
import { describe, expect, test } from 'vitest';
import type { TimelineEntry } from '../../app/engine/types';
import type { LabDriver } from '../support/lab-driver';
import { disposedAfterEach } from '../support/test-drivers';

const create = disposedAfterEach();

/** The timeline entries written after `from` (a length of the timeline taken earlier). */
const since = (lab: LabDriver, from: number): TimelineEntry[] => lab.snapshot.timeline.slice(from);
/** What the client was told about request `no`, in order (its own submission included). */
const toldClient = (lab: LabDriver, no: number) =>
  lab.snapshot.timeline.filter((e) => e.lane === 'client' && e.params.request === no).map((e) => e.text);
const linesRun = (entries: TimelineEntry[], process: string) =>
  entries.filter((e) => e.lane === process && e.text === 'ranLine').map((e) => e.params.line);

// Outbox: 1 await, 2 BEGIN, 3 SELECT, 4 INSERT orders, 5 INSERT outbox, 6 COMMIT, 7 respond 202; 8 respond 500.
const INSIDE_ORDER_TX = [3, 4, 5, 6];

describe('order service stopped inside its transaction', () => {
  test.each(INSIDE_ORDER_TX)('crash before line %i: no response, no finally, no error path — ever', async (line) => {
    const lab = await create('outbox');
    lab.submit('snack-7', 7).stepTo('order', line);
    expect(lab.can({ type: 'STEP', process: 'order' })).toBe(true);
    const mark = lab.snapshot.timeline.length;
    lab.crash('order');
    const texts = since(lab, mark).map((e) => e.text);
    expect(texts).toEqual(['crashed', 'txVanished', 'noResponse']);
    expect(lab.snapshot.processes.order).toMatchObject({ status: 'crashed', pc: 0, inTx: false });
    expect(lab.can({ type: 'STEP', process: 'order' })).toBe(false);

    // Restarted and run to the end, the order service starts over with nothing in hand: the request stays unanswered.
    lab.restart('order');
    expect(lab.snapshot.runEnded).toBe(true);
    expect(toldClient(lab, 1)).toEqual(['submitted', 'noResponse']);
    expect(linesRun(since(lab, mark), 'order')).toEqual([]);
    expect([lab.independentCount('order', 'orders'), lab.independentCount('order', 'outbox')]).toEqual([0, 0]);
  });

  test.each(INSIDE_ORDER_TX)(
    'fail before line %i: finally rolls back, the error path runs, the client gets a 500',
    async (line) => {
      const lab = await create('outbox');
      lab.submit('snack-7', 7).stepTo('order', line);
      const mark = lab.snapshot.timeline.length;
      lab.fail('order');
      expect(since(lab, mark).map((e) => e.text)).toEqual(['failed', 'rollbackFinally']);
      expect(lab.snapshot.processes.order).toMatchObject({ status: 'up', pc: 7, inTx: false });
      lab.step('order');
      expect(linesRun(since(lab, mark), 'order')).toEqual([8]);
      expect(toldClient(lab, 1)).toEqual(['submitted', 'respondError']);
      expect(lab.snapshot.timeline.at(-1)!.params).toMatchObject({ request: 1, error: 'injected failure' });
      expect([lab.independentCount('order', 'orders'), lab.independentCount('order', 'outbox')]).toEqual([0, 0]);
    },
  );
});

// Relay: 1 poll, 2 send, 3 await ACK, 4 mark published; 5 record the failure (its error path).
describe('relay stopped while it waits for the ACK', () => {
  const sentAndWaiting = async () => {
    const lab = await create('outbox-inbox');
    lab.submit('snack-7', 7).stepTo('order', 7).step('order').step('relay', 2);
    expect(lab.snapshot.processes.relay.pc + 1).toBe(3);
    return lab;
  };
  const outboxRow = (lab: LabDriver) => {
    const [row] = lab.pane('order', 'outbox').independent.rows!;
    return {
      status: row.status,
      attempts: row.attempt_count,
      lastError: row.last_error,
      retryAt: row.available_at,
      createdAt: row.created_at,
    };
  };

  test('a crash writes no failure: the row is untouched, and is simply found again after a restart', async () => {
    const lab = await sentAndWaiting();
    const before = outboxRow(lab);
    const mark = lab.snapshot.timeline.length;
    lab.crash('relay');
    expect(outboxRow(lab)).toEqual(before);
    expect(before).toMatchObject({ status: 'pending', attempts: 0, lastError: null, retryAt: before.createdAt });
    expect(lab.texts().filter((t) => t === 'recordedFailure' || t === 'parkedFailed')).toEqual([]);
    lab.runToEnd();
    expect(linesRun(since(lab, mark), 'relay')).not.toContain(5);
    // Delivered once more and published: the only attempt counted is the successful one.
    expect(outboxRow(lab)).toMatchObject({ status: 'published', attempts: 1, lastError: null });
    expect(lab.outcome).toBe('ok');
  });

  test('a failure runs the error path: the attempt, the error and a later retry are written', async () => {
    const lab = await sentAndWaiting();
    const mark = lab.snapshot.timeline.length;
    lab.fail('relay').step('relay');
    expect(linesRun(since(lab, mark), 'relay')).toEqual([5]);
    expect(lab.texts('orderDb').at(-1)).toBe('recordedFailure');
    const row = outboxRow(lab);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'injected failure' });
    expect(Date.parse(String(row.retryAt)) - Date.parse(String(row.createdAt))).toBeGreaterThanOrEqual(60_000);
    lab.runToEnd();
    expect(outboxRow(lab)).toMatchObject({ status: 'published', attempts: 2, lastError: null });
  });
});

// Warehouse with an inbox: 1 receive, 2 BEGIN, 3 inbox, 4 stock, 5 COMMIT, 6 ACK; 7 send 500 (its error path).
describe('warehouse stopped inside its transaction', () => {
  const inTransaction = async () => {
    const lab = await create('outbox-inbox');
    lab.submit('snack-7', 7).stepTo('order', 7).step('order').step('relay', 2).stepTo('warehouse', 5);
    return lab;
  };
  const replies = (entries: TimelineEntry[]) =>
    entries.filter((e) => e.lane === 'network' && /Ack|ErrorReply/.test(e.text)).map((e) => e.text);

  test('a crash sends nothing back: the relay hears silence, not a 500', async () => {
    const lab = await inTransaction();
    const mark = lab.snapshot.timeline.length;
    lab.crash('warehouse');
    expect(replies(since(lab, mark))).toEqual([]);
    expect([lab.independentCount('warehouse', 'inbox'), lab.independentCount('warehouse', 'stock')]).toEqual([0, 0]);
    lab.restart('warehouse');
    expect(replies(since(lab, mark))).toEqual([]);
    expect(linesRun(since(lab, mark), 'warehouse')).toEqual([]);
  });

  test('a failure rolls back and answers 500 from its error path', async () => {
    const lab = await inTransaction();
    const mark = lab.snapshot.timeline.length;
    lab.fail('warehouse').step('warehouse');
    expect(linesRun(since(lab, mark), 'warehouse')).toEqual([7]);
    expect(replies(since(lab, mark))).toEqual(['sentErrorReply']);
    expect([lab.independentCount('warehouse', 'inbox'), lab.independentCount('warehouse', 'stock')]).toEqual([0, 0]);
  });
});
