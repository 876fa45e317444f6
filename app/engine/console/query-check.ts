// @ui-public: "Check queries": its question and answer shapes
// "Check queries": seed 002's `cargo sqlx prepare`, in the page. Every statement the current design runs — each
// program line's SQL down every path (ProgramLine.sql), its idle loop's, the SQL the operator's actions run
// themselves (ActionSpec.statements), and the reads of the panes, Operations and the verdict — is prepared against
// the lab's real schema on a real connection, and never run: SQLite compiles it or refuses it in its own words
// ("no such column: scheduled_for"). Nothing is written and nothing enters the log. Each owner declares its own
// statements, so this file keeps no list of anyone's SQL.
import { ACTION_SPECS, type LabAction } from '../actions/registry';
import type { Design } from '../designs/design';
import { paneSql } from '../snapshot';
import { DESIGN_TABLES, EVIDENCE } from '../verdict/verdict';
import { ROLES, type DesignOptions, type ProcessId } from '../types';
import type { World } from '../runtime/world';

/**
 * Who runs a statement: a program's line (1-based, as the program pane numbers it), its loop while it waits, one of
 * the lab's reads, or an action that runs SQL of its own.
 */
export type StatementSource =
  | { kind: 'line'; process: ProcessId; line: number }
  | { kind: 'idle'; process: ProcessId }
  | { kind: 'read'; read: 'panes' | 'ops' | 'verdict' }
  | { kind: 'action'; action: LabAction['type'] };

export interface DesignStatement {
  sql: string;
  /** Every place that runs this exact text (a statement shared by two lines is checked once). */
  sources: StatementSource[];
}

export interface RefusedStatement extends DesignStatement {
  /** SQLite's own message. */
  problem: string;
}

export interface QueryCheck {
  /** How many distinct statements were prepared. */
  total: number;
  refused: RefusedStatement[];
}

/**
 * Every distinct statement `design` runs under `options`: its programs' lines first, in process and line order (each
 * program's idle loop after its lines), then the lab's reads, then the SQL of the actions that run their own.
 */
export function designStatements(design: Design, options: DesignOptions): DesignStatement[] {
  const found = new Map<string, StatementSource[]>();
  const add = (sql: string, source: StatementSource) => {
    const sources = found.get(sql);
    if (sources) sources.push(source);
    else found.set(sql, [source]);
  };
  const programs = design.programs(options);
  // One program per role: its instances run the same lines, so each statement is named once, by its role.
  for (const process of ROLES) {
    programs[process].lines.forEach((line, index) => {
      for (const sql of line.sql ?? []) add(sql, { kind: 'line', process, line: index + 1 });
    });
    for (const sql of programs[process].idle?.sql ?? []) add(sql, { kind: 'idle', process });
  }
  for (const table of design.tables.filter((t) => t.pane))
    for (const sql of paneSql(table.name)) add(sql, { kind: 'read', read: 'panes' });
  if (design.ops) add(design.ops.sql, { kind: 'read', read: 'ops' });
  if (design.ops?.deadLetters) add(design.ops.deadLetters, { kind: 'read', read: 'ops' });
  add(design.evidence?.sql ?? EVIDENCE, { kind: 'read', read: 'verdict' });
  add(DESIGN_TABLES, { kind: 'read', read: 'verdict' });
  for (const spec of ACTION_SPECS)
    for (const sql of spec.statements?.(design) ?? []) add(sql, { kind: 'action', action: spec.type });
  return [...found].map(([sql, sources]) => ({ sql, sources }));
}

/**
 * Prepares every statement of the world's design on its auditor connection (both files attached, as they are
 * now) and frees it unrun: the check changes nothing, whatever state the run is in.
 */
export function checkQueries(world: World): QueryCheck {
  const statements = designStatements(world.design, world.options);
  const refused: RefusedStatement[] = [];
  for (const statement of statements) {
    const problem = world.files.auditor.problemIn(statement.sql);
    if (problem !== null) refused.push({ ...statement, problem });
  }
  return { total: statements.length, refused };
}
