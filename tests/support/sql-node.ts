// sql.js for Node: the same SQLite build as the browser, loaded from node_modules.
import initSqlJs, { type SqlJsStatic } from 'sql.js';

let loading: Promise<SqlJsStatic> | null = null;

export function loadSql(): Promise<SqlJsStatic> {
  loading ??= initSqlJs();
  return loading;
}
