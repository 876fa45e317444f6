// sql.js's WASM, served by us (never a CDN), compiled once per page and loaded once per page however many labs the
// page holds. The compiled module is also what the page hands to the explorer's workers: they instantiate it instead
// of fetching and compiling their own, which would hold back their first fault points by a download and a compile.
// sql.js's own JavaScript comes as a chunk of its own, fetched beside the WASM: the page paints without waiting for it.
import type { SqlJsStatic } from 'sql.js';
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';

let compiling: Promise<WebAssembly.Module> | null = null;
let loading: Promise<SqlJsStatic> | null = null;

/** sql.js's WASM, compiled (streamed as it downloads where the server sends it as application/wasm). */
export function sqlWasmModule(): Promise<WebAssembly.Module> {
  compiling ??= WebAssembly.compileStreaming(fetch(wasmUrl)).catch(async () =>
    WebAssembly.compile(await (await fetch(wasmUrl)).arrayBuffer()),
  );
  // A failed download may be a passing network fault: the next one to ask tries again.
  compiling.catch(() => (compiling = null));
  return compiling;
}

/** sql.js as the page is loading it, or null when nothing has asked for it yet (or its last load failed). */
export const sqlJsLoading = (): Promise<SqlJsStatic> | null => loading;

/** sql.js on `module` (by default this page's own compiled WASM); a worker passes the one its page sent it. */
export function loadSqlJs(module?: Promise<WebAssembly.Module>): Promise<SqlJsStatic> {
  // Asked again once loaded (every lab on a page asks), nothing is compiled or fetched anew.
  loading ??= Promise.all([module ?? sqlWasmModule(), import('sql.js')]).then(
    ([compiled, { default: initSqlJs }]) =>
      new Promise<SqlJsStatic>((resolve, reject) => {
        const config = {
          // Emscripten's hook: sql.js hands over its imports and waits for the instance.
          instantiateWasm: (imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void) => {
            WebAssembly.instantiate(compiled, imports).then(done, reject);
            return {};
          },
        };
        initSqlJs(config as Parameters<typeof initSqlJs>[0]).then(resolve, reject);
      }),
  );
  loading.catch(() => (loading = null));
  return loading;
}
