// Drives the explorer's workers from React: start, progress, result, cancel (a running worker is simply ended).
// One design runs on the explorer's own worker; all designs are handed out one at a time to as many workers as
// explorerParallelism allows, each taking the next design as soon as it is free. Triples are split further: each
// design's first faults are shared out between the workers (run-parts.ts), and the parts joined once all are in.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DesignId } from '../../engine/types';
import type { ExplorerResult, RunResult, RunSize } from '../../explorer/explorer';
import type { RunPart } from '../../explorer/fault-runs';
import { joinParts } from './join-parts';
import { pacedReport, type PacedReport } from './paced-report';
import type { BugReport } from '../../explorer/find-bug';
import type { ExplorerReply } from './explorer-protocol';
import {
  designsBySize,
  endExplorerWorker,
  explorerOnScreen,
  explorerParallelism,
  knownFaultPoints,
  knownSingleFaults,
  returnExplorerWorker,
  takeExplorerWorker,
  trimExplorerWorkers,
} from './explorer-worker-pool';

/** A design's verdicts while the explorer runs: all of them once it is done, else the ones finished so far. */
export type ShownDesign =
  | { design: DesignId; finished: ExplorerResult }
  | { design: DesignId; finished: null; size: RunSize; results: RunResult[]; total: number };

export type ExplorerState =
  | { phase: 'idle' }
  | {
      phase: 'running';
      task: 'explore' | 'findBug';
      done: number;
      total: number;
      designs: number;
      designsDone: number;
      /** Designs done, counting the ones under way by the share of their runs done (0 to `designs`). */
      designsFraction: number;
      /** Verdicts so far, design by design in the order picked: the matrix fills as runs finish. */
      shown: ShownDesign[];
    }
  /** `shown`: what had been found when the learner cancelled stays on screen. */
  | { phase: 'cancelled'; shown: ShownDesign[] }
  | { phase: 'error'; message: string }
  /** `ahead`: how many of the designs' matrices a warm worker had already run while the learner was in the lab. */
  | {
      phase: 'explored';
      results: ExplorerResult[];
      /** The same results as the running state showed them, design by design (one object per design, kept). */
      shown: ShownDesign[];
      wallMillis: number;
      workers: number;
      ahead: number;
    }
  | { phase: 'bug'; report: BugReport; millis: number; design: DesignId };

export type ExplorerStart =
  | { type: 'explore'; designs: DesignId[]; size: RunSize }
  | { type: 'findBug'; design: DesignId; seed: number; numRuns: number };

/** One design for one worker, or its part when triples are split between workers. */
interface Job {
  design: DesignId;
  key: string;
  part?: RunPart;
}

/** How often a running exploration redraws its progress, after the first report (drawn at once). */
const REPORT_EVERY_MS = 250;

