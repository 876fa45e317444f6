// Crash and Fail at the same point, told apart by what happens, not by what the timeline calls it. Both end
// the open transaction and leave the same committed rows (DESIGN's ground truth), but a failing process
// runs code — `finally` sends ROLLBACK on its live connection, then its error path runs — while a crashed
// one runs nothing: SQLite drops the transaction because the connection is gone.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Connection } from '../../app/engine/runtime/connection';
import type { LabSnapshot } from '../../app/engine/snapshot';
import type { DbId, DesignId, ProcessId } from '../../app/engine/types';
import type { LabDriver } from '../support/lab-driver';
import { disposedAfterEach } from '../support/test-drivers';

const create = disposedAfterEach();
afterEach(() => vi.restoreAllMocks());

interface Point {
  design: DesignId;
  process: ProcessId;
  db: DbId;
  /** The 1-based line the process stops before; its transaction is open there. */
  line: number;
  /** How many rows it has written in that transaction by then. */
  writes: number;
  setUp: (lab: LabDriver) => void;
}

// Outbox: order 2 BEGIN, 3 SELECT, 4 INSERT orders, 5 INSERT outbox, 6 COMMIT. Outbox + inbox: warehouse
// 2 BEGIN, 3 inbox, 4 stock, 5 COMMIT.
const orderAt = (line: number) => (lab: LabDriver) => void lab.submit('snack-7', 7).stepTo('order', line);
const warehouseAt = (line: number) => (lab: LabDriver) =>
  void lab.submit('snack-7', 7).stepTo('order', 7).step('order').step('relay', 2).stepTo('warehouse', line);
const POINTS: Point[] = [
  { design: 'outbox', process: 'order', db: 'order', line: 3, writes: 0, setUp: orderAt(3) },
  { design: 'outbox', process: 'order', db: 'order', line: 5, writes: 1, setUp: orderAt(5) },
  { design: 'outbox', process: 'order', db: 'order', line: 6, writes: 2, setUp: orderAt(6) },
  { design: 'outbox-inbox', process: 'warehouse', db: 'warehouse', line: 4, writes: 1, setUp: warehouseAt(4) },
  { design: 'outbox-inbox', process: 'warehouse', db: 'warehouse', line: 5, writes: 2, setUp: warehouseAt(5) },
];

/**
 * Every statement a connection of `process` sends to SQLite while `act` runs (reads excluded: run() writes or ends).
 */
function statementsDuring(process: ProcessId, act: () => void): string[] {
  const spy = vi.spyOn(Connection.prototype, 'run');
  act();
  const sent = spy.mock.calls.map(([statement], i) => [(spy.mock.contexts[i] as Connection).name, statement] as const);
  spy.mockRestore();
  return sent.filter(([name]) => name === process).map(([, statement]) => statement);
}

const committedRows = (s: LabSnapshot, db: DbId) =>
  Object.fromEntries(s.tables[db].map((p) => [p.table, p.independent.rows]));
const ghosts = (s: LabSnapshot) => s.vanished.map((v) => `${v.table}:${v.key}:${v.why}`);
const linesRun = (s: LabSnapshot, from: number, process: ProcessId) =>
  s.timeline
    .slice(from)
    .filter((e) => e.lane === process && e.text === 'ranLine')
    .map((e) => e.params.line);

describe.each(POINTS)('$process before line $line ($design)', ({ design, process, db, writes, setUp }) => {
  test('both end the transaction with the same committed rows; only the failure sends ROLLBACK', async () => {
    const crashed = await create(design);
    const failed = await create(design);
    setUp(crashed);
    setUp(failed);
    expect(crashed.snapshot.processes[process].inTx).toBe(true);
    // What it has written by then, as its own connection reads it: the rows that must vanish either way.
    const written = crashed.snapshot.tables[db].flatMap((p) =>
      p.owner.rows!.filter((_, i) => p.marks[i] !== null).map((r) => `${p.table}:${String(r[p.key])}`),
    );

    expect(written).toHaveLength(writes);

    expect(statementsDuring(process, () => crashed.crash(process))).toEqual([]);
    expect(statementsDuring(process, () => failed.fail(process))).toEqual(['ROLLBACK']);

    expect(committedRows(crashed.snapshot, db)).toEqual(committedRows(failed.snapshot, db));
    // The rows that vanish are the same ones; the crash took them with the connection, the failure rolled them back.
    expect(ghosts(crashed.snapshot)).toEqual(written.map((w) => `${w}:crash`));
    expect(ghosts(failed.snapshot)).toEqual(written.map((w) => `${w}:rollback`));
  });

  test('afterwards the crashed process has no connection and runs nothing; the failed one reads on and runs its error path', async () => {
    const crashed = await create(design);
    const failed = await create(design);
    setUp(crashed);
    setUp(failed);
    const from = crashed.snapshot.timeline.length;
    crashed.crash(process);
    failed.fail(process);

    // The owner pane: nothing to read through a closed connection; the failed process's connection reads the file.
    for (const pane of crashed.snapshot.tables[db]) expect(pane.owner.rows).toBeNull();
    for (const pane of failed.snapshot.tables[db]) expect(pane.owner.rows).toEqual(pane.independent.rows);

    expect(crashed.can({ type: 'STEP', process })).toBe(false);
    const errorLine = failed.snapshot.processes[process].errorLine!;
    expect(failed.snapshot.processes[process].pc).toBe(errorLine);
    failed.step(process);
    expect(linesRun(failed.snapshot, from, process)).toEqual([errorLine + 1]);

    // Restarted, the crashed process begins again at line 1 with nothing remembered: its error path never runs.
    crashed.restart(process);
    expect(crashed.snapshot.processes[process].pc).toBe(0);
    crashed.submit('gum-2', 2).runToEnd();
    expect(crashed.outcome).toBe('ok');
    expect(linesRun(crashed.snapshot, from, process)).not.toContain(errorLine + 1);
  });
});
