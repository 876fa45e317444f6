// Drives the explorer's worker from React: start, progress, result, cancel (a running worker is simply ended).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DesignId } from '../../engine/types';
import type { ExplorerResult } from '../../explorer/explorer';
import type { BugReport } from '../../explorer/find-bug';
import type { ExplorerReply, ExplorerRequest } from './explorer-protocol';
import { returnExplorerWorker, takeExplorerWorker } from './explorer-worker-pool';

export type ExplorerState =
  | { phase: 'idle' }
  | { phase: 'running'; task: 'explore' | 'findBug'; done: number; total: number }
  | { phase: 'cancelled' }
  | { phase: 'error'; message: string }
  | { phase: 'explored'; result: ExplorerResult; wallMillis: number }
  | { phase: 'bug'; report: BugReport; millis: number; design: DesignId };

export function useExplorer() {
  const worker = useRef<Worker | null>(null);
  const busy = useRef(false);
  const [state, setState] = useState<ExplorerState>({ phase: 'idle' });

  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
    busy.current = false;
  }, []);
  // The worker warmed while the learner was in the lab (or a new one, preparing in the background); an idle one
  // is handed back when the screen closes, so the next visit finds it warm too.
  useEffect(() => {
    worker.current = takeExplorerWorker();
    // Until a run starts, a worker that fails is let go; the first run then starts a fresh one.
    worker.current.onerror = stop;
    return () => {
      if (worker.current && !busy.current) returnExplorerWorker(worker.current);
      else stop();
      worker.current = null;
    };
  }, [stop]);

  const start = useCallback(
    (request: Exclude<ExplorerRequest, { type: 'prepare' }>) => {
      // One worker serves run after run (its WASM and JIT stay warm); only a cancel ends it mid-run.
      if (busy.current) stop();
      const w = worker.current ?? takeExplorerWorker();
      worker.current = w;
      busy.current = true;
      const started = performance.now();
      setState({ phase: 'running', task: request.type, done: 0, total: 0 });
      w.onmessage = (event: MessageEvent<ExplorerReply>) => {
        const reply = event.data;
        if (reply.type === 'progress') setState({ phase: 'running', task: request.type, done: reply.done, total: reply.total });
        else if (reply.type === 'explored') setState({ phase: 'explored', result: reply.result, wallMillis: performance.now() - started });
        else if (reply.type === 'bug') setState({ phase: 'bug', report: reply.report, millis: reply.millis, design: request.design });
        else setState({ phase: 'error', message: reply.message });
        if (reply.type === 'error') stop();
        if (reply.type !== 'progress') busy.current = false;
      };
      w.onerror = (event) => {
        setState({ phase: 'error', message: event.message });
        stop();
      };
      w.postMessage(request);
    },
    [stop],
  );

  const cancel = useCallback(() => {
    stop();
    setState({ phase: 'cancelled' });
  }, [stop]);

  return { state, start, cancel };
}
