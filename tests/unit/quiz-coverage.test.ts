// Every concept the course teaches (app/course/concepts.ts) is asked by at least one kind of quiz question, the kinds
// say which, and only the three kinds about what lies outside any run carry answers the course wrote: the rest are
// computed. The table is printed, concept by concept, so a reader sees where each one is asked.
import { expect, test } from 'vitest';
import { CONCEPTS } from '../../app/course/concepts';
import { questionPool } from '../../app/course/quiz/question-pool';
import { conceptCoverage, QUIZ_KIND_SPECS, QUIZ_KINDS, uncoveredConcepts } from '../../app/course/quiz/quiz-kinds';
import { Lab } from '../../app/engine/replay/lab';
import { loadSql } from '../support/sql-node';

const lab = new Lab(await loadSql(), { slot: 'quiz-coverage', worlds: 4 });

test('every concept the course teaches (1–34) is asked by at least one kind of question', () => {
  expect(CONCEPTS).toEqual(Array.from({ length: 34 }, (_, i) => i + 1));
  const table = conceptCoverage();
  console.log(
    [...table].map(([concept, kinds]) => `${String(concept).padStart(2)} → ${kinds.join(', ') || '(none)'}`).join('\n'),
  );
  for (const [concept, kinds] of table) expect(kinds, `concept ${concept} is asked by no kind`).not.toEqual([]);
  expect(uncoveredConcepts()).toEqual([]);
});

test('a kind table that leaves a concept out is caught, and so is a concept the course adds later', () => {
  const withoutDrift = QUIZ_KIND_SPECS.filter((k) => k.id !== 'drift');
  expect(uncoveredConcepts(withoutDrift)).toEqual([29]);
  expect(uncoveredConcepts(QUIZ_KIND_SPECS, [...CONCEPTS, 35])).toEqual([35]);
});

test('every kind names concepts the course has, and has a distinct id', () => {
  expect(new Set(QUIZ_KINDS).size).toBe(QUIZ_KINDS.length);
  for (const kind of QUIZ_KIND_SPECS) {
    expect(kind.concepts.length, kind.id).toBeGreaterThan(0);
    for (const c of kind.concepts) expect(CONCEPTS, kind.id).toContain(c);
  }
});

test('only the kinds about what no run can show carry authored answers; every other question is computed', () => {
  const authored = QUIZ_KIND_SPECS.filter((k) => k.authored).map((k) => k.id);
  expect(authored.sort()).toEqual(['lab-limits', 'side-effects', 'two-systems']);
  // What they ask: one transaction cannot bind two systems (1), side effects outside the lab (28), what the lab is not
  // (30).
  expect(
    [...new Set(QUIZ_KIND_SPECS.filter((k) => k.authored).flatMap((k) => k.concepts))].sort((a, b) => a - b),
  ).toEqual([1, 28, 30]);
  const pool = questionPool(lab);
  for (const kind of QUIZ_KIND_SPECS) {
    for (const draft of pool.get(kind.id)!) {
      // A question is answered one way: by its run, or by a function that computes it (or, marked, states it).
      expect(Boolean(draft.run) !== Boolean(draft.solve), draft.id).toBe(true);
      expect(draft.id.startsWith(`${kind.id}:`), draft.id).toBe(true);
      expect(draft.kind, draft.id).toBe(kind.id);
    }
  }
  // Computed kinds with no run say what computes them: the tree, the rules, the envelope writer, SQLite, several runs.
  const solvedByFunction = QUIZ_KIND_SPECS.filter((k) => !k.authored && pool.get(k.id)!.some((d) => d.solve)).map(
    (k) => k.id,
  );
  expect(solvedByFunction.sort()).toEqual(['decision', 'drift', 'envelope', 'plan', 'prevent', 'rules']);
});
