// The SQL console's side of the machine layer: a lab of its own (in the console's worker) that rebuilds a state
// from its log and answers one question of it. Kept apart from the learner's lab, so a question can never
// become an action, and a statement that must be killed takes only this lab with it.
import type { SqlJsStatic } from 'sql.js';
import type { LabAction } from '../engine/actions/registry';
import { consoleQuery, type ConsoleResult, type ConsoleTarget } from '../engine/console-query';
import { Lab } from '../engine/lab';
import type { DesignId, DesignOptions } from '../engine/types';

export interface ConsoleQuestion {
  design: DesignId;
  options: DesignOptions;
  actions: LabAction[];
  target: ConsoleTarget;
  text: string;
}

/** Answers questions; `onQuerying` is told when the state is rebuilt and the statement itself starts. Null: the log is impossible. */
export function createConsoleSession(sql: SqlJsStatic): (question: ConsoleQuestion, onQuerying: () => void) => ConsoleResult | null {
  const lab = new Lab(sql, { slot: 'console' });
  return ({ design, options, actions, target, text }, onQuerying) =>
    lab.inspect(design, actions, options, (world) => {
      onQuerying();
      return consoleQuery(world, target, text);
    });
}
