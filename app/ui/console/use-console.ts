// Asks the console's worker, one question at a time (a newer one replaces a waiting one). A statement that runs
// longer than the time-out ends with the worker terminated; the next question starts a new worker. The page's
// thread never runs the statement, so it keeps answering throughout.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConsoleResult } from '../../engine/console-query';
import type { ConsoleReply, ConsoleRequest } from './console-protocol';

/** How long a statement may run before it is ended: about the two seconds a room will wait. */
export const CONSOLE_TIMEOUT_MS = 2_000;

export type ConsoleAnswer =
  | { state: 'idle' }
  | { state: 'running'; request: ConsoleRequest }
  | { state: 'done'; request: ConsoleRequest; result: ConsoleResult | null }
  | { state: 'timedOut'; request: ConsoleRequest }
  | { state: 'failed'; request: ConsoleRequest; message: string };

export function useConsole() {
  const worker = useRef<Worker | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const nextId = useRef(0);
  /** A question the worker has not answered yet: a new one cannot queue behind it (it may never end). */
  const inFlight = useRef(false);
  const [answer, setAnswer] = useState<ConsoleAnswer>({ state: 'idle' });

  const stopTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const end = useCallback(() => {
    stopTimer();
    worker.current?.terminate();
    worker.current = null;
  }, []);
  useEffect(() => end, [end]);

  /** Starts the worker ahead of the first question (its WASM loads meanwhile). */
  const warm = useCallback(() => {
    if (worker.current) return worker.current;
    const started = new Worker(new URL('./console.worker.ts', import.meta.url), { type: 'module' });
    worker.current = started;
    return started;
  }, []);

  const ask = useCallback(
    (question: Omit<ConsoleRequest, 'id'>) => {
      if (inFlight.current) end();
      stopTimer();
      inFlight.current = true;
      const request: ConsoleRequest = { ...question, id: ++nextId.current };
      const current = warm();
      current.onmessage = (event: MessageEvent<ConsoleReply>) => {
        const message = event.data;
        // A reply to a question since replaced is old news.
        if (message.id !== request.id) return;
        if (message.type === 'querying') {
          timer.current = setTimeout(() => {
            inFlight.current = false;
            end();
            setAnswer({ state: 'timedOut', request });
          }, CONSOLE_TIMEOUT_MS);
          return;
        }
        stopTimer();
        inFlight.current = false;
        setAnswer(message.type === 'result' ? { state: 'done', request, result: message.result } : { state: 'failed', request, message: message.message });
      };
      current.onerror = (event) => {
        inFlight.current = false;
        end();
        setAnswer({ state: 'failed', request, message: event.message || 'worker failed' });
      };
      current.postMessage(request);
      setAnswer({ state: 'running', request });
    },
    [end, warm],
  );

  return { answer, ask, warm };
}
