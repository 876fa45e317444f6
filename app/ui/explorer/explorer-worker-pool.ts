// The explorer's worker outlives the explorer screen: it is started when the browser is idle after the lab is
// ready (its chunk, its WASM and every design's fault points loaded in the background), handed to the explorer
// when it opens, and handed back when it closes — so a first click on "Run explorer" pays for none of that.
import type { ExplorerRequest } from './explorer-protocol';

let spare: Worker | null = null;
let scheduled = false;

/** A waiting worker that fails (its chunk or WASM did not load) is let go: the explorer then starts a new one. */
function waitIdle(worker: Worker): void {
  worker.onmessage = null;
  worker.onerror = () => {
    worker.terminate();
    if (spare === worker) spare = null;
  };
}

function prepared(): Worker {
  const worker = new Worker(new URL('./explorer.worker.ts', import.meta.url), { type: 'module' });
  waitIdle(worker);
  worker.postMessage({ type: 'prepare' } satisfies ExplorerRequest);
  return worker;
}

/** Starts the worker the next time the browser is idle (once per page; a worker already there is kept). */
export function warmExplorerWhenIdle(): void {
  if (scheduled || typeof Worker === 'undefined') return;
  scheduled = true;
  const warm = () => {
    spare ??= prepared();
  };
  // Safari has no requestIdleCallback: a short timeout after the lab's first paint does the same job.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(warm, { timeout: 5_000 });
  else setTimeout(warm, 1_000);
}

/** The warm worker if there is one, else a new one already told to prepare. */
export function takeExplorerWorker(): Worker {
  const worker = spare ?? prepared();
  spare = null;
  worker.onerror = null;
  return worker;
}

/** A worker that is not in the middle of a run goes back to wait for the next explorer; a second one is ended. */
export function returnExplorerWorker(worker: Worker): void {
  if (spare) {
    worker.terminate();
    return;
  }
  waitIdle(worker);
  spare = worker;
}
