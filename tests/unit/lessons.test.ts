// Every lesson, in both languages, checked against the real engine: presets play, predictions' answers are
// what the engine reads and among the choices, solutions reach their goals, texts and directives are whole; and
// every concept of the course is taught by a lesson and asked by the quiz.
import { describe, expect, test } from 'vitest';
import { CONCEPTS } from '../../app/course/concepts';
import { checkLesson } from '../../app/course/lesson-check';
import { LESSONS } from '../../app/course/lesson-loader';
import { uncoveredConcepts } from '../../app/course/quiz/quiz-kinds';
import { Lab } from '../../app/engine/replay/lab';
import { loadSql } from '../support/sql-node';

const lab = new Lab(await loadSql(), { slot: 'lessons', worlds: 2 });

test('the course has its lessons, in order, with distinct ids', () => {
  expect(LESSONS.length).toBeGreaterThanOrEqual(1);
  expect(new Set(LESSONS.map((l) => l.spec.id)).size).toBe(LESSONS.length);
  expect(LESSONS.map((l) => l.spec.order)).toEqual(LESSONS.map((_, i) => i + 1));
});

describe.each(LESSONS.map((l) => [l.folder, l] as const))('%s', (_, lesson) => {
  test('is whole and every statement in it holds on the engine', () => {
    expect(checkLesson(lesson, lab)).toEqual([]);
  });
});

test('every concept the course teaches is taught by a lesson and asked by some kind of quiz question', () => {
  const taught = new Set(LESSONS.flatMap((l) => l.spec.concepts));
  expect(CONCEPTS.filter((c) => !taught.has(c))).toEqual([]);
  expect(uncoveredConcepts()).toEqual([]);
});
