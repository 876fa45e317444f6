// sql.js's WASM, served by us (never a CDN) and loaded once per page however many labs the page holds.
import initSqlJs, { type SqlJsStatic } from 'sql.js';
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';

let loading: Promise<SqlJsStatic> | null = null;

export function loadSqlJs(): Promise<SqlJsStatic> {
  loading ??= initSqlJs({ locateFile: () => wasmUrl });
  // A failed load may be a passing network fault: the next lab to ask tries again.
  loading.catch(() => (loading = null));
  return loading;
}
