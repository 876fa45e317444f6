// The SQL console asks a real connection of the world what it reads now: the order service's own connection
// sees its uncommitted rows, an independent one does not. It never writes, never changes a connection's state,
// runs one statement at a time, and leaves the world (and the log) exactly as it was.
import { afterEach, expect, test } from 'vitest';
import { CONSOLE_ROW_LIMIT } from '../../app/engine/console/console-query';
import { isBlankSql } from '../../app/engine/runtime/connection';
import { LabDriver } from '../support/lab-driver';

let driver: LabDriver | undefined;
afterEach(() => driver?.dispose());

/** The outbox design with the order service's transaction open: its outbox row written, COMMIT next. */
async function openTransaction() {
  driver = (await LabDriver.create('outbox')).submit('snack-7', 7).stepTo('order', 6);
  expect(driver.snapshot.processes.order.inTx).toBe(true);
  return driver;
}

test('inside an open transaction: the owner reads its uncommitted row, the independent connection reads none', async () => {
  const lab = await openTransaction();
  expect(lab.ask('order', 'SELECT order_id, status FROM outbox JOIN orders ON order_id = aggregate_id')).toEqual({
    ok: true,
    columns: ['order_id', 'status'],
    rows: [['snack-7', 'pending']],
    more: false,
  });
  expect(lab.ask('independent-order', 'SELECT * FROM outbox')).toMatchObject({ ok: true, rows: [], more: false });
  // The relay has a connection of its own to the same file: it too reads only what is committed.
  expect(lab.ask('relay', 'SELECT count(*) AS n FROM orders')).toMatchObject({ ok: true, columns: ['n'], rows: [[0]] });
  lab.step('order');
  expect(lab.ask('independent-order', 'SELECT count(*) FROM outbox')).toMatchObject({ ok: true, rows: [[1]] });
});

test('writes and state changes are refused, SQLite saying so where it is the one that refuses; nothing changes', async () => {
  const lab = await openTransaction();
  const before = JSON.stringify(lab.snapshot);
  const log = lab.actions.length;
  const deleted = lab.ask('order', 'DELETE FROM outbox');
  expect(deleted).toMatchObject({ ok: false, refused: 'readOnly' });
  expect(deleted && !deleted.ok && deleted.refused === 'readOnly' ? deleted.detail : '').toMatch(/readonly database/);
  for (const text of [
    'COMMIT',
    'rollback',
    '  -- why not\n BEGIN',
    'PRAGMA query_only = 0',
    'PRAGMA journal_mode = WAL',
    "ATTACH 'x' AS y",
    'WITH gone AS (SELECT 1) DELETE FROM orders',
    'INSERT INTO orders VALUES (1,2,3,4,5)',
  ]) {
    expect(lab.ask('order', text), text).toMatchObject({ ok: false, refused: 'readOnly' });
  }
  // Still the same transaction, the same rows, the same log; and the order service can still COMMIT.
  expect(JSON.stringify(lab.snapshot)).toBe(before);
  expect(lab.actions).toHaveLength(log);
  expect(lab.ask('order', 'SELECT count(*) FROM outbox')).toMatchObject({ ok: true, rows: [[1]] });
  lab.step('order');
  expect(lab.independentCount('order', 'outbox')).toBe(1);
});

test('read-only pragmas answer; one statement at a time; SQLite’s own message for a bad one', async () => {
  const lab = await openTransaction();
  expect(lab.ask('independent-warehouse', 'PRAGMA table_info(stock)')).toMatchObject({ ok: true });
  expect(lab.ask('order', 'SELECT 1; DELETE FROM outbox')).toEqual({ ok: false, refused: 'oneStatement' });
  expect(lab.ask('order', 'SELECT 1; -- done')).toMatchObject({ ok: true, rows: [[1]] });
  expect(lab.ask('order', '  ')).toEqual({ ok: false, refused: 'empty' });
  expect(lab.ask('order', 'SELECT * FROM nope')).toEqual({ ok: false, message: 'no such table: nope' });
  expect(lab.ask('order', 'SELEC 1')).toMatchObject({ ok: false, message: expect.stringMatching(/syntax error/) });
  expect(lab.ask('independent-order', 'SELECT * FROM stock')).toEqual({ ok: false, message: 'no such table: stock' });
  expect(isBlankSql(' ; -- x\n/* y */ ')).toBe(true);
  expect(isBlankSql('/* y */ DELETE')).toBe(false);
});

test('a crashed process has no connection to ask; an endless query stops at the row limit', async () => {
  const lab = await openTransaction();
  lab.crash('order');
  expect(lab.ask('order', 'SELECT 1')).toEqual({ ok: false, refused: 'closed' });
  // The crash rolled the transaction back: nobody reads its rows.
  expect(lab.ask('independent-order', 'SELECT count(*) FROM orders')).toMatchObject({ ok: true, rows: [[0]] });
  const endless = lab.ask(
    'independent-order',
    'WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT x FROM n',
  );
  expect(endless).toMatchObject({ ok: true, more: true });
  expect(endless?.ok && endless.rows).toHaveLength(CONSOLE_ROW_LIMIT);
});

test('a design without a relay has no relay connection', async () => {
  driver = await LabDriver.create('send-then-commit');
  expect(driver.ask('relay', 'SELECT 1')).toEqual({ ok: false, refused: 'closed' });
  expect(driver.ask('warehouse', 'SELECT count(*) FROM stock')).toMatchObject({ ok: true, rows: [[0]] });
});
