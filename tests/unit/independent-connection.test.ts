// The independent pane is a real connection to the FILE, not a JavaScript view of the writer (say, the
// writer's rows minus its uncommitted inserts). These cases are the ones such a view cannot reproduce: a row
// the writer changed but has not committed, a file that other connections change after the writer's
// connection is gone, and a row committed by a third connection that the writer's open transaction cannot
// read. A brand-new connection on the same file is the oracle.
import { afterEach, expect, test } from 'vitest';
import type { LabAction } from '../../app/engine/actions/registry';
import { Connection } from '../../app/engine/runtime/connection';
import { Lab } from '../../app/engine/replay/lab';
import type { LabSnapshot } from '../../app/engine/snapshot';
import type { DbId, ProcessId, Row } from '../../app/engine/types';
import { filesFor } from '../../app/engine/runtime/world-files';
import { loadSql } from '../support/sql-node';

const sql = await loadSql();
const labs: Lab[] = [];
afterEach(() => labs.splice(0).forEach((lab) => lab.dispose()));

/** A lab on its own slot, so the test knows the files' paths and can open connections of its own on them. */
function labOn(slot: string) {
  const lab = new Lab(sql, { slot });
  labs.push(lab);
  const files = filesFor(slot);
  const log: LabAction[] = [];
  return {
    files,
    /** Applies more actions (each must be allowed) and returns the picture after them. */
    act(...actions: LabAction[]): LabSnapshot {
      log.push(...actions);
      const { snapshot, rejected } = lab.at('outbox', log);
      expect(rejected, JSON.stringify(log[rejected?.index ?? 0])).toBeNull();
      return snapshot;
    },
    /** What a connection opened just now on the file reads: the file's committed state. */
    fileRows(db: DbId, table: string): Row[] {
      const fresh = new Connection(sql, 'oracle', [files[db]]);
      try {
        return fresh.query(`SELECT * FROM "${table}" ORDER BY rowid`);
      } finally {
        fresh.close();
      }
    },
    /** A third writer on the file, outside the lab: one committed statement, or SQLite's refusal. */
    writeFile(db: DbId, statement: string): void {
      const writer = new Connection(sql, 'third', [files[db]]);
      try {
        writer.run(statement);
      } finally {
        writer.close();
      }
    },
  };
}

const step = (process: ProcessId, times = 1): LabAction[] =>
  Array.from({ length: times }, () => ({ type: 'step', process }) as const);
const pane = (snapshot: LabSnapshot, db: DbId, table: string) => snapshot.tables[db].find((p) => p.table === table)!;

// Outbox: the order service runs 1 await, 2 BEGIN, 3 SELECT, 4 INSERT orders, 5 INSERT outbox, 6 COMMIT,
// 7 respond; the relay 1 poll, 2 send, 3 await ACK, 4 mark published, 5 record failure; the warehouse
// (no inbox) 1 receive, 2 BEGIN, 3 stock, 4 COMMIT, 5 ACK.
test("a row the writer changed but has not committed: the independent pane reads the file's value, not the writer's", () => {
  const lab = labOn('independent-change');
  lab.act({ type: 'submit', orderId: 'snack-7', quantity: 7 }, ...step('order', 7), ...step('relay', 2));
  // The first delivery commits prepared = 7; its ACK is lost, so the relay times out and sends again.
  lab.act(
    { type: 'drop', message: 'ack' },
    ...step('warehouse', 5),
    { type: 'advance' },
    ...step('relay', 2),
    { type: 'advance' },
    ...step('relay', 2),
  );
  const inTx = lab.act(...step('warehouse', 3));
  expect(inTx.processes.warehouse.inTx).toBe(true);

  const stock = pane(inTx, 'warehouse', 'stock');
  expect(stock.owner.rows!.map((r) => r.prepared)).toEqual([14]);
  expect(stock.independent.rows!.map((r) => r.prepared)).toEqual([7]);
  expect(stock.marks).toEqual(['uncommitted-change']);
  expect(stock.independent.rows).toEqual(lab.fileRows('warehouse', 'stock'));

  const committed = pane(lab.act(...step('warehouse')), 'warehouse', 'stock');
  expect(committed.independent.rows!.map((r) => r.prepared)).toEqual([14]);
  expect(committed.marks).toEqual([null]);
});

