// The messages an embedded lab and its host page exchange, version 1 — documented in the README ("Embedding").
// A later version adds a number, never changes what version 1 means.
import type { LessonProgress, PredictionState, Progress } from '../../course/progress';

export const EMBED_SOURCE = 'outbox-lab';

/** The page runs inside another page's frame (a course platform's): only then is there a host to talk to. */
export const inFrame = (): boolean => window.parent !== window;
export const HOST_SOURCE = 'outbox-lab-host';
export const EMBED_VERSION = 1;

/** What the lab posts to its host page. */
export type LabMessage = { source: typeof EMBED_SOURCE; version: typeof EMBED_VERSION } & (
  | { type: 'ready'; screen: string }
  | {
      type: 'progress';
      /**
       * Per lesson id: whether each prediction held, how each was answered (`answers`: held, missed or skipped —
       * added in version 1 without changing what `predictions` means), the tries, and whether the lesson is done.
       */
      lessons: Record<
        string,
        Omit<LessonProgress, 'predictions'> & {
          predictions: Record<string, boolean>;
          answers: Record<string, PredictionState>;
          done: boolean;
        }
      >;
      quizBest: Progress['quizBest'];
    }
  | { type: 'quiz'; seed: number; answered: number; score: number; total: number }
);

/** What a host may post to the lab: "hello" asks it to say where it is and what progress it holds. */
export interface HostMessage {
  source: typeof HOST_SOURCE;
  version: typeof EMBED_VERSION;
  type: 'hello';
}

export function isHostMessage(data: unknown): data is HostMessage {
  if (typeof data !== 'object' || data === null) return false;
  const d = data as Record<string, unknown>;
  return d.source === HOST_SOURCE && d.version === EMBED_VERSION && d.type === 'hello' && Object.keys(d).length === 3;
}

/**
 * The origins a build may talk to, from a comma- or space-separated list (VITE_EMBED_ORIGINS at build time):
 * each must be an http(s) origin written as one — no path, no wildcard; anything else is dropped.
 */
export function parseOrigins(list: string | undefined): string[] {
  return (list ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .filter((text) => {
      try {
        const url = new URL(text);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text;
      } catch {
        return false;
      }
    });
}
