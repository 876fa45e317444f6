// Hash routes: #/ (the course home), #/lessons/<id>, #/answers, #/quiz?seed=N, #/lab?design=…&log=…,
// #/explorer?design=…&faults=2 and #/compare?left=…&right=…. Anything else falls back with a notice.
import { isCourseId } from '../course/ids';
import { parseQuestionNumber, parseQuizOrigin, type QuizOrigin } from '../course/quiz-origin';
import { isSeed } from '../course/seed';
import { designRegistry } from '../engine/designs/registry';
import type { DesignId } from '../engine/types';
import type { RunSize } from '../explorer/explorer';
import { parseLink, type LabLink, type LinkError } from '../engine/replay/link-codec';

export type RouteError = LinkError | 'route' | 'lesson' | 'seed' | 'faults';
export type Route =
  | { screen: 'home'; error: RouteError | null }
  | { screen: 'lesson'; lessonId: string; error: null }
  /** The answer key for instructors. */
  | { screen: 'answers'; error: null }
  /** `seed` is null when the address gave none (or a bad one): the page draws one. `question` (`&q=N`): land there. */
  | { screen: 'quiz'; seed: number | null; question: number | null; error: RouteError | null }
  /** `from` (`&from=quiz:<seed>:<n>`): the lab was opened from that quiz question; a bad one is simply none. */
  | { screen: 'lab'; link: LabLink; from: QuizOrigin | null; error: RouteError | null }
  /** `size` (`&faults=2` or `3`; absent, one): how many faults each of the explorer's runs has. */
  | { screen: 'explorer'; design: DesignId; size: RunSize; error: RouteError | null }
  | { screen: 'compare'; left: DesignId; right: DesignId; error: RouteError | null };

function split(hash: string): [string, URLSearchParams, string] {
  const body = hash.replace(/^#/, '');
  const cut = body.indexOf('?');
  const query = cut < 0 ? '' : body.slice(cut + 1);
  return [cut < 0 ? body : body.slice(0, cut), new URLSearchParams(query), query];
}

/** The explorer's run sizes as its address writes them (`faults=`): one fault is the default, left out. */
export const FAULTS_PARAM: Record<RunSize, string | null> = { single: null, pairs: '2', triples: '3' };

/** A design named by a query parameter: absent gives the fallback, unknown gives an error. */
function designParam(params: URLSearchParams, name: string, fallback: DesignId): { design: DesignId; bad: boolean } {
  const value = params.get(name);
  if (value === null) return { design: fallback, bad: false };
  return designRegistry.has(value) ? { design: value, bad: false } : { design: fallback, bad: true };
}

export function parseRoute(hash: string): Route {
  const [path, params, query] = split(hash);
  if (path === '' || path === '/') return { screen: 'home', error: null };
  const lesson = /^\/lessons\/(.*)$/.exec(path);
  // Whether such a lesson exists is the lesson screen's question: lessons load with it, not with the router.
  if (lesson)
    return isCourseId(lesson[1])
      ? { screen: 'lesson', lessonId: lesson[1], error: null }
      : { screen: 'home', error: 'lesson' };
  if (path === '/answers') return { screen: 'answers', error: null };
  if (path === '/quiz') {
    const raw = params.get('seed');
    const question = parseQuestionNumber(params.get('q'));
    if (raw === null) return { screen: 'quiz', seed: null, question: null, error: null };
    const seed = /^[0-9]{1,10}$/.test(raw) ? Number(raw) : NaN;
    return isSeed(seed)
      ? { screen: 'quiz', seed, question, error: null }
      : { screen: 'quiz', seed: null, question: null, error: 'seed' };
  }
  if (path === '/explorer') {
    const { design, bad } = designParam(params, 'design', designRegistry.defaultId);
    const faults = params.get('faults');
    const size = (Object.keys(FAULTS_PARAM) as RunSize[]).find((s) => (FAULTS_PARAM[s] ?? '1') === (faults ?? '1'));
    return { screen: 'explorer', design, size: size ?? 'single', error: bad ? 'design' : size ? null : 'faults' };
  }
  if (path === '/compare') {
    const left = designParam(params, 'left', 'outbox');
    const right = designParam(params, 'right', designRegistry.defaultId);
    return {
      screen: 'compare',
      left: left.design,
      right: right.design,
      error: left.bad || right.bad ? 'design' : null,
    };
  }
  const fallback: LabLink = { design: designRegistry.defaultId, actions: [] };
  if (path !== '/lab') return { screen: 'home', error: 'route' };
  const parsed = parseLink(query);
  const from = parseQuizOrigin(params.get('from'));
  if (parsed.ok) return { screen: 'lab', link: parsed.link, from, error: null };
  return { screen: 'lab', link: { ...fallback, design: parsed.design ?? fallback.design }, from, error: parsed.error };
}
