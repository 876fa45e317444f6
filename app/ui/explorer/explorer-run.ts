// The explorer's runs, apart from React: start, progress, result, cancel (a running worker is simply ended). One
// design runs on the explorer's own worker; all designs are handed out one at a time to as many workers as the
// pool's parallelism allows, each taking the next design as soon as it is free. Triples are split further: each
// design's first faults are shared out between the workers (run-parts.ts), and the parts joined once all are in.
// The workers come from a pool handed in (explorer-worker-pool.ts in the page, fakes in the tests), and whoever
// draws the state subscribes to it (use-explorer.ts).
import type { DesignId } from '../../engine/types';
import type { ExplorerResult, RunResult } from '../../explorer/explorer';
import type { FaultPoint } from '../../explorer/fault-points';
import type { RunPart } from '../../explorer/fault-runs';
import type { ExplorerReply, ExplorerRequest } from './explorer-protocol';
import type { ExplorerStart, ExplorerState, ShownDesign } from './explorer-state';
import { joinParts } from './join-parts';
import { pacedReport, type PacedReport } from './paced-report';

/** What the run needs of a worker: the page's Worker has it, and so does a test's fake. */
export interface RunWorker {
  onmessage: ((event: MessageEvent<ExplorerReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(request: ExplorerRequest): void;
}

/** Where the workers come from and go back to, and what the pool already knows about the designs. */
export interface ExplorerPool<W extends RunWorker = RunWorker> {
  /** A warm worker if there is one, else a new one. */
  take(): W;
  /** A worker not in the middle of a run, back to wait for the next. */
  giveBack(worker: W): void;
  /** Ends a worker for good (a cancelled run's, a failed one's). */
  end(worker: W): void;
  /** How many workers one run over all designs may use. */
  parallelism(): number;
  /** The designs, biggest first. */
  bySize(designs: readonly DesignId[]): DesignId[];
  faultPoints(design: DesignId): FaultPoint[] | undefined;
  /** A design's single-fault matrix, if a warm worker has run it ahead of time. */
  singleFaults(design: DesignId): ExplorerResult | undefined;
}

export interface ExplorerRunOptions {
  /** How progress reports are paced: by default at animation frames, at most every REPORT_EVERY_MS. */
  pace?: (draw: () => void) => PacedReport;
  now?: () => number;
}

/** One design for one worker, or its part when triples are split between workers. */
interface Job {
  design: DesignId;
  key: string;
  part?: RunPart;
}

/** How often a running exploration redraws its progress, after the first report (drawn at once). */
const REPORT_EVERY_MS = 250;

export class ExplorerRun<W extends RunWorker = RunWorker> {
  private state: ExplorerState = { phase: 'idle' };
  private readonly listeners = new Set<() => void>();
  private own: W | null = null;
  /** Workers taken for one run over all designs, beside the explorer's own; ended or handed back when it ends. */
  private helpers: W[] = [];
  private busy = false;
  /** Counts runs: a message from a worker of an earlier run (ended, or replaced by a new start) is ignored. */
  private runs = 0;
  /** The running exploration's progress reports (many workers' messages draw once, a few times a second). */
  private reports: PacedReport | null = null;
  /** What the running (or just stopped) exploration shows: a cancel keeps it on screen. */
  private shownNow: () => ShownDesign[] = () => [];
  private readonly pace: (draw: () => void) => PacedReport;
  private readonly now: () => number;

  constructor(
    private readonly pool: ExplorerPool<W>,
    { pace = (draw) => pacedReport(draw, REPORT_EVERY_MS), now = () => performance.now() }: ExplorerRunOptions = {},
  ) {
    this.pace = pace;
    this.now = now;
  }

  getState = (): ExplorerState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(state: ExplorerState) {
    this.state = state;
    for (const listener of this.listeners) listener();
  }

  /** Takes the explorer's own worker, warmed while the learner was in the lab (or a new one, preparing). */
  open = () => {
    this.own = this.pool.take();
    // Until a run starts, a worker that fails is let go; the first run then starts a fresh one.
    this.own.onerror = this.stop;
  };

  /** An idle worker is handed back, so the next visit finds it warm too; a busy one is ended with its run. */
  close = () => {
    if (this.own && !this.busy) this.pool.giveBack(this.own);
    else this.stop();
    this.own = null;
  };

  private stop = () => {
    this.runs += 1;
    this.reports?.cancel();
    for (const w of [this.own, ...this.helpers.splice(0)]) {
      if (!w) continue;
      w.onmessage = null;
      w.onerror = null;
      this.pool.end(w);
    }
    this.own = null;
    this.busy = false;
  };

  cancel = () => {
    this.stop();
    this.set({ phase: 'cancelled', shown: this.shownNow() });
    this.shownNow = () => [];
  };

  start = (request: ExplorerStart) => {
    // One worker serves run after run (its WASM and JIT stay warm); only a cancel ends it mid-run.
    if (this.busy) this.stop();
    const own = this.own ?? this.pool.take();
    this.own = own;
    this.busy = true;
    const run = ++this.runs;
    const current = () => this.runs === run;
    const fail = (message: string) => {
      if (!current()) return;
      this.set({ phase: 'error', message });
      this.stop();
    };
    if (request.type === 'findBug') this.findBug(request, own, current, fail);
    else this.explore(request, own, current, fail);
  };

  private findBug(
    request: Extract<ExplorerStart, { type: 'findBug' }>,
    own: W,
    current: () => boolean,
    fail: (message: string) => void,
  ) {
    const none = { done: 0, total: 0, designs: 1, designsDone: 0, designsFraction: 0, shown: [] };
    this.set({ phase: 'running', task: 'findBug', ...none });
    own.onmessage = (event) => {
      if (!current()) return;
      const reply = event.data;
      if (reply.type === 'bug')
        this.set({ phase: 'bug', report: reply.report, millis: reply.millis, design: request.design });
      if (reply.type === 'error') return fail(reply.message);
      // Only the report ends the hunt: a warm worker may still be sending the fault points it was preparing.
      if (reply.type === 'bug') this.busy = false;
    };
    own.onerror = (event) => fail(event.message);
    own.postMessage(request);
  }

  private explore(
    request: Extract<ExplorerStart, { type: 'explore' }>,
    own: W,
    current: () => boolean,
    fail: (message: string) => void,
  ) {
    const { pool } = this;
    const started = this.now();
    // Single-fault matrices a warm worker has run ahead of time are taken as they are: the very runs this press
    // would make. Only pairs, and designs not reached yet, go to the workers.
    const results = new Map<DesignId, ExplorerResult>();
    for (const d of request.size === 'single' ? request.designs : []) {
      const ready = pool.singleFaults(d);
      if (ready) results.set(d, ready);
    }
    const ahead = results.size;
    // The biggest designs first (most lines, so most fault points), so no worker is left with a big one at the end.
    const split = request.size === 'triples' ? pool.parallelism() : 1;
    const queue: Job[] = pool.bySize(request.designs.filter((d) => !results.has(d))).flatMap((design) =>
      split === 1
        ? [{ design, key: design }]
        : Array.from({ length: split }, (_, index) => ({
            design,
            key: `${design}/${index}`,
            part: { index, of: split },
          })),
    );
    const count = Math.max(1, Math.min(queue.length, pool.parallelism()));
    /** Per design split between workers, the parts finished so far, at their indices. */
    const parts = new Map<DesignId, ExplorerResult[]>();
    /** Per worker, the job it is on. */
    const jobOf = new Map<W, Job>();
    const workers = [own, ...Array.from({ length: count - 1 }, () => pool.take())];
    this.helpers = workers.slice(1);
    /** Per worker, the runs of the design it is on: done and total. */
    const onDesign = new Map<W, { done: number; total: number }>();
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
    this.shownNow = shown;
    const running = (): Extract<ExplorerState, { phase: 'running' }> => {
      const under = [...onDesign.values()];
      const finishedRuns = [...results.values()].reduce((sum, r) => sum + r.results.length, 0);
      return {
        phase: 'running',
        task: 'explore',
        done: finishedRuns + under.reduce((sum, p) => sum + p.done, 0),
        total: finishedRuns + under.reduce((sum, p) => sum + p.total, 0),
        designs: request.designs.length,
        designsDone: results.size,
        designsFraction: results.size + under.reduce((sum, p) => sum + (p.total > 0 ? p.done / p.total : 0), 0),
        shown: shown(),
      };
    };
    const paced = this.pace(() => {
      if (current()) this.set(running());
    });
    this.reports = paced;
    const next = (w: W) => {
      const job = queue.shift();
      onDesign.delete(w);
      jobOf.delete(w);
      if (job === undefined) {
        if (results.size < request.designs.length) return;
        paced.cancel();
        this.set({
          phase: 'explored',
          results: request.designs.map((d) => results.get(d)!),
          shown: shown(),
          wallMillis: this.now() - started,
          workers: ahead === request.designs.length ? 0 : workers.length,
          ahead,
        });
        this.busy = false;
        // The helpers go back to the pool, warm for the next run; the explorer keeps its own.
        for (const h of this.helpers.splice(0)) pool.giveBack(h);
        return;
      }
      onDesign.set(w, { done: 0, total: 0 });
      jobOf.set(w, job);
      w.postMessage({
        type: 'explore',
        design: job.design,
        size: request.size,
        part: job.part,
        points: pool.faultPoints(job.design),
      });
    };
    for (const w of workers) {
      w.onmessage = (event) => {
        if (!current()) return;
        const reply = event.data;
        const job = jobOf.get(w);
        if (reply.type === 'progress' && job) {
          onDesign.set(w, { done: reply.done, total: reply.total });
          if (!partial.has(job.key)) partial.set(job.key, []);
          const so = partial.get(job.key)!;
          for (const [index, result] of reply.fresh) so[index] = result;
          totals.set(job.key, reply.total);
          paced.ask();
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
          if (this.busy) paced.ask();
        } else if (reply.type === 'error') fail(reply.message);
      };
      w.onerror = (event) => fail(event.message);
    }
    // The first drawing counts nothing done yet, even designs a warm worker ran ahead: they show in the matrix.
    this.set({ ...running(), done: 0, total: 0, designsDone: 0, designsFraction: 0 });
    for (const w of workers) next(w);
  }
}
