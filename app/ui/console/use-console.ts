// Asks the console's worker, one question at a time (a newer one replaces a waiting one). A statement that runs
// longer than the time-out ends with the worker terminated; the next question starts a new worker. The page's
// thread never runs the statement, so it keeps answering throughout.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConsoleResult } from '../../engine/console/console-query';
import type { CheckQuestion, ConsoleQuestion } from '../../machine/console-session';
import type { ConsoleReply } from './console-protocol';

/** How long a statement may run before it is ended: about the two seconds a room will wait. */
export const CONSOLE_TIMEOUT_MS = 2_000;

type Asked<Q> = Q & { id: number };

/** Where a question stands; `R` is what the worker answers a question of kind `Q` with. */
export type ConsoleAnswer<Q = ConsoleQuestion, R = ConsoleResult> =
  | { state: 'idle' }
  | { state: 'running'; request: Asked<Q> }
  | { state: 'done'; request: Asked<Q>; result: R | null }
  | { state: 'timedOut'; request: Asked<Q> }
  | { state: 'failed'; request: Asked<Q>; message: string };

/**
 * A console of questions of one kind: statements typed by the learner, or "Check queries" (each hook has its own
 * worker).
 */
export function useConsole<Q extends ConsoleQuestion | CheckQuestion = ConsoleQuestion, R = ConsoleResult>() {
  const worker = useRef<Worker | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const nextId = useRef(0);
  /** A question the worker has not answered yet: a new one cannot queue behind it (it may never end). */
  const inFlight = useRef(false);
  const [answer, setAnswer] = useState<ConsoleAnswer<Q, R>>({ state: 'idle' });

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
    (question: Q) => {
      if (inFlight.current) end();
      stopTimer();
      inFlight.current = true;
      const request: Asked<Q> = { ...question, id: ++nextId.current };
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
        setAnswer(
          message.type === 'result'
            ? { state: 'done', request, result: message.result as R | null }
            : { state: 'failed', request, message: message.message },
        );
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
