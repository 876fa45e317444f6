// The course's index, made at build time from each lesson's spec, says what the specs say: the course home, its
// progress and the LMS read it instead of the specs.
import { expect, it } from 'vitest';
import { LESSON_INDEX } from '../../app/course/lesson-index';
import { lessonFolderOf, lessonPlace } from '../../app/course/lesson-folder';
import { LESSON_SPECS } from '../../app/course/lesson-presets';
import { lessonDone } from '../../app/course/progress';

/** Each lesson's folder by its id, as the lessons lie on disk. */
const folders = new Map(
  Object.keys(import.meta.glob('../../lessons/*/lesson.ts')).map((path) => {
    const folder = lessonFolderOf(path);
    return [lessonPlace(folder).id, folder];
  }),
);

it('lists every lesson in course order, with its spec’s id, title, summary, folder, predictions and tries', () => {
  expect(LESSON_INDEX.length).toBe(LESSON_SPECS.length);
  LESSON_SPECS.forEach((spec, i) => {
    const entry = LESSON_INDEX[i];
    expect({ ...entry, predictions: Object.keys(entry.predictions), tries: Object.keys(entry.tries) }).toEqual({
      id: spec.id,
      order: spec.order,
      title: spec.title,
      summary: spec.summary,
      folder: folders.get(spec.id),
      predictions: Object.keys(spec.predictions),
      tries: Object.keys(spec.tries),
    });
  });
});

it('a lesson is done by its index entry exactly when it is done by its spec', () => {
  for (const [i, spec] of LESSON_SPECS.entries()) {
    const predictions = Object.fromEntries(
      Object.keys(spec.predictions).map((id) => [id, { chosen: 0, correct: true }]),
    );
    const allSolved = Object.fromEntries(Object.keys(spec.tries).map((id) => [id, 'solved' as const]));
    for (const progress of [
      undefined,
      { predictions: {}, tries: {} },
      { predictions, tries: allSolved },
      { predictions, tries: {} },
    ])
      expect(lessonDone(LESSON_INDEX[i], progress as never), spec.id).toBe(lessonDone(spec, progress as never));
  }
});
