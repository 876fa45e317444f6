// Where the course home points a learner: a newcomer to the first lesson, a returning learner to the lesson
// they are in the middle of (or the next one they have not finished), and someone who has finished them all
// to the quiz. Decided from saved progress alone, so it is the same on every visit until the learner acts.
import type { LessonIndexEntry } from './lesson-index';

/** What deciding needs of a lesson: a spec, or the index's entry for it. */
type Lesson = Pick<LessonIndexEntry, 'id' | 'predictions' | 'tries'>;
import { lessonDone, type LessonProgress } from './progress';

export type NextStep<L extends Lesson = LessonIndexEntry> =
  { kind: 'start'; spec: L } | { kind: 'continue'; spec: L } | { kind: 'quiz' };

/** The learner has answered or tried something in the lesson (a visit alone leaves no trace). */
export function lessonStarted(progress: LessonProgress | undefined): boolean {
  return !!progress && (Object.keys(progress.predictions).length > 0 || Object.keys(progress.tries).length > 0);
}

/** `specs` in course order. */
export function nextStep<L extends Lesson>(
  specs: readonly L[],
  lessons: Readonly<Record<string, LessonProgress>>,
): NextStep<L> {
  const done = (spec: L) => lessonDone(spec, lessons[spec.id]);
  // The furthest lesson touched is where the learner left off: one they skipped earlier is not where they are.
  const last = specs.findLastIndex((spec) => lessonStarted(lessons[spec.id]));
  if (last < 0) return specs.length > 0 ? { kind: 'start', spec: specs[0] } : { kind: 'quiz' };
  const next = specs.slice(last).find((spec) => !done(spec)) ?? specs.find((spec) => !done(spec));
  return next ? { kind: 'continue', spec: next } : { kind: 'quiz' };
}