export function useExplorer() {
  const worker = useRef<Worker | null>(null);
  /** Workers taken for one run over all designs, beside the explorer's own; ended or handed back when it ends. */
  const helpers = useRef<Worker[]>([]);
  const busy = useRef(false);
  /** Counts runs: a message from a worker of an earlier run (ended, or replaced by a new start) is ignored. */
  const runs = useRef(0);
  const [state, setState] = useState<ExplorerState>({ phase: 'idle' });
  /** The running exploration's progress reports (many workers' messages draw once, a few times a second), for stop. */
  const reports = useRef<PacedReport | null>(null);
  /** What the running (or just stopped) exploration shows: a cancel keeps it on screen. */
  const shownNow = useRef<() => ShownDesign[]>(() => []);

  const stop = useCallback(() => {
    runs.current += 1;
    reports.current?.cancel();
    for (const w of [worker.current, ...helpers.current.splice(0)]) {
      if (!w) continue;
      w.onmessage = null;
      w.onerror = null;
      endExplorerWorker(w);
    }
    worker.current = null;
    busy.current = false;
  }, []);
  // The worker warmed while the learner was in the lab (or a new one, preparing in the background); an idle one
  // is handed back when the screen closes, so the next visit finds it warm too.
  useEffect(() => {
    explorerOnScreen(true);
    worker.current = takeExplorerWorker();
    // Until a run starts, a worker that fails is let go; the first run then starts a fresh one.
    worker.current.onerror = stop;
    return () => {
      if (worker.current && !busy.current) returnExplorerWorker(worker.current);
      else stop();
      worker.current = null;
      // Workers warmed for "All designs" past the usual warm ones are not kept past the screen.
      trimExplorerWorkers();
      explorerOnScreen(false);
    };
  }, [stop]);

  const start = useCallback(
    (request: ExplorerStart) => {
      // One worker serves run after run (its WASM and JIT stay warm); only a cancel ends it mid-run.
      if (busy.current) stop();
      const own = worker.current ?? takeExplorerWorker();
      worker.current = own;
      busy.current = true;
      const run = ++runs.current;
      const current = () => runs.current === run;
      const started = performance.now();
      const fail = (message: string) => {
        if (!current()) return;
        setState({ phase: 'error', message });
        stop();
      };

      if (request.type === 'findBug') {
        setState({
          phase: 'running',
          task: 'findBug',
          done: 0,
          total: 0,
          designs: 1,
          designsDone: 0,
          designsFraction: 0,
          shown: [],
        });
        own.onmessage = (event: MessageEvent<ExplorerReply>) => {
          if (!current()) return;
          const reply = event.data;
          if (reply.type === 'bug')
            setState({ phase: 'bug', report: reply.report, millis: reply.millis, design: request.design });
          if (reply.type === 'error') return fail(reply.message);
          // Only the report ends the hunt: a warm worker may still be sending the fault points it was preparing.
          if (reply.type === 'bug') busy.current = false;
        };
        own.onerror = (event) => fail(event.message);
        own.postMessage(request);
        return;
      }

      // Single-fault matrices a warm worker has run ahead of time are taken as they are: the very runs this press
      // would make. Only pairs, and designs not reached yet, go to the workers.
      const results = new Map<DesignId, ExplorerResult>();
      for (const d of request.size === 'single' ? request.designs : []) {
        const ready = knownSingleFaults(d);
        if (ready) results.set(d, ready);
      }
      const ahead = results.size;
      // The biggest designs first (most lines, so most fault points), so no worker is left with a big one at the end.
      const split = request.size === 'triples' ? explorerParallelism() : 1;
      const queue: Job[] = designsBySize(request.designs.filter((d) => !results.has(d))).flatMap((design) =>
        split === 1
          ? [{ design, key: design }]
          : Array.from({ length: split }, (_, index) => ({
              design,
              key: `${design}/${index}`,
              part: { index, of: split },
            })),
      );
      const count = Math.max(1, Math.min(queue.length, explorerParallelism()));
      /** Per design split between workers, the parts finished so far, at their indices. */
      const parts = new Map<DesignId, ExplorerResult[]>();
      /** Per worker, the job it is on. */
      const jobOf = new Map<Worker, Job>();
      const workers = [own, ...Array.from({ length: count - 1 }, () => takeExplorerWorker())];
      helpers.current = workers.slice(1);
      /** Per worker, the runs of the design it is on: done and total. */
      const onDesign = new Map<Worker, { done: number; total: number }>();
      /** Per job under way, the runs finished so far, each at its place in the job's run list. */
      const partial = new Map<string, RunResult[]>();
      const totals = new Map<string, number>();
      /** One object per finished design, kept: its section is drawn once, not at every report of the others. */
      const finishedShown = new Map<DesignId, ShownDesign>();
      const shown = (): ShownDesign[] =>
        request.designs.flatMap((design): ShownDesign[] => {
          const finished = results.get(design);
          if (finished) {
            if (!finishedShown.has(design)) finishedShown.set(design, { design, finished });
            return [finishedShown.get(design)!];
          }
          const keys = [...partial.keys()].filter((key) => key === design || key.startsWith(`${design}/`));
          const fromDone = (parts.get(design) ?? []).flatMap((p) => (p ? p.results : []));
          // A part done while the others have not reported yet still shows: the design does not vanish meanwhile.
          if (keys.length === 0 && fromDone.length === 0) return [];
          const found = keys.flatMap((key) => partial.get(key)!.filter((r) => r !== undefined));
          const total = keys.reduce((sum, key) => sum + (totals.get(key) ?? 0), 0) + fromDone.length;
          return [{ design, finished: null, size: request.size, results: [...fromDone, ...found], total }];
        });
      shownNow.current = shown;
      const paced = pacedReport(() => {
        if (current()) reportNow();
      }, REPORT_EVERY_MS);
      reports.current = paced;
      const report = () => paced.ask();
      const reportNow = () => {
        const running = [...onDesign.values()];
        const finishedRuns = [...results.values()].reduce((sum, r) => sum + r.results.length, 0);
        setState({
          phase: 'running',
          task: 'explore',
          done: finishedRuns + running.reduce((sum, p) => sum + p.done, 0),
          total: finishedRuns + running.reduce((sum, p) => sum + p.total, 0),
          designs: request.designs.length,
          designsDone: results.size,
          designsFraction: results.size + running.reduce((sum, p) => sum + (p.total > 0 ? p.done / p.total : 0), 0),
          shown: shown(),
        });
      };
      const next = (w: Worker) => {
        const job = queue.shift();
        onDesign.delete(w);
        jobOf.delete(w);
        if (job === undefined) {
          if (results.size < request.designs.length) return;
          const ordered = request.designs.map((d) => results.get(d)!);
          paced.cancel();
          setState({
            phase: 'explored',
            results: ordered,
            shown: shown(),
            wallMillis: performance.now() - started,
            workers: ahead === request.designs.length ? 0 : workers.length,
            ahead,
          });
          busy.current = false;
          // The helpers go back to the pool, warm for the next run; the explorer keeps its own.
          for (const h of helpers.current.splice(0)) returnExplorerWorker(h);
          return;
        }
        onDesign.set(w, { done: 0, total: 0 });
        jobOf.set(w, job);
        w.postMessage({
          type: 'explore',
          design: job.design,
          size: request.size,
          part: job.part,
          points: knownFaultPoints(job.design),
        });
      };
      for (const w of workers) {
        w.onmessage = (event: MessageEvent<ExplorerReply>) => {
          if (!current()) return;
          const reply = event.data;
          const job = jobOf.get(w);
          if (reply.type === 'progress' && job) {
            onDesign.set(w, { done: reply.done, total: reply.total });
            if (!partial.has(job.key)) partial.set(job.key, []);
            const so = partial.get(job.key)!;
            for (const [index, result] of reply.fresh) so[index] = result;
            totals.set(job.key, reply.total);
            report();
          } else if (reply.type === 'explored' && job) {
            partial.delete(job.key);
            totals.delete(job.key);
            if (!job.part) results.set(job.design, reply.result);
            else {
              const done = parts.get(job.design) ?? [];
              done[job.part.index] = reply.result;
              parts.set(job.design, done);
              if (done.filter(Boolean).length === job.part.of) {
                results.set(job.design, joinParts(done));
                parts.delete(job.design);
              }
            }
            next(w);
            if (busy.current) report();
          } else if (reply.type === 'error') fail(reply.message);
        };
        w.onerror = (event) => fail(event.message);
      }
      setState({
        phase: 'running',
        task: 'explore',
        done: 0,
        total: 0,
        designs: request.designs.length,
        designsDone: 0,
        designsFraction: 0,
        shown: shown(),
      });
      for (const w of workers) next(w);
    },
    [stop],
  );

  const cancel = useCallback(() => {
    stop();
    setState({ phase: 'cancelled', shown: shownNow.current() });
    shownNow.current = () => [];
  }, [stop]);

  return { state, start, cancel };
}
