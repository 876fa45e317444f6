// The explorer runs in a worker with its own sql.js, so the page never freezes while a matrix runs.
import { designRegistry } from '../../engine/designs/registry';
import { DeriveAhead } from '../../explorer/derive-ahead';
import {
  explore,
  faultPointsFor,
  hasFaultPoints,
  knowFaultPoints,
  type ExplorerResult,
  type RunResult,
  type RunSize,
} from '../../explorer/explorer';
import { findBug } from '../../explorer/find-bug';
import { loadSqlJs, sqlWasmModule } from '../sql-loader';
import type { ExplorerReply, ExplorerRequest } from './explorer-protocol';

// The page sends its compiled WASM first: instantiating it skips a download and a compile.
let fromPage: (module: WebAssembly.Module | null) => void = () => {};
const sqlReady = loadSqlJs(
  new Promise<WebAssembly.Module | null>((resolve) => (fromPage = resolve)).then((module) => module ?? sqlWasmModule()),
);
const reply = (message: ExplorerReply) => self.postMessage(message);

/**
 * A run as the page needs it: its faults, id and link, without the logs (a design's triples run to tens of
 * thousands, and their logs would be most of what is copied to the page). Of pairs and triples, only the runs listed
 * (not ok, or breaking an invariant) bring a link: a run's link is written when first read (fault-runs.ts).
 */
function slim(r: RunResult, size: RunSize): RunResult {
  const { id, design, faults, via } = r.run;
  const listed = size === 'single' || r.outcome !== 'ok' || r.violations.length > 0;
  return { ...r, run: { id, design, faults, via, actions: [], full: [], link: listed ? r.run.link : '' } };
}
const slimResult = (result: ExplorerResult, size: RunSize): ExplorerResult => ({
  ...result,
  results: result.results.map((r) => slim(r, size)),
});

// A turn is a task of its own, reached through a message to itself (a nested setTimeout waits 4 ms), so the page's
// messages get their turn between two pieces. The piece then runs as a promise reaction, not as the port's handler,
// where Chromium runs the same walks markedly slower.
const nextTurn = new MessageChannel();
// One waiting turn at most: DeriveAhead asks for the next only once the last has run.
let wake: (() => void) | null = null;
nextTurn.port1.onmessage = () => wake?.();
const ahead = new DeriveAhead({
  schedule: (turn) =>
    void new Promise<void>((resolve) => {
      wake = resolve;
      nextTurn.port2.postMessage(null);
    }).then(turn),
  derived: (design, points) => reply({ type: 'points', design, points }),
  explored: (result) => reply({ type: 'ahead', result }),
});
void sqlReady.then((sql) => ahead.ready(sql));

self.onmessage = async (event: MessageEvent<ExplorerRequest>) => {
  const request = event.data;
  if (request.type === 'wasm') return fromPage(request.module);
  if (request.type === 'prepare') return ahead.prepare(request.designs);
  if (request.type === 'pace') return ahead.pace(request.paused);
  ahead.runStarted();
  try {
    const sql = await sqlReady;
    if (request.type === 'explore') {
      const design = designRegistry.get(request.design);
      // Points from the page spare the walk; points this worker had to walk itself go to the page for the others.
      if (request.points) knowFaultPoints(design, request.points);
      else if (!hasFaultPoints(design))
        reply({ type: 'points', design: request.design, points: faultPointsFor(sql, design) });
      const result = await explore(sql, design, {
        pairs: request.size === 'pairs',
        triples: request.size === 'triples',
        part: request.part,
        onProgress: (done, total, fresh) =>
          reply({
            type: 'progress',
            design: request.design,
            done,
            total,
            fresh: fresh.map(([i, r]) => [i, slim(r, request.size)]),
          }),
      });
      if (result) reply({ type: 'explored', result: slimResult(result, request.size) });
    } else {
      const started = performance.now();
      const report = findBug(sql, designRegistry.get(request.design), { seed: request.seed, numRuns: request.numRuns });
      reply({ type: 'bug', report, millis: performance.now() - started });
    }
  } catch (error) {
    reply({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  } finally {
    ahead.runEnded();
  }
};
