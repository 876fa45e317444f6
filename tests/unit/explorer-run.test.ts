// The explorer's runs without React or a browser: fake workers take the requests and answer as the real ones do
// (progress, explored, bug, error), and the run's state says what the screen would draw. One design runs on the
// explorer's own worker; all designs are shared out between as many workers as the pool allows, biggest first;
// triples are split into parts that are joined again; a cancel or an error ends the workers and ignores what
// they still send; matrices run ahead of time are taken as they are.
import { expect, test } from 'vitest';
import type { DesignId } from '../../app/engine/types';
import type { ExplorerResult, RunResult } from '../../app/explorer/explorer';
import type { ExplorerReply, ExplorerRequest } from '../../app/ui/explorer/explorer-protocol';
import { ExplorerRun, type ExplorerPool, type RunWorker } from '../../app/ui/explorer/explorer-run';
import type { ExplorerState } from '../../app/ui/explorer/explorer-state';

class FakeWorker implements RunWorker {
  onmessage: RunWorker['onmessage'] = null;
  onerror: RunWorker['onerror'] = null;
  posted: ExplorerRequest[] = [];
  constructor(readonly name: string) {}
  postMessage(request: ExplorerRequest) {
    this.posted.push(request);
  }
  reply(data: ExplorerReply) {
    this.onmessage?.({ data } as MessageEvent<ExplorerReply>);
  }
  /** The explore request it is on, the last it was sent. */
  get job() {
    const last = this.posted.at(-1);
    if (last?.type !== 'explore') throw new Error(`${this.name} has no design`);
    return last;
  }
}

const A = 'outbox' as DesignId;
const B = 'commit-then-send' as DesignId;
const C = 'hybrid' as DesignId;

/** A run whose first fault is a crash at `line`: parts of a design are joined by their first faults. */
const runAt = (design: DesignId, line: number) =>
  ({
    run: {
      id: `${design}:${line}`,
      design,
      faults: [{ kind: 'crash', target: { kind: 'line', process: 'relay', line } }],
    },
    outcome: 'ok',
    violations: [],
  }) as unknown as RunResult;

const resultOf = (design: DesignId, lines: number[]): ExplorerResult => ({
  design,
  pairs: false,
  triples: false,
  results: lines.map((line) => runAt(design, line)),
  counts: { ok: lines.length, lost: 0, duplicated: 0, phantom: 0, unsettled: 0 } as ExplorerResult['counts'],
  millis: { derive: 1, run: lines.length },
  applied: { shared: 0, fromScratch: lines.length },
  states: { states: 1, keyed: 1, hits: 0, saved: 0 } as ExplorerResult['states'],
});

function setUp({ parallelism = 2, ahead = new Map<DesignId, ExplorerResult>() } = {}) {
  const taken: FakeWorker[] = [];
  const given: FakeWorker[] = [];
  const ended: FakeWorker[] = [];
  const pool: ExplorerPool<FakeWorker> = {
    take: () => {
      const w = new FakeWorker(`w${taken.length}`);
      taken.push(w);
      return w;
    },
    giveBack: (w) => void given.push(w),
    end: (w) => void ended.push(w),
    parallelism: () => parallelism,
    // C is the biggest, then A, then B.
    bySize: (designs) => [C, A, B].filter((d) => designs.includes(d)),
    faultPoints: () => undefined,
    singleFaults: (d) => ahead.get(d),
  };
  let clock = 0;
  const run = new ExplorerRun(pool, { pace: (draw) => ({ ask: draw, cancel: () => {} }), now: () => (clock += 10) });
  const states: ExplorerState[] = [];
  run.subscribe(() => states.push(run.getState()));
  run.open();
  return { run, taken, given, ended, states };
}

test('one design runs on the own worker: its progress is drawn as it comes, then the whole result', () => {
  const { run, taken, given, states } = setUp();
  run.start({ type: 'explore', designs: [A], size: 'pairs' });
  expect(taken).toHaveLength(1);
  const [own] = taken;
  expect(own.posted).toEqual([{ type: 'explore', design: A, size: 'pairs', part: undefined, points: undefined }]);
  own.reply({ type: 'progress', design: A, done: 1, total: 3, fresh: [[1, runAt(A, 2)]] });
  expect(run.getState()).toMatchObject({ phase: 'running', task: 'explore', done: 1, total: 3, designsDone: 0 });
  expect(run.getState()).toMatchObject({ shown: [{ design: A, finished: null, results: [runAt(A, 2)], total: 3 }] });
  const result = resultOf(A, [1, 2, 3]);
  own.reply({ type: 'explored', result });
  expect(run.getState()).toMatchObject({ phase: 'explored', results: [result], workers: 1, ahead: 0 });
  expect(states.map((s) => s.phase)).toEqual(['running', 'running', 'explored']);
  // The own worker is kept for the next run, not handed back.
  expect(given).toEqual([]);
  run.close();
  expect(given).toEqual([own]);
});

