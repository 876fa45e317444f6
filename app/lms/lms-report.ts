// What the course tells an LMS, computed from the learner's progress: how many lessons are done (the course's own
// "done", as the progress panel counts it), the best quiz as a score, and the statuses each SCORM version wants.
import type { LessonIndexEntry } from '../course/lesson-index';
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

/**
 * What the LMS already holds: a status is never taken back. A learner who starts a lesson again, resets or imports
 * progress keeps the completion and the pass the gradebook has recorded.
 */
export interface ReportFloor {
  complete: boolean;
  passed: boolean;
}

export const NO_FLOOR: ReportFloor = { complete: false, passed: false };

export function lmsReport(
  progress: Progress,
  specs: readonly Pick<LessonIndexEntry, 'id' | 'predictions' | 'tries'>[],
  passing = PASSING_RATIO,
  floor: ReportFloor = NO_FLOOR,
): LmsReport {
  const done = specs.filter((spec) => lessonDone(spec, progress.lessons[spec.id])).length;
  const complete = floor.complete || (specs.length > 0 && done === specs.length);
  const best = progress.quizBest;
  const scaled = best ? best.score / best.total : null;
  const percent = scaled === null ? null : Math.round(scaled * 10_000) / 100;
  const success: Success =
    floor.passed || (scaled !== null && scaled >= passing) ? 'passed' : scaled === null ? 'unknown' : 'failed';
  const lessonStatus12 = !complete ? 'incomplete' : success === 'unknown' ? 'completed' : success;
  return { done, total: specs.length, complete, percent, scaled, success, lessonStatus12 };
}

/**
 * The pass mark the LMS handed on, if it is a usable one: SCORM 2004's scaled_passing_score is a fraction, SCORM
 * 1.2's mastery_score a percentage (`outOf` 100).
 */
export function passingFrom(value: string, outOf = 1): number {
  const n = Number(value) / outOf;
  return value.trim() !== '' && Number.isFinite(n) && n > 0 && n <= 1 ? n : PASSING_RATIO;
}
