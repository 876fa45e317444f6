// Saved progress: rebuilt field by field from anything, exported as a code and imported back, and refused —
// with the reason, changing nothing — when a code is malformed, from another version, or huge.
import { expect, test } from 'vitest';
import {
  decodeProgress,
  encodeProgress,
  EMPTY_PROGRESS,
  lessonDone,
  mergeProgress,
  MAX_PROGRESS_CHARS,
  sanitizeProgress,
  type Progress,
} from '../../app/course/progress';
import type { LessonSpec } from '../../app/course/lesson-spec';

const PROGRESS: Progress = {
  lessons: {
    'crash-points': {
      predictions: { 'orders-after-crash': 'held', 'owner-before-commit': 'skipped', other: 'missed' },
      tries: { 'commit-it': 'solved', other: 'shown' },
    },
  },
  quizBest: { score: 5, total: 6 },
};

test('a code round-trips, Japanese-safe', () => {
  const code = encodeProgress(PROGRESS);
  expect(code).toMatch(/^OLP2-[A-Za-z0-9_-]+$/);
  expect(decodeProgress(code)).toEqual({ ok: true, progress: PROGRESS });
  expect(decodeProgress(`  ${code}\n`)).toEqual({ ok: true, progress: PROGRESS });
});

test('a bad code is refused with its reason', () => {
  expect(decodeProgress('')).toEqual({ ok: false, error: 'empty' });
  expect(decodeProgress('x'.repeat(MAX_PROGRESS_CHARS + 1))).toEqual({ ok: false, error: 'too-long' });
  expect(decodeProgress('hello')).toEqual({ ok: false, error: 'format' });
  expect(decodeProgress('OLP2-!!!')).toEqual({ ok: false, error: 'format' });
  expect(decodeProgress('OLP2-bm90IGpzb24')).toEqual({ ok: false, error: 'format' });
  expect(decodeProgress(encodeProgress(PROGRESS).replace('OLP2-', 'OLP3-'))).toEqual({ ok: false, error: 'version' });
  expect(decodeProgress(encodeProgress(PROGRESS).replace('OLP2-', 'OLP1-'))).toEqual({ ok: false, error: 'version' });
  const otherVersion = 'OLP1-' + Buffer.from(JSON.stringify({ v: 9, p: PROGRESS })).toString('base64url');
  expect(decodeProgress(otherVersion)).toEqual({ ok: false, error: 'version' });
});

test('a version 1 code (predictions kept as true or false) still imports, as held and missed', () => {
  const old =
    'OLP1-' +
    Buffer.from(
      JSON.stringify({
        v: 1,
        p: {
          lessons: { 'crash-points': { predictions: { a: true, b: false }, tries: { t: 'solved' } } },
          quizBest: null,
        },
      }),
    ).toString('base64url');
  expect(decodeProgress(old)).toEqual({
    ok: true,
    progress: {
      lessons: { 'crash-points': { predictions: { a: 'held', b: 'missed' }, tries: { t: 'solved' } } },
      quizBest: null,
    },
  });
});

test('anything stored is rebuilt field by field; what does not fit is left out', () => {
  expect(sanitizeProgress(null)).toBeNull();
  expect(sanitizeProgress('progress')).toBeNull();
  expect(sanitizeProgress({})).toEqual(EMPTY_PROGRESS);
  expect(
    sanitizeProgress({
      lessons: {
        'crash-points': { predictions: { a: true, b: 'yes', c: 'skipped' }, tries: { c: 'solved', d: 'hacked' } },
        '<script>': { predictions: {}, tries: {} },
      },
      quizBest: { score: 9, total: 6 },
      extra: 1,
    }),
  ).toEqual({
    lessons: { 'crash-points': { predictions: { a: 'held', c: 'skipped' }, tries: { c: 'solved' } } },
    quizBest: null,
  });
});

test('a lesson is done when every prediction is made and every try solved by the learner, not shown', () => {
  const spec = { predictions: { p: {} }, tries: { t: {} } } as unknown as LessonSpec;
  expect(lessonDone(spec, undefined)).toBe(false);
  expect(lessonDone(spec, { predictions: { p: 'missed' }, tries: { t: 'shown' } })).toBe(false);
  expect(lessonDone(spec, { predictions: {}, tries: { t: 'solved' } })).toBe(false);
  expect(lessonDone(spec, { predictions: { p: 'missed' }, tries: { t: 'solved' } })).toBe(true);
  expect(lessonDone(spec, { predictions: { p: 'skipped' }, tries: { t: 'solved' } })).toBe(true);
});

test("merging the browser's unrecorded copy into the LMS's keeps every answer and the better quiz", () => {
  const lms: Progress = {
    lessons: { a: { predictions: { p: 'missed' }, tries: { t: 'shown' } } },
    quizBest: { score: 1, total: 6 },
  };
  const here: Progress = {
    lessons: {
      a: { predictions: { p: 'held', q: 'skipped' }, tries: { t: 'solved' } },
      b: { predictions: {}, tries: { u: 'shown' } },
    },
    quizBest: { score: 5, total: 6 },
  };
  expect(mergeProgress(lms, here)).toEqual({
    lessons: {
      a: { predictions: { p: 'missed', q: 'skipped' }, tries: { t: 'solved' } },
      b: { predictions: {}, tries: { u: 'shown' } },
    },
    quizBest: { score: 5, total: 6 },
  });
  expect(mergeProgress(here, lms).quizBest).toEqual({ score: 5, total: 6 });
  expect(mergeProgress(EMPTY_PROGRESS, EMPTY_PROGRESS)).toEqual(EMPTY_PROGRESS);
});
