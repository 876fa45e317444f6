// The lessons' specs and presets alone — every lesson.ts, without the lesson texts — for a lesson's page, the
// answer key and the instructor's scenario list (loaded on demand). The course home, the LMS and the embedding
// bridge read the course's index instead (lesson-index.ts).
import { lessonFolderOf, placeLesson } from './lesson-folder';
import type { LessonSpec, PlacedLessonSpec, Preset } from './lesson-spec';
import { presetLink } from './preset-run';
import { encodeLink } from '../engine/replay/link-codec';

const specs = import.meta.glob<LessonSpec>('../../lessons/*/lesson.ts', { eager: true, import: 'default' });

/** Every lesson's spec with its id and order (from its folder's name), in course order (no texts). */
export const LESSON_SPECS: readonly PlacedLessonSpec[] = Object.entries(specs)
  .map(([path, spec]) => placeLesson(lessonFolderOf(path), spec))
  .sort((a, b) => a.order - b.order);

export interface LessonPreset {
  lesson: PlacedLessonSpec;
  name: string;
  preset: Preset;
  /** The preset as a #/lab link. */
  link: string;
}

export const LESSON_PRESETS: readonly LessonPreset[] = LESSON_SPECS.flatMap((lesson) =>
  Object.entries(lesson.presets).flatMap(([name, preset]) => {
    const made = presetLink(preset);
    // A preset that does not parse is the lessons test's to report; the list just leaves it out.
    return 'link' in made ? [{ lesson, name, preset, link: encodeLink(made.link) }] : [];
  }),
);
