// What the LMS is told: completion from the course's own "done", success from the best quiz at the pass mark,
// SCORM 1.2's single status, both versions' time formats and the learner's language.
import { expect, test } from 'vitest';
import { LESSON_SPECS } from '../../app/course/lesson-presets';
import { EMPTY_PROGRESS } from '../../app/course/progress';
import { languageFrom, timespan12, timespan2004 } from '../../app/lms/cmi-formats';
import { lmsReport, passingFrom } from '../../app/lms/lms-report';
import { PASSING_RATIO } from '../../app/lms/pass-mark';
import { completeProgress } from '../support/complete-progress';

test('nothing done: incomplete, no score, success unknown', () => {
  expect(lmsReport(EMPTY_PROGRESS, LESSON_SPECS)).toEqual({
    done: 0,
    total: LESSON_SPECS.length,
    complete: false,
    percent: null,
    scaled: null,
    success: 'unknown',
    lessonStatus12: 'incomplete',
  });
});

test('every lesson done: complete; SCORM 1.2 says passed, failed or completed by the best quiz', () => {
  const passed = lmsReport(completeProgress({ score: 5, total: 6 }), LESSON_SPECS);
  expect(passed).toMatchObject({ done: LESSON_SPECS.length, complete: true, percent: 83.33, success: 'passed' });
  expect(passed.lessonStatus12).toBe('passed');
  expect(lmsReport(completeProgress({ score: 4, total: 6 }), LESSON_SPECS).lessonStatus12).toBe('failed');
  expect(lmsReport(completeProgress(null), LESSON_SPECS).lessonStatus12).toBe('completed');
});

test('a lesson with one try shown, not solved, is not done, so the course is not complete', () => {
  const progress = completeProgress();
  const withTry = LESSON_SPECS.find((s) => Object.keys(s.tries).length > 0)!;
  const tryId = Object.keys(withTry.tries)[0];
  progress.lessons[withTry.id].tries[tryId] = 'shown';
  const report = lmsReport(progress, LESSON_SPECS);
  expect(report).toMatchObject({ done: LESSON_SPECS.length - 1, complete: false, success: 'passed' });
  expect(report.lessonStatus12).toBe('incomplete');
});

test('the pass mark is inclusive, and an LMS-given passing score replaces it only when usable', () => {
  expect(PASSING_RATIO).toBe(0.8);
  const fourOfFive = { ...EMPTY_PROGRESS, quizBest: { score: 4, total: 5 } };
  expect(lmsReport(fourOfFive, LESSON_SPECS).success).toBe('passed');
  expect(lmsReport(fourOfFive, LESSON_SPECS, 0.9).success).toBe('failed');
  expect(passingFrom('0.9')).toBe(0.9);
  for (const bad of ['', 'abc', '0', '-0.5', '1.5']) expect(passingFrom(bad)).toBe(PASSING_RATIO);
});

test("session time in each version's format", () => {
  expect(timespan12(0)).toBe('0000:00:00.00');
  expect(timespan12(3_723_456)).toBe('0001:02:03.46');
  expect(timespan2004(3_723_456)).toBe('PT1H2M3.46S');
  expect(timespan2004(5_000)).toBe('PT0H0M5S');
});

test("the LMS's language preference: Japanese or English, anything else left to the browser", () => {
  expect(languageFrom('ja')).toBe('ja');
  expect(languageFrom('ja-JP')).toBe('ja');
  expect(languageFrom('en-US')).toBe('en');
  expect(languageFrom('')).toBeNull();
  expect(languageFrom('fr')).toBeNull();
  expect(languageFrom('jab')).toBeNull();
});
