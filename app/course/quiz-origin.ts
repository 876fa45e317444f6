// Where a lab was opened from: `&from=quiz:<seed>:<n>` on a lab link says "question n of quiz seed", so the lab
// can name that question and lead back to it, and `&q=<n>` on a quiz link says which question to land on.
// Kept apart from the quiz so the router can read both without loading the quiz. Parsing is an allowlist:
// anything that is not exactly this shape reads as "no origin", never as an error.
import { isSeed } from './seed';

/** How many questions a quiz asks. */
export const QUIZ_LENGTH = 6;

export interface QuizOrigin {
  seed: number;
  /** 1-based, as the quiz numbers its questions. */
  n: number;
}

/** A question's number as a link writes it: one digit from 1 to QUIZ_LENGTH; anything else is null. */
export function parseQuestionNumber(raw: string | null): number | null {
  if (raw === null || !/^[1-9]$/.test(raw)) return null;
  const n = Number(raw);
  return n <= QUIZ_LENGTH ? n : null;
}

/** `quiz:<seed>:<n>` → the origin; anything else (another shape, a seed out of range, n past the quiz) → null. */
export function parseQuizOrigin(raw: string | null): QuizOrigin | null {
  const m = raw === null ? null : /^quiz:(0|[1-9][0-9]{0,9}):([0-9])$/.exec(raw);
  if (!m) return null;
  const seed = Number(m[1]);
  const n = parseQuestionNumber(m[2]);
  return isSeed(seed) && n !== null ? { seed, n } : null;
}

/** The parameter a lab link carries for question `n` of quiz `seed` (the inverse of parseQuizOrigin). */
export function quizOriginParam({ seed, n }: QuizOrigin): string {
  return `from=${encodeURIComponent(`quiz:${seed}:${n}`)}`;
}

/** The quiz at `seed`, landing on question `n`. */
export function quizHref({ seed, n }: QuizOrigin): string {
  return `#/quiz?seed=${seed}&q=${n}`;
}
