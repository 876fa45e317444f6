// A learner's progress as plain data: what they predicted, which tries they solved themselves (or were shown),
// their best quiz score. Validated on every way in — storage, an imported code — and never trusted as is.
import { COURSE_ID as ID } from './ids';
import type { LessonIndexEntry } from './lesson-index';

export type TryState = 'solved' | 'shown';
/** A prediction checked (it held, or it missed) or skipped: skipped counts as answered, never as held. */
export type PredictionState = 'held' | 'missed' | 'skipped';
export const PREDICTION_STATES: readonly PredictionState[] = ['held', 'missed', 'skipped'];

export interface LessonProgress {
  /** Prediction id → how the learner answered it. */
  predictions: Record<string, PredictionState>;
  tries: Record<string, TryState>;
}

export interface Progress {
  lessons: Record<string, LessonProgress>;
  /** The best quiz score so far, or null before the first quiz. */
  quizBest: { score: number; total: number } | null;
}

export const EMPTY_PROGRESS: Progress = Object.freeze({ lessons: {}, quizBest: null }) as Progress;

/** Far more than a course's worth of ids; anything bigger is not progress. */
export const MAX_PROGRESS_CHARS = 20_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function cleanMap<T>(value: unknown, keep: (v: unknown) => v is T): Record<string, T> {
  const out: Record<string, T> = {};
  if (!isRecord(value)) return out;
  for (const [k, v] of Object.entries(value)) if (ID.test(k) && keep(v)) out[k] = v;
  return out;
}

/** Version 1 kept whether a prediction held as true or false; both still read, as held and missed. */
function cleanPredictions(value: unknown): Record<string, PredictionState> {
  const states = cleanMap(
    value,
    (v): v is PredictionState | boolean => typeof v === 'boolean' || PREDICTION_STATES.includes(v as PredictionState),
  );
  return Object.fromEntries(
    Object.entries(states).map(([k, v]) => [k, v === true ? 'held' : v === false ? 'missed' : v]),
  );
}

/**
 * Progress rebuilt from anything: every field checked, anything malformed left out. Null if it is not progress at all.
 */
export function sanitizeProgress(value: unknown): Progress | null {
  if (!isRecord(value)) return null;
  const lessons: Record<string, LessonProgress> = {};
  for (const [id, lesson] of Object.entries(isRecord(value.lessons) ? value.lessons : {})) {
    if (!ID.test(id) || !isRecord(lesson)) continue;
    lessons[id] = {
      predictions: cleanPredictions(lesson.predictions),
      tries: cleanMap(lesson.tries, (v): v is TryState => v === 'solved' || v === 'shown'),
    };
  }
  const q = value.quizBest;
  const quizBest =
    isRecord(q) &&
    Number.isInteger(q.score) &&
    Number.isInteger(q.total) &&
    (q.total as number) > 0 &&
    (q.score as number) >= 0 &&
    (q.score as number) <= (q.total as number)
      ? { score: q.score as number, total: q.total as number }
      : null;
  return { lessons, quizBest };
}

/**
 * A lesson is done when every prediction has been made and every try solved by the learner (a shown solution does not
 * count).
 */
export function lessonDone(
  spec: Pick<LessonIndexEntry, 'predictions' | 'tries'>,
  progress: LessonProgress | undefined,
): boolean {
  if (!progress) return false;
  return (
    Object.keys(spec.predictions).every((id) => id in progress.predictions) &&
    Object.keys(spec.tries).every((id) => progress.tries[id] === 'solved')
  );
}

// ---- export and import as a code ---------------------------------------------------------------------

export const PROGRESS_CODE_VERSION = 2;
/** Codes of these versions still import: version 1 differs only in how a prediction was kept (read above). */
const READABLE_CODE_VERSIONS = [1, 2];

export type ImportError = 'empty' | 'too-long' | 'format' | 'version';

/** Bytes as base64url (the characters an address, a progress code and an LMS all keep as they are). */
export function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function base64UrlToBytes(code: string): Uint8Array {
  const binary = atob(code.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const toBase64Url = (text: string) => bytesToBase64Url(new TextEncoder().encode(text));
const fromBase64Url = (code: string) => new TextDecoder('utf-8', { fatal: true }).decode(base64UrlToBytes(code));

export function encodeProgress(progress: Progress): string {
  return `OLP${PROGRESS_CODE_VERSION}-` + toBase64Url(JSON.stringify({ v: PROGRESS_CODE_VERSION, p: progress }));
}

/** Reads a code made by encodeProgress; anything else is refused with the reason, and nothing changes. */
export function decodeProgress(code: string): { ok: true; progress: Progress } | { ok: false; error: ImportError } {
  const text = code.trim();
  if (text === '') return { ok: false, error: 'empty' };
  if (text.length > MAX_PROGRESS_CHARS) return { ok: false, error: 'too-long' };
  const versioned = /^OLP(\d+)-([A-Za-z0-9_-]+)$/.exec(text);
  if (!versioned) return { ok: false, error: 'format' };
  const version = Number(versioned[1]);
  if (!READABLE_CODE_VERSIONS.includes(version)) return { ok: false, error: 'version' };
  try {
    const parsed: unknown = JSON.parse(fromBase64Url(versioned[2]));
    if (!isRecord(parsed) || parsed.v !== version) return { ok: false, error: 'version' };
    const progress = sanitizeProgress(parsed.p);
    return progress ? { ok: true, progress } : { ok: false, error: 'format' };
  } catch {
    return { ok: false, error: 'format' };
  }
}

/**
 * Two copies of one learner's progress made one: every prediction and try either holds (`authority`'s answer where
 * both answered the same prediction; a try solved in either is solved) and the better quiz.
 */
export function mergeProgress(authority: Progress, other: Progress): Progress {
  const lessons: Record<string, LessonProgress> = {};
  for (const id of new Set([...Object.keys(other.lessons), ...Object.keys(authority.lessons)])) {
    const a = authority.lessons[id] ?? { predictions: {}, tries: {} };
    const o = other.lessons[id] ?? { predictions: {}, tries: {} };
    const tries: Record<string, TryState> = { ...o.tries, ...a.tries };
    for (const [tryId, state] of Object.entries(o.tries)) if (state === 'solved') tries[tryId] = 'solved';
    lessons[id] = { predictions: { ...o.predictions, ...a.predictions }, tries };
  }
  const ratio = (q: Progress['quizBest']) => (q ? q.score / q.total : -1);
  const [qa, qo] = [authority.quizBest, other.quizBest];
  const quizBest = ratio(qo) > ratio(qa) || (ratio(qo) === ratio(qa) && (qo?.total ?? 0) > (qa?.total ?? 0)) ? qo : qa;
  return { lessons, quizBest };
}
