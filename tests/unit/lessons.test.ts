// Every lesson, in both languages, checked against the real engine: presets play, predictions' answers are
// what the engine reads and among the choices, solutions reach their goals, texts and directives are whole; and
// every concept of the course is taught by a lesson and asked by the quiz.
import { describe, expect, test } from 'vitest';
import { CONCEPTS } from '../../app/course/concepts';
import { checkLesson, courseProblems } from '../../app/course/lesson-check';
import { LESSONS } from '../../app/course/lesson-loader';
import { uncoveredConcepts } from '../../app/course/quiz/quiz-kinds';
import { Lab } from '../../app/engine/replay/lab';
import { loadSql } from '../support/sql-node';

const lab = new Lab(await loadSql(), { slot: 'lessons', worlds: 2 });

test('the course has its lessons, in order, with distinct ids', () => {
  expect(LESSONS.length).toBeGreaterThanOrEqual(1);
  expect(courseProblems(LESSONS.map((l) => l.folder))).toEqual([]);
  expect(new Set(LESSONS.map((l) => l.spec.id)).size).toBe(LESSONS.length);
  expect(LESSONS.map((l) => l.spec.order)).toEqual(LESSONS.map((_, i) => i + 1));
});

/** The lessons' ids in course order, as learners have saved them. A new lesson adds its id at its place here. */
const SAVED_IDS = [
  'two-facts',
  'send-order',
  'outbox-write',
  'crash-points',
  'crash-vs-failure',
  'lost-ack',
  'idempotent-consumer',
  'business-ids',
  'in-the-field',
  'relay-bookkeeping',
  'hybrid',
  'scheduled-events',
  'accumulation',
  'envelope',
  'versions',
  'checked-queries',
  'high-water-mark',
  'two-relays',
  'dead-letters',
  'inbox-memory',
];

test("no lesson's id changes: each is its folder's name after the number", () => {
  expect(
    LESSONS.map((l) => l.spec.id),
    'A lesson id is saved in progress codes, LMS suspend data and links (#/lessons/<id>): renaming a lesson folder ' +
      "(lessons/<nn>-<id>) is a breaking change — a learner's saved progress and every link to it stop finding the " +
      'lesson. Rename one only on purpose, with a migration for the progress already saved under the old id.',
  ).toEqual(SAVED_IDS);
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
