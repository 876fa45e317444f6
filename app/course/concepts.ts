// The concepts DESIGN.md's "Concepts the course teaches" numbers, as the course knows them. Lessons name the ones
// they teach, and every one of them must be asked by some kind of quiz question (tests/unit/quiz-coverage.test.ts):
// the list grows with the course, and every check follows it.
export const CONCEPTS: readonly number[] = Array.from({ length: 34 }, (_, i) => i + 1);

export function isConcept(value: unknown): value is number {
  return typeof value === 'number' && CONCEPTS.includes(value);
}
