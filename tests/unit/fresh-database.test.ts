// Every connection has a main file of its own. sql.js draws a new database's file name from Math.random, and a name
// drawn twice while the first is open used to give two connections one file: what one wrote the other read, and the
// second close threw ENOENT (the model walk's rare "ErrnoError 44"). Here the draw always repeats.
import { afterEach, expect, test, vi } from 'vitest';
import { Connection } from '../../app/engine/runtime/connection';
import { freshDatabase } from '../../app/engine/runtime/fresh-database';
import { loadSql } from '../support/sql-node';

const sql = await loadSql();

afterEach(() => {
  vi.restoreAllMocks();
});

test('two connections opened while Math.random repeats itself have two files, and both close', () => {
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  const first = new Connection(sql, 'first', []);
  const second = new Connection(sql, 'second', []);
  first.run('CREATE TABLE t (x)');
  expect(second.query("SELECT name FROM sqlite_master WHERE name = 't'")).toEqual([]);
  first.close();
  expect(() => second.close()).not.toThrow();
});

test('a database made from bytes and a copy for export get files of their own too', () => {
  vi.spyOn(Math, 'random').mockReturnValue(0.25);
  const source = new Connection(sql, 'source', []);
  source.run('CREATE TABLE t (x)');
  source.run('INSERT INTO t VALUES (1)');
  const bytes = source.exportFile('main');
  const other = new Connection(sql, 'other', []);
  other.importFile('main', bytes);
  expect(other.query('SELECT x FROM t')).toEqual([{ x: 1 }]);
  const raw = [freshDatabase(sql), freshDatabase(sql, bytes)];
  expect(new Set(raw.map((db) => (db as unknown as { filename: string }).filename)).size).toBe(2);
  for (const db of raw) expect(() => db.close()).not.toThrow();
  expect(() => source.close()).not.toThrow();
  expect(() => other.close()).not.toThrow();
});

test('Math.random is itself again once the database is made', () => {
  const random = Math.random;
  freshDatabase(sql).close();
  expect(Math.random).toBe(random);
});
