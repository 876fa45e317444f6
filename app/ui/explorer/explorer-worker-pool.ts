// The explorer's workers outlive the explorer screen. When the browser is idle after the lab is ready, as many
// workers as exploring every design would use (two at most) start, instantiate the page's compiled WASM and derive
// the designs' fault points between them; each derived list comes back to the page, which hands it to whichever worker
// explores that design. Then they run each design's single-fault matrix, which the page keeps: a first click on
// "Run explorer" for single faults, even for all designs, finds its answer waiting, or pays only for what is left.
// A worker is handed to the explorer when it opens and back when it closes. Exploring every design at once
// spreads the designs over one worker per core, up to four; past the warm ones, those start when the learner
// picks "All designs", while they are still choosing, and need only their WASM.
// Deriving ahead of time gives way to the learner: any input on the page pauses it in every worker (a piece of a
// walk under way finishes first) until the page has been left alone for a moment, except on the explorer's own
// screen: on two cores, workers walking while the learner steps slow every frame the learner waits for.
import { designRegistry } from '../../engine/designs/registry';
import { DEFAULT_OPTIONS, type DesignId } from '../../engine/types';
import type { ExplorerResult } from '../../explorer/explorer';
import type { FaultPoint } from '../../explorer/fault-points';
import { sqlWasmModule } from '../sql-loader';
import type { ExplorerReply, ExplorerRequest } from './explorer-protocol';
import { whenIdle } from '../when-idle';

/** How many workers exploring all designs may use: one per core, at most four (there are few designs). */
export function explorerParallelism(): number {
  const cores = typeof navigator === 'undefined' ? 1 : navigator.hardwareConcurrency || 1;
  return Math.max(1, Math.min(4, cores));
}

/** Workers kept warm while nobody explores: enough for "All designs" on a two-core machine, no more. */
function warmCount(): number {
  return Math.min(2, explorerParallelism());
}

/** The biggest designs first (most lines, so most fault points and the longest walks). */
export function designsBySize(designs: readonly DesignId[] = designRegistry.ids): DesignId[] {
  const size = new Map(
    designs.map((d) => [
      d,
      Object.values(designRegistry.get(d).programs(DEFAULT_OPTIONS)).reduce((sum, p) => sum + p.lines.length, 0),
    ]),
  );
  return [...designs].sort((a, b) => size.get(b)! - size.get(a)!);
}

/** How long the page must be left alone before deriving ahead goes on. */
const QUIET_MS = 1_500;
/** What counts as the learner busy: any press, key, wheel or touch, and any jump through the address. */
const INPUT = ['pointerdown', 'keydown', 'click', 'wheel', 'touchstart', 'hashchange'] as const;

const spares: Worker[] = [];
/** Every worker the pool started and has not ended itself: each is told when to pause deriving ahead. */
const started = new Set<Worker>();
let listening = false;
let paused = false;
let lastInput = -Infinity;
/** Cancels the resume still to come after the learner's last input (null when none is pending). */
let cancelResume: (() => void) | null = null;
/** Whether the explorer is on screen: there, deriving ahead is what the learner is waiting for, so it never pauses. */
let explorerShown = false;
let scheduled = false;
/** Fault points any worker sent back, by design: the same for every worker, so derived once per page. */
const knownPoints = new Map<DesignId, FaultPoint[]>();
/** Single-fault matrices run ahead of time, by design: the very runs a press would make (a test compares them). */
const knownSingles = new Map<DesignId, ExplorerResult>();
/**
 * Designs some worker was told to derive. One ended before it got to them (a Cancel), or taken for a run first (a run
 * drops what was left to derive ahead), leaves them here: the worker that explores such a design walks it itself and
 * sends the points back, so each is still walked once more at most.
 */
const assigned = new Set<DesignId>();

export function knownFaultPoints(design: DesignId): FaultPoint[] | undefined {
  return knownPoints.get(design);
}

/** A design's single-fault matrix, if a warm worker has run it ahead of time. */
export function knownSingleFaults(design: DesignId): ExplorerResult | undefined {
  return knownSingles.get(design);
}

function pace(value: boolean): void {
  paused = value;
  for (const worker of started) worker.postMessage({ type: 'pace', paused: value } satisfies ExplorerRequest);
}

export function explorerOnScreen(shown: boolean): void {
  explorerShown = shown;
  if (shown && paused) {
    cancelResume?.();
    cancelResume = null;
    pace(false);
  }
}

/**
 * Runs `run` once the page has had no press, key, wheel or touch for QUIET_MS (at once while the explorer is shown);
 * returns a function that cancels it. Input meanwhile moves the moment on: the wait re-arms until it has passed.
 */
