// A lesson's id and its place in the course come from its folder's name, `lessons/<nn>-<slug>/`: the number is its
// order, the slug its id; lesson.ts says neither. The id is saved in progress codes, LMS suspend data and links, so
// renaming a lesson's folder is a breaking change (tests/unit/lessons.test.ts freezes the ids in order).
// Node reads this file too, when the build makes the course's index (lesson-index-plugin.ts): no imports.

/** Two digits, a hyphen, then the id in lower-case letters, digits and hyphens: `04-crash-points`. */
export const LESSON_FOLDER = /^(\d{2})-([a-z0-9-]+)$/;

/** Where a lesson stands in the course: its id (`#/lessons/<id>`) and its position, 1-based. */
export interface LessonPlace {
  id: string;
  order: number;
}

/** The id and order a folder's name gives; a name that is not `<nn>-<slug>` gives no order (the check rejects it). */
export function lessonPlace(folder: string): LessonPlace {
  const match = LESSON_FOLDER.exec(folder);
  return match ? { id: match[2], order: Number(match[1]) } : { id: folder, order: Number.NaN };
}

/** A lesson's spec with the id and order its folder's name gives. */
export function placeLesson<S extends object>(folder: string, spec: S): S & LessonPlace {
  return { ...spec, ...lessonPlace(folder) };
}

/** The folder of a lesson file's path: `../../lessons/04-crash-points/lesson.ts` → `04-crash-points`. */
export function lessonFolderOf(path: string): string {
  return path.split('/').at(-2)!;
}
