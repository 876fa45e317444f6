// The course's index: each lesson's id, order, title, summary, folder and the names of its predictions and tries,
// made at build time from its spec (lesson-index-plugin.ts). The course home, its progress and the LMS read this,
// not the specs, which load with a lesson's page.
import type { PlacedLessonSpec } from './lesson-spec';

export interface LessonIndexEntry extends Pick<PlacedLessonSpec, 'id' | 'order' | 'title' | 'summary'> {
  /** The lesson's folder under lessons/, where its texts are. */
  folder: string;
  /** Names only: a lesson is done when each has its answer (progress.ts). */
  predictions: Readonly<Record<string, unknown>>;
  tries: Readonly<Record<string, unknown>>;
}

const entries = import.meta.glob<LessonIndexEntry>('../../lessons/*/lesson.ts', {
  eager: true,
  import: 'default',
  query: '?index',
});

/** Every lesson, in course order. */
export const LESSON_INDEX: readonly LessonIndexEntry[] = Object.values(entries).sort((a, b) => a.order - b.order);