test('with the writer’s connection closed, the independent pane follows the file as other connections change it', () => {
  const lab = labOn('independent-closed');
  lab.act({ type: 'submit', orderId: 'a-1', quantity: 1 }, ...step('order', 7));
  const open = lab.act({ type: 'submit', orderId: 'b-2', quantity: 2 }, ...step('order', 5));
  expect(pane(open, 'order', 'orders').owner.rows!.map((r) => r.order_id)).toEqual(['a-1', 'b-2']);
  expect(pane(open, 'order', 'orders').independent.rows!.map((r) => r.order_id)).toEqual(['a-1']);
  // SQLite's own lock is real: while the order service holds it, a third writer is refused.
  expect(() =>
    lab.writeFile(
      'order',
      "INSERT INTO orders (order_id, item, quantity, created_at) VALUES ('walk-in-9', 'snack', 9, 'x')",
    ),
  ).toThrow(/locked/);

  const crashed = lab.act({ type: 'crash', process: 'order' });
  expect(pane(crashed, 'order', 'orders').owner.rows).toBeNull();
  expect(pane(crashed, 'order', 'orders').independent.rows!.map((r) => r.order_id)).toEqual(['a-1']);

  // The relay, another real connection, publishes a-1's event while the writer is gone.
  const delivered = lab.act(...step('relay', 2), ...step('warehouse', 5), ...step('relay', 2));
  const outbox = pane(delivered, 'order', 'outbox');
  expect(outbox.owner.rows).toBeNull();
  expect(outbox.independent.rows!.map((r) => [r.aggregate_id, r.status, r.attempt_count])).toEqual([
    ['a-1', 'published', 1],
  ]);
  expect(outbox.independent.rows).toEqual(lab.fileRows('order', 'outbox'));

  // A writer outside the lab commits a row: the next picture shows it, read from the file.
  lab.writeFile(
    'order',
    "INSERT INTO orders (order_id, item, quantity, created_at) VALUES ('walk-in-9', 'snack', 9, '2025-01-01T00:00:00.000Z')",
  );
  const after = lab.act({ type: 'drop', message: 'request' });
  expect(pane(after, 'order', 'orders').owner.rows).toBeNull();
  expect(pane(after, 'order', 'orders').independent.rows!.map((r) => r.order_id)).toEqual(['a-1', 'walk-in-9']);
  expect(pane(after, 'order', 'orders').independent.rows).toEqual(lab.fileRows('order', 'orders'));

  // Restarted, the order service's new connection reads the same file: both panes agree, nothing is marked.
  const restarted = pane(lab.act({ type: 'restart', process: 'order' }), 'order', 'orders');
  expect(restarted.owner.rows).toEqual(restarted.independent.rows);
  expect(restarted.marks).toEqual([null, null]);
});

test('a row committed by a third connection while the writer reads an older snapshot: only the independent pane has it', () => {
  // Even a view that put back the pre-images of the writer's changes could not show this row: the writer's own
  // connection cannot read it. It takes WAL mode (a reader keeps its snapshot while another connection
  // commits), which the lab's files do not use by default; the mode is kept in the file, so it is set once.
  const lab = labOn('independent-snapshot');
  lab.act({ type: 'submit', orderId: 'a-1', quantity: 1 });
  lab.writeFile('order', 'PRAGMA orderdb.journal_mode = WAL');
  const reading = lab.act(...step('order', 3)); // BEGIN, then the SELECT that starts the writer's read snapshot
  expect([reading.processes.order.inTx, reading.processes.order.pc + 1]).toEqual([true, 4]);

  lab.writeFile(
    'order',
    "INSERT INTO orders (order_id, item, quantity, created_at) VALUES ('walk-in-9', 'snack', 9, '2025-01-01T00:00:00.000Z')",
  );
  const orders = pane(lab.act({ type: 'drop', message: 'request' }), 'order', 'orders');
  expect(orders.owner.rows).toEqual([]);
  expect(orders.independent.rows!.map((r) => r.order_id)).toEqual(['walk-in-9']);
  expect(orders.independent.rows).toEqual(lab.fileRows('order', 'orders'));
});

test('at every step of a run with faults, each independent pane is exactly what a new connection reads from the file', () => {
  const lab = labOn('independent-oracle');
  const script: LabAction[] = [
    { type: 'submit', orderId: 'snack-7', quantity: 7 },
    ...step('order', 4),
    { type: 'fail', process: 'order' },
    ...step('order'),
    { type: 'submit', orderId: 'snack-7', quantity: 7 },
    ...step('order', 7),
    ...step('relay', 2),
    // The first delivery's ACK is lost: the second delivery changes a committed stock row inside its transaction.
    { type: 'drop', message: 'ack' },
    ...step('warehouse', 5),
    { type: 'advance' },
    ...step('relay', 2),
    { type: 'advance' },
    ...step('relay', 2),
    ...step('warehouse', 3),
    { type: 'crash', process: 'warehouse' },
    { type: 'run' },
  ];
  const seen = new Set<string>();
  for (const action of script) {
    const snapshot = lab.act(action);
    for (const db of ['order', 'warehouse'] as const) {
      for (const p of snapshot.tables[db]) {
        expect(p.independent.rows, `${db}.${p.table} after ${JSON.stringify(action)}`).toEqual(
          lab.fileRows(db, p.table),
        );
        for (const mark of p.marks) if (mark) seen.add(mark);
      }
    }
  }
  // The script passes through open transactions, so the comparison was made where the two panes differ.
  expect([...seen].sort()).toEqual(['uncommitted-change', 'uncommitted-insert']);
});
