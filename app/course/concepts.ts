// The concepts DESIGN.md's "Concepts the course teaches" numbers, as the course knows them. Lessons name the ones
// they teach, and every one of them must be asked by some kind of quiz question (tests/unit/quiz-coverage.test.ts):
// when the course grows to 31–34, this list grows, and every check follows it.
export const CONCEPTS: readonly number[] = Array.from({ length: 30 }, (_, i) => i + 1);

export function isConcept(value: unknown): value is number {
  return typeof value === 'number' && CONCEPTS.includes(value);
}
