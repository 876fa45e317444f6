// Every lesson, loaded at build time from lessons/<nn>-<slug>/ (lesson.ts, en.md, ja.md), in course order; its id and
// order come from the folder's name (lesson-folder.ts).
import type { LessonSource, Language } from './lesson-check';
import { lessonFolderOf, placeLesson } from './lesson-folder';
import type { LessonSpec } from './lesson-spec';

const specs = import.meta.glob<LessonSpec>('../../lessons/*/lesson.ts', { eager: true, import: 'default' });
const texts = import.meta.glob<string>('../../lessons/*/*.md', { eager: true, query: '?raw', import: 'default' });

export const LESSONS: readonly LessonSource[] = Object.entries(specs)
  .map(([path, spec]) => {
    const folder = lessonFolderOf(path);
    const text = (lang: Language) => texts[`../../lessons/${folder}/${lang}.md`];
    return { folder, spec: placeLesson(folder, spec), texts: { en: text('en'), ja: text('ja') } };
  })
  .sort((a, b) => a.spec.order - b.spec.order);

export function lessonById(id: string): LessonSource | undefined {
  return LESSONS.find((l) => l.spec.id === id);
}
