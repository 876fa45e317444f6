// Every lesson, in both languages, checked against the real engine: presets play, predictions' answers are
// what the engine reads and among the choices, solutions reach their goals, texts and directives are whole.
import { describe, expect, test } from 'vitest';
import { checkLesson } from '../../app/course/lesson-check';
import { LESSONS } from '../../app/course/lesson-loader';
import { Lab } from '../../app/engine/lab';
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
