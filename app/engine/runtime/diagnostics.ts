// @ui-public: the page's window.outboxLab.executedSql()
// Every distinct SQL text the engine has run. All of it is the lab's own: data only ever travels as bound
// parameters. Kept so a test (or a curious instructor) can check that nothing from outside became SQL.
const executed = new Set<string>();

export function recordSql(sql: string): void {
  executed.add(sql);
}

export function executedSql(): string[] {
  return [...executed];
}

/**
 * Forgets what has run, so a test can read only what its own runs executed: test files that share modules (the
 * mutation run's Vitest, with isolation off) would otherwise hand it other files' statements, a scratch design's
 * or a console's among them.
 */
export function forgetExecutedSql(): void {
  executed.clear();
}
