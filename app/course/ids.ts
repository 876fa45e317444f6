// One shape for every id the course names in an address or in saved progress: lessons, predictions, tries.
export const COURSE_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

export function isCourseId(value: unknown): value is string {
  return typeof value === 'string' && COURSE_ID.test(value);
}