test('all designs: biggest first, each worker takes the next when free, the helpers handed back at the end', () => {
  const { run, taken, given } = setUp({ parallelism: 2 });
  run.start({ type: 'explore', designs: [A, B, C], size: 'single' });
  const [own, helper] = taken;
  expect(taken).toHaveLength(2);
  expect([own.job.design, helper.job.design]).toEqual([C, A]);
  helper.reply({ type: 'explored', result: resultOf(A, [1]) });
  expect(helper.job.design).toBe(B);
  expect(run.getState()).toMatchObject({ phase: 'running', designsDone: 1, designs: 3 });
  helper.reply({ type: 'explored', result: resultOf(B, [1, 2]) });
  expect(run.getState().phase).toBe('running');
  own.reply({ type: 'explored', result: resultOf(C, [1, 2, 3]) });
  const state = run.getState();
  expect(state.phase === 'explored' && state.results.map((r) => r.design)).toEqual([A, B, C]);
  expect(state).toMatchObject({ workers: 2 });
  expect(given).toEqual([helper]);
});

test('triples are split into parts, one to each worker, and the parts joined in one worker’s order', () => {
  const { run, taken } = setUp({ parallelism: 2 });
  run.start({ type: 'explore', designs: [A], size: 'triples' });
  const [own, helper] = taken;
  expect(own.job).toMatchObject({ design: A, part: { index: 0, of: 2 } });
  expect(helper.job).toMatchObject({ design: A, part: { index: 1, of: 2 } });
  helper.reply({ type: 'explored', result: resultOf(A, [2, 4]) });
  // A part done while the other is still under way keeps the design on screen.
  expect(run.getState()).toMatchObject({ phase: 'running', shown: [{ design: A, finished: null, total: 2 }] });
  own.reply({ type: 'explored', result: resultOf(A, [1, 3]) });
  const state = run.getState();
  if (state.phase !== 'explored') throw new Error(state.phase);
  expect(state.results[0].results.map((r) => r.run.id)).toEqual([1, 2, 3, 4].map((n) => `${A}:${n}`));
  expect(state.results[0].millis.run).toBe(2);
});

test('a cancel ends every worker, keeps what was found on screen, and ignores what the workers still send', () => {
  const { run, taken, ended } = setUp({ parallelism: 2 });
  run.start({ type: 'explore', designs: [A, C], size: 'pairs' });
  const [own, helper] = taken;
  own.reply({ type: 'progress', design: C, done: 1, total: 2, fresh: [[0, runAt(C, 1)]] });
  run.cancel();
  expect(ended).toEqual([own, helper]);
  expect(own.onmessage).toBeNull();
  expect(run.getState()).toMatchObject({ phase: 'cancelled', shown: [{ design: C, results: [runAt(C, 1)] }] });
  helper.reply({ type: 'explored', result: resultOf(A, [1]) });
  expect(run.getState().phase).toBe('cancelled');
  // The next run takes a fresh worker of its own.
  run.start({ type: 'explore', designs: [B], size: 'single' });
  expect(taken).toHaveLength(3);
  expect(taken[2].job.design).toBe(B);
});

test("a worker's error ends the run with its message; a failed worker's later replies are ignored", () => {
  const { run, taken, ended } = setUp({ parallelism: 1 });
  run.start({ type: 'explore', designs: [A], size: 'single' });
  const [own] = taken;
  const onmessage = own.onmessage!;
  own.onerror!({ message: 'chunk failed' } as ErrorEvent);
  expect(run.getState()).toEqual({ phase: 'error', message: 'chunk failed' });
  expect(ended).toEqual([own]);
  onmessage({ data: { type: 'explored', result: resultOf(A, [1]) } } as MessageEvent<ExplorerReply>);
  expect(run.getState().phase).toBe('error');
});

test('matrices run ahead are taken as they are: with all of them ready no worker is asked', () => {
  const ready = new Map([
    [A, resultOf(A, [1])],
    [B, resultOf(B, [1, 2])],
  ]);
  const { run, taken, states } = setUp({ ahead: ready });
  run.start({ type: 'explore', designs: [A, B], size: 'single' });
  expect(taken[0].posted).toEqual([]);
  expect(states[0]).toMatchObject({ phase: 'running', done: 0, designsDone: 0, shown: [{ design: A }, { design: B }] });
  expect(run.getState()).toMatchObject({
    phase: 'explored',
    workers: 0,
    ahead: 2,
    results: [ready.get(A), ready.get(B)],
  });
  // Only pairs and designs not reached go to the workers; the one ready is counted ahead.
  run.start({ type: 'explore', designs: [A, C], size: 'single' });
  expect(taken[0].job.design).toBe(C);
  taken[0].reply({ type: 'explored', result: resultOf(C, [1]) });
  expect(run.getState()).toMatchObject({ phase: 'explored', workers: 1, ahead: 1 });
});

test('a bug hunt runs on the own worker and ends with its report, not with the fault points sent meanwhile', () => {
  const { run, taken } = setUp();
  const request = { type: 'findBug', design: A, seed: 7, numRuns: 50 } as const;
  run.start(request);
  const [own] = taken;
  expect(own.posted).toEqual([request]);
  expect(run.getState()).toMatchObject({ phase: 'running', task: 'findBug', designs: 1 });
  own.reply({ type: 'points', design: A, points: [] });
  expect(run.getState().phase).toBe('running');
  const report = { numRuns: 50, counterexample: null } as never;
  own.reply({ type: 'bug', report, millis: 12 });
  expect(run.getState()).toEqual({ phase: 'bug', report, millis: 12, design: A });
});