function whenQuiet(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const left = explorerShown ? 0 : lastInput + QUIET_MS - performance.now();
    if (left > 0) timer = setTimeout(check, left);
    else run();
  };
  check();
  return () => clearTimeout(timer);
}

function noteInput(): void {
  if (explorerShown) return;
  lastInput = performance.now();
  if (!paused) pace(true);
  cancelResume ??= whenQuiet(() => {
    cancelResume = null;
    pace(false);
  });
}

function listen(): void {
  if (listening || typeof addEventListener !== 'function') return;
  listening = true;
  for (const type of INPUT) addEventListener(type, noteInput, { capture: true, passive: true });
}

/** Ends a worker for good (a cancelled run's, a failed one's, one past the pool's size). */
export function endExplorerWorker(worker: Worker): void {
  worker.terminate();
  started.delete(worker);
}

/** A waiting worker that fails (its chunk or WASM did not load) is let go: the explorer then starts a new one. */
function waitIdle(worker: Worker): void {
  worker.onmessage = null;
  worker.onerror = () => {
    endExplorerWorker(worker);
    const at = spares.indexOf(worker);
    if (at >= 0) spares.splice(at, 1);
  };
}

/** A worker that loads its WASM and derives `designs` (by default, every design no worker has taken yet). */
function prepared(designs: DesignId[] = designRegistry.ids.filter((d) => !assigned.has(d))): Worker {
  const worker = new Worker(new URL('./explorer.worker.ts', import.meta.url), { type: 'module' });
  // The page's compiled WASM: the worker instantiates it rather than fetch and compile its own.
  sqlWasmModule().then(
    (module) => worker.postMessage({ type: 'wasm', module } satisfies ExplorerRequest),
    () => worker.postMessage({ type: 'wasm', module: null } satisfies ExplorerRequest),
  );
  // Beside whatever onmessage the explorer sets: fault points are kept whoever holds the worker.
  worker.addEventListener('message', (event: MessageEvent<ExplorerReply>) => {
    if (event.data.type === 'points') knownPoints.set(event.data.design, event.data.points);
    if (event.data.type === 'ahead') knownSingles.set(event.data.result.design, event.data.result);
  });
  waitIdle(worker);
  listen();
  started.add(worker);
  if (paused) worker.postMessage({ type: 'pace', paused: true } satisfies ExplorerRequest);
  for (const d of designs) assigned.add(d);
  worker.postMessage({ type: 'prepare', designs } satisfies ExplorerRequest);
  return worker;
}

/** Starts the warm workers that are missing, the designs no worker has taken dealt out between them. */
function warm(): void {
  const count = warmCount() - spares.length;
  if (count <= 0) return;
  // Biggest first, one to each worker in turn, so each worker's walks take about as long.
  const todo = designsBySize().filter((d) => !assigned.has(d));
  for (let w = 0; w < count; w += 1) spares.push(prepared(todo.filter((_, i) => i % count === w)));
}

/**
 * Starts the warm workers once the page has been left alone for QUIET_MS, counted from now, at the browser's next idle
 * moment (once per page; workers already there are kept). A worker's start (its module, the WASM, its first walks)
 * cannot be paused like its deriving: started as soon as the lab is ready, it would take the cores from the learner's
 * first presses, which after a long link are the heaviest (its first Backs).
 */
export function warmExplorerWhenIdle(): void {
  if (scheduled || typeof Worker === 'undefined') return;
  scheduled = true;
  listen();
  lastInput = Math.max(lastInput, performance.now());
  whenQuiet(() => whenIdle(warm, 5_000));
}

/** Makes sure `count` workers wait, warm or warming, beside the one the explorer holds. */
export function warmExplorerWorkers(count: number): void {
  if (typeof Worker === 'undefined') return;
  while (spares.length < count) spares.push(prepared());
}

/** Ends waiting workers past the ones kept warm. */
export function trimExplorerWorkers(): void {
  for (const worker of spares.splice(warmCount())) endExplorerWorker(worker);
}

/**
 * A warm worker if there is one, else a new one already told to prepare every design no worker has taken. (Starting
 * the two warm ones here instead, the walks shared, is no faster on two cores: a cold worker's walks are slow wherever
 * they run.)
 */
export function takeExplorerWorker(): Worker {
  const worker = spares.shift() ?? prepared();
  worker.onerror = null;
  return worker;
}

/**
 * A worker that is not in the middle of a run goes back to wait for the next explorer; past the pool's size it is
 * ended.
 */
export function returnExplorerWorker(worker: Worker): void {
  if (spares.length >= explorerParallelism()) {
    endExplorerWorker(worker);
    return;
  }
  waitIdle(worker);
  spares.push(worker);
}
