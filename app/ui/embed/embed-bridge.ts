// The lab inside a course platform's iframe: it tells its host page that it is ready and what progress the
// learner holds (after every change), and each quiz answer — but only when the host's origin is on the list
// allowed at build time (plus the lab's own origin). A message from any other origin, or of any other shape,
// is ignored. Outside an iframe none of this runs.
import { lessonDone } from '../../course/progress';
import { useProgressStore } from '../store/progress-store';
import { EMBED_SOURCE, EMBED_VERSION, inFrame, isHostMessage, parseOrigins, type LabMessage } from './embed-protocol';

type Body = LabMessage extends infer M ? (M extends LabMessage ? Omit<M, 'source' | 'version'> : never) : never;

export const ALLOWED_ORIGINS: readonly string[] = [
  location.origin,
  ...parseOrigins(import.meta.env.VITE_EMBED_ORIGINS as string | undefined),
];

/** The host's origin when the browser says it (Chromium, Safari); otherwise each allowed origin is tried. */
function hostOrigins(): readonly string[] {
  const known = location.ancestorOrigins?.[0];
  if (known) return ALLOWED_ORIGINS.includes(known) ? [known] : [];
  return ALLOWED_ORIGINS;
}

export function postToHost(body: Body): void {
  if (!inFrame()) return;
  const message = { source: EMBED_SOURCE, version: EMBED_VERSION, ...body } as LabMessage;
  // postMessage delivers only to a window of the named origin: a host not on the list never hears a word.
  for (const origin of hostOrigins()) window.parent.postMessage(message, origin);
}

async function progressMessage(): Promise<Body> {
  // The course's index says when a lesson is done (its own small chunk, loaded only by a page in a frame).
  const { LESSON_INDEX } = await import('../../course/lesson-index');
  const { lessons, quizBest } = useProgressStore.getState();
  const spec = (id: string) => LESSON_INDEX.find((s) => s.id === id);
  return {
    type: 'progress',
    lessons: Object.fromEntries(
      Object.entries(lessons).map(([id, p]) => [
        id,
        {
          // Version 1 said whether each prediction held (a skip did not); `answers` adds how it was answered.
          predictions: Object.fromEntries(Object.entries(p.predictions).map(([k, state]) => [k, state === 'held'])),
          answers: { ...p.predictions },
          tries: { ...p.tries },
          done: spec(id) ? lessonDone(spec(id)!, p) : false,
        },
      ]),
    ),
    quizBest,
  };
}

/** Starts talking to the host page; returns how to stop. `screen` names what the lab shows now. */
export function startEmbedBridge(screen: () => string): () => void {
  if (!inFrame()) return () => {};
  const postProgress = () => void progressMessage().then(postToHost, () => {});
  const hello = () => {
    postToHost({ type: 'ready', screen: screen() });
    postProgress();
  };
  const onMessage = (event: MessageEvent) => {
    if (event.source !== window.parent || !ALLOWED_ORIGINS.includes(event.origin) || !isHostMessage(event.data)) return;
    hello();
  };
  window.addEventListener('message', onMessage);
  const unsubscribe = useProgressStore.subscribe((now, before) => {
    if (now.lessons !== before.lessons || now.quizBest !== before.quizBest) postProgress();
  });
  hello();
  return () => {
    window.removeEventListener('message', onMessage);
    unsubscribe();
  };
}
