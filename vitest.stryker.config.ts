// The Vitest setup `npm run mutate` (Stryker) runs: the unit tests that drive the engine, without the ones that test
// only the UI, the lint rules, the translations or the course's content, without the model walk, and without the
// slowest ones (the explorer's full matrices, the 1,000-schedule property runs, the scratch design's model walk, the
// 10,000-action and 300-order sessions). A surviving mutant is tried against every test that reaches it, so each second
// here costs minutes there. Modules are shared between test files (no isolation): sql.js loads once.
import { defineConfig } from 'vitest/config';
import { configFor } from './vite.config';

const base = configFor('test');

export const NOT_ENGINE = [
  'architecture',
  'i18n',
  'translator',
  'text-keys',
  'timeline-layout',
  'stage-model',
  'view-store',
  'progress',
  'fieldwise-storage',
  'quiz',
  'quiz-coverage',
  'quiz-kinds',
  'lessons',
  'lesson-check',
  'hosting-headers',
  'property-seed',
  'derive-ahead',
  'guarded-storage',
  'explorer-run',
  'shortcut-dispatch',
];
export const TOO_SLOW = ['explorer', 'find-bug.property', 'scratch-design', 'long-session', 'query-completeness'];

// Built field by field rather than merged: mergeConfig would append to the base's `include`, not replace it.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/unit/**/*.test.ts'],
    exclude: [...NOT_ENGINE, ...TOO_SLOW].map((name) => `tests/unit/${name}.test.ts`),
    isolate: false,
  },
});
