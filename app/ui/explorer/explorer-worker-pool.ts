// The explorer's workers outlive the explorer screen. One is started when the browser is idle after the lab is
// ready (its chunk, its WASM and every design's fault points loaded in the background), handed to the explorer
// when it opens, and handed back when it closes — so a first click on "Run explorer" pays for none of that.
// Exploring every design at once spreads the designs over more workers, one per core up to a few; those are
// warmed when the learner picks "All designs", while they are still choosing what to run.
import type { ExplorerRequest } from './explorer-protocol';

/** How many workers exploring all designs may use: one per core, at most four (there are few designs). */
export function explorerParallelism(): number {
  const cores = typeof navigator === 'undefined' ? 1 : navigator.hardwareConcurrency || 1;
  return Math.max(1, Math.min(4, cores));
}

const spares: Worker[] = [];
let scheduled = false;

/** A waiting worker that fails (its chunk or WASM did not load) is let go: the explorer then starts a new one. */
function waitIdle(worker: Worker): void {
  worker.onmessage = null;
  worker.onerror = () => {
    worker.terminate();
    const at = spares.indexOf(worker);
    if (at >= 0) spares.splice(at, 1);
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
    if (spares.length === 0) spares.push(prepared());
  };
  // Safari has no requestIdleCallback: a short timeout after the lab's first paint does the same job.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(warm, { timeout: 5_000 });
  else setTimeout(warm, 1_000);
}

/** Makes sure `count` workers wait, warm or warming, beside the one the explorer holds. */
export function warmExplorerWorkers(count: number): void {
  if (typeof Worker === 'undefined') return;
  while (spares.length < count) spares.push(prepared());
}

/** Ends waiting workers past the first `keep`. */
export function trimExplorerWorkers(keep: number): void {
  for (const worker of spares.splice(keep)) worker.terminate();
}

/** A warm worker if there is one, else a new one already told to prepare. */
export function takeExplorerWorker(): Worker {
  const worker = spares.shift() ?? prepared();
  worker.onerror = null;
  return worker;
}

/** A worker that is not in the middle of a run goes back to wait for the next explorer; past the pool's size it is ended. */
export function returnExplorerWorker(worker: Worker): void {
  if (spares.length >= explorerParallelism()) {
    worker.terminate();
    return;
  }
  waitIdle(worker);
  spares.push(worker);
}
