// Every lesson as it stands on disk, read the way the course's loader places it (folder → id and order), for browser
// specs that visit each lesson: Playwright's Node side cannot use the loader's import.meta.glob.
import { readdirSync, readFileSync } from 'node:fs';
import { placeLesson } from '../../app/course/lesson-folder';
import type { LessonSpec } from '../../app/course/lesson-spec';

const ROOT = new URL('../../lessons/', import.meta.url);

export const LESSON_FOLDERS = readdirSync(ROOT, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

export const LESSON_FILES = await Promise.all(
  LESSON_FOLDERS.map(async (folder) => ({
    folder,
    spec: placeLesson(folder, ((await import(`../../lessons/${folder}/lesson.ts`)) as { default: LessonSpec }).default),
    en: readFileSync(new URL(`${folder}/en.md`, ROOT), 'utf8'),
    ja: readFileSync(new URL(`${folder}/ja.md`, ROOT), 'utf8'),
  })),
);

export type LessonFile = (typeof LESSON_FILES)[number];
