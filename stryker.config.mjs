// `npm run mutate`: Stryker mutates the engine and runs the engine's unit tests (vitest.stryker.config.ts)
// against every mutant. Incremental: results are kept in reports/, so a second run only retests mutants whose
// code or covering tests changed. Not part of `npm test`. On a shared machine: `npm run mutate -- --concurrency 1`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker.config.ts', related: false },
  // The files that decide what a learner sees happen: faults, steps, the scheduler, the world's transactions
  // and messages, the programs, the panes' reads and marks, the verdict, the blockers and the checks. The
  // rest of the engine (links, the lab's replay cache, the causal chains, the action specs' labels and keys,
  // the designs' expectations) is left out: all of it at concurrency 1 takes hours, not minutes.
  mutate: [
    'app/engine/runtime/{faults,step,scheduler,world,network,uncommitted,world-facts,rules}.ts',
    'app/engine/actions/{blockers,apply-action}.ts',
    'app/engine/{snapshot,verdict/verdict}.ts',
    'app/explorer/checks.ts',
    'app/engine/programs/*.ts',
    'app/engine/designs/outbox-work.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  reporters: ['clear-text', 'progress', 'json', 'html'],
  clearTextReporter: { reportTests: false, reportMutants: true, reportScoreTable: true },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  // Build and test output is not copied into the sandbox.
  ignorePatterns: ['dist', 'bench-results', 'test-results', 'playwright-report', 'reports'],
  timeoutMS: 10_000,
  // Module-level constants would need every test rerun per mutant; they are counted as ignored instead.
  ignoreStatic: true,
  thresholds: { high: 90, low: 75, break: null },
};
