// What the course tells an LMS, computed from the learner's progress: how many lessons are done (the course's own
// "done", as the progress panel counts it), the best quiz as a score, and the statuses each SCORM version wants.
import type { LessonSpec } from '../course/lesson-spec';
import { lessonDone, type Progress } from '../course/progress';
import { PASSING_RATIO } from './pass-mark';

export type Success = 'passed' | 'failed' | 'unknown';

export interface LmsReport {
  done: number;
  total: number;
  complete: boolean;
  /** The best quiz in percent (0–100, two decimals at most), or null before the first quiz. */
  percent: number | null;
  /** The best quiz as a fraction of its questions, or null before the first quiz. */
  scaled: number | null;
  success: Success;
  /** SCORM 1.2's one status: incomplete until every lesson is done, then passed or failed by the quiz, or completed. */
  lessonStatus12: 'incomplete' | 'completed' | 'passed' | 'failed';
}

export function lmsReport(progress: Progress, specs: readonly LessonSpec[], passing = PASSING_RATIO): LmsReport {
  const done = specs.filter((spec) => lessonDone(spec, progress.lessons[spec.id])).length;
  const complete = specs.length > 0 && done === specs.length;
  const best = progress.quizBest;
  const scaled = best ? best.score / best.total : null;
  const percent = scaled === null ? null : Math.round(scaled * 10_000) / 100;
  const success: Success = scaled === null ? 'unknown' : scaled >= passing ? 'passed' : 'failed';
  const lessonStatus12 = !complete ? 'incomplete' : success === 'unknown' ? 'completed' : success;
  return { done, total: specs.length, complete, percent, scaled, success, lessonStatus12 };
}

/** A passing score the LMS handed on (SCORM 2004's scaled_passing_score), if it is a usable one. */
export function passingFrom(value: string): number {
  const n = Number(value);
  return value.trim() !== '' && Number.isFinite(n) && n > 0 && n <= 1 ? n : PASSING_RATIO;
}

/** SCORM 1.2's CMITimespan: HHHH:MM:SS.SS. */
export function timespan12(ms: number): string {
  const centis = Math.max(0, Math.round(ms / 10));
  const hours = Math.min(9999, Math.floor(centis / 360_000));
  const minutes = Math.floor((centis % 360_000) / 6_000);
  const seconds = (centis % 6_000) / 100;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(hours, 4)}:${pad(minutes, 2)}:${seconds.toFixed(2).padStart(5, '0')}`;
}

/** SCORM 2004's timeinterval: an ISO 8601 duration, PT#H#M#S with at most two decimals of a second. */
export function timespan2004(ms: number): string {
  const centis = Math.max(0, Math.round(ms / 10));
  const hours = Math.floor(centis / 360_000);
  const minutes = Math.floor((centis % 360_000) / 6_000);
  const seconds = (centis % 6_000) / 100;
  return `PT${hours}H${minutes}M${Number(seconds.toFixed(2))}S`;
}

/** Japanese or English from an LMS's language preference ("ja", "ja-JP", "en-US" …); null for any other. */
export function languageFrom(preference: string): 'ja' | 'en' | null {
  const tag = preference.trim().toLowerCase();
  if (/^ja(-|$)/.test(tag) || tag === 'jpn') return 'ja';
  if (/^en(-|$)/.test(tag) || tag === 'eng') return 'en';
  return null;
}
