// Progress in an LMS's suspend_data. SCORM 1.2 promises only 4,096 characters there, and the progress code the
// course exports (JSON in base64) is already 3,425 for a complete course, so this form is compact: one letter per
// state, the JSON deflated, then base64url (the characters every LMS stores as they are). Ids stay in it, not
// positions, so a later build of the course, with lessons added or reordered, still reads what a learner did.
import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import {
  base64UrlToBytes,
  bytesToBase64Url,
  MAX_PROGRESS_CHARS,
  sanitizeProgress,
  type PredictionState,
  type Progress,
  type TryState,
} from '../course/progress';

export const SUSPEND_PREFIX = 'OLS1.';

const PREDICTION_LETTER: Record<PredictionState, string> = { held: 'h', missed: 'm', skipped: 's' };
const TRY_LETTER: Record<TryState, string> = { solved: 's', shown: 'w' };
const invert = <K extends string>(map: Record<K, string>) =>
  Object.fromEntries(Object.entries(map).map(([k, v]) => [v, k])) as Record<string, K>;
const PREDICTION_OF = invert(PREDICTION_LETTER);
const TRY_OF = invert(TRY_LETTER);

const letters = <S extends string>(map: Record<string, S>, letter: Record<S, string>) =>
  Object.fromEntries(Object.entries(map).map(([id, state]) => [id, letter[state]]));

export function encodeSuspendData(progress: Progress): string {
  const compact = {
    l: Object.fromEntries(
      Object.entries(progress.lessons).map(([id, lesson]) => [
        id,
        [letters(lesson.predictions, PREDICTION_LETTER), letters(lesson.tries, TRY_LETTER)],
      ]),
    ),
    q: progress.quizBest ? [progress.quizBest.score, progress.quizBest.total] : null,
  };
  return SUSPEND_PREFIX + bytesToBase64Url(deflateSync(strToU8(JSON.stringify(compact)), { level: 9 }));
}

export type SuspendRead = { kind: 'empty' } | { kind: 'progress'; progress: Progress } | { kind: 'unreadable' };

const expand = <S extends string>(value: unknown, of: Record<string, S>) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([id, letter]) => [id, of[String(letter)]]))
    : {};

/**
 * Reads suspend_data written by encodeSuspendData. Empty is a first launch; anything else that is not ours (another
 * package's data, a later version's, damage) is unreadable — and the caller leaves it where it is.
 */
export function decodeSuspendData(data: string): SuspendRead {
  const text = data.trim();
  if (text === '') return { kind: 'empty' };
  if (!text.startsWith(SUSPEND_PREFIX) || text.length > 64_000) return { kind: 'unreadable' };
  try {
    // Inflated into a buffer one byte longer than any progress may be: a longer result is not progress.
    const out = inflateSync(base64UrlToBytes(text.slice(SUSPEND_PREFIX.length)), {
      out: new Uint8Array(MAX_PROGRESS_CHARS + 1),
    });
    if (out.length > MAX_PROGRESS_CHARS) return { kind: 'unreadable' };
    const parsed: unknown = JSON.parse(strFromU8(out));
    if (typeof parsed !== 'object' || parsed === null) return { kind: 'unreadable' };
    const { l, q } = parsed as { l?: unknown; q?: unknown };
    const lessons =
      typeof l === 'object' && l !== null && !Array.isArray(l)
        ? Object.fromEntries(
            Object.entries(l).map(([id, pair]) => [
              id,
              Array.isArray(pair)
                ? { predictions: expand(pair[0], PREDICTION_OF), tries: expand(pair[1], TRY_OF) }
                : null,
            ]),
          )
        : {};
    const quizBest = Array.isArray(q) ? { score: q[0], total: q[1] } : null;
    // The same checks as every other way progress comes in: whatever is malformed is left out.
    const progress = sanitizeProgress({ lessons, quizBest });
    return progress ? { kind: 'progress', progress } : { kind: 'unreadable' };
  } catch {
    return { kind: 'unreadable' };
  }
}
