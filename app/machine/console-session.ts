// The SQL console's side of the machine layer: a lab of its own (in the console's worker) that rebuilds a state
// from its log and answers one question of it. Kept apart from the learner's lab, so a question can never
// become an action, and a statement that must be killed takes only this lab with it.
import type { SqlJsStatic } from 'sql.js';
import type { LabAction } from '../engine/actions/registry';
import { consoleQuery, type ConsoleResult, type ConsoleTarget } from '../engine/console/console-query';
import { Lab } from '../engine/replay/lab';
import { checkQueries, type QueryCheck } from '../engine/console/query-check';
import type { DesignId, DesignOptions } from '../engine/types';

/** The state a question is asked of. */
export interface ConsoleState {
  design: DesignId;
  options: DesignOptions;
  actions: LabAction[];
}

/** One statement typed in the console, on one connection. */
export interface ConsoleQuestion extends ConsoleState {
  kind?: 'query';
  target: ConsoleTarget;
  text: string;
}

/** "Check queries": prepare every statement the design runs, against the state's schema. */
export interface CheckQuestion extends ConsoleState {
  kind: 'check';
}

/**
 * Answers questions; `onQuerying` is told when the state is rebuilt and the statement itself starts. Null: the log is
 * impossible.
 */
export function createConsoleSession(
  sql: SqlJsStatic,
): (question: ConsoleQuestion | CheckQuestion, onQuerying: () => void) => ConsoleResult | QueryCheck | null {
  const lab = new Lab(sql, { slot: 'console' });
  return (question, onQuerying) =>
    lab.inspect(question.design, question.actions, question.options, (world) => {
      onQuerying();
      return question.kind === 'check' ? checkQueries(world) : consoleQuery(world, question.target, question.text);
    });
}
