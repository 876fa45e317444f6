// @ui-public: what a control key and an action group are: the controls' placement
// What one learner action is, as data: its shape, whether it can happen now (and why not), what it does,
// its link token, its label, its default key, and the forms a random schedule draws it in. The blocker
// table, replay, links, the machine's events and guards, the fault search, the controls and the shortcuts
// all read these specs; a new action is one spec in actions/registry.ts plus its texts.
import type { Design } from '../designs/design';
import type { Blocker, WorldFacts } from '../runtime/world-facts';
import { instanceNo, PROCESSES, roleOf, type ProcessId } from '../types';
import type { World } from '../runtime/world';

/**
 * Where a control sits: with the order form, the run, a process, the network, a warehouse outage, the operator's panel,
 * or the fault-arming form.
 */
export type ActionGroup = 'order' | 'run' | 'process' | 'network' | 'outage' | 'ops' | 'arm';

/**
 * The control that renders an action, named by a key (the engine imports no React): a button per offered action, or
 * the form that composes one, which is the file ui/lab/forms/<key>.tsx (found by its name; a test fails for a key with
 * no such file). A form named after its group (`order-form`, `arm-form`) is the group's own: its action's key goes to
 * the form (its first field) rather than acting.
 */
export type ControlKey = 'button' | string;

/** An i18n key below `controls.` (or a form's key), with the process it names, if any. */
export interface ActionLabel {
  key: string;
  process?: ProcessId;
  /** A number the label says (days waited), which also picks its plural form. */
  count?: number;
}

/** The blocker table of one world state: one entry per offered action (by link token), plus program lengths. */
export interface ActionBlockers {
  actions: Readonly<Record<string, Blocker | null>>;
  /** Program length per process: a fault can be armed before lines 1..n. */
  lines: Readonly<Record<ProcessId, number>>;
  /** The log is at its limit: every action is refused with `logFull`, whatever its own entry says. */
  full?: boolean;
}

export interface ActionSpec<A extends { type: string }, E extends string = string> {
  readonly type: A['type'];
  /** The machine event that carries the action (its fields, with this type). */
  readonly event: E;
  readonly group: ActionGroup;
  /** The control that renders it, placed with its group. */
  readonly control: ControlKey;
  /** A fault: it breaks something (the model walk and the fault search count these). */
  readonly fault: boolean;
  /** The fault search may strike with it at the very start, the only way into an error path. */
  readonly prerequisite: boolean;
  /**
   * The concrete actions the lab offers, one control (and one blocker-table entry) each. For an action whose
   * fields come from a form (submit, arm) it is one example, used for its label, key and table entry.
   */
  readonly offered: readonly A[];
  /** Refuses anything not shaped like a possible action: actions can come from a link or a careless caller. */
  shape(action: A): Blocker | null;
  /** Why it cannot happen in this world now, or null. Only called on a well-shaped action. */
  blocker(world: World, action: A, facts: WorldFacts): Blocker | null;
  apply(world: World, action: A, facts: WorldFacts): void;
  /**
   * Every statement `apply` hands SQLite itself in `design` (a program's lines declare their own), exactly as it
   * passes it: "Check queries" prepares them, and a test fails for a statement a run executes that no owner
   * declares. Absent: the action runs no SQL of its own.
   */
  statements?(design: Design): readonly string[];
  /** Looks a well-shaped action up in a blocker table; by default, the entry under its token. */
  lookup?(table: ActionBlockers, action: A): Blocker | null;
  /**
   * The token whose table entry answers for this action, when that is not its own: an action whose possibility
   * does not depend on its number (a window, a rate, a length) reads the offered one's entry.
   */
  lookupToken?(action: A): string;
  /** The action's token in a link (`s:r`); `decode` is an allowlist: anything else is null. */
  encode(action: A): string;
  decode(token: string): A | null;
  label(action: A): ActionLabel;
  /** Default keyboard shortcut, in `Shift+Alt+x` form; no two offered actions share one. */
  key(action: A): string;
  /** What a random schedule draws, with integer weights (the fault search). */
  readonly search: readonly { weight: number; actions: readonly A[] }[];
}

/** Types a spec where it is written, so its action type and event name are inferred by the registry. */
export function defineAction<A extends { type: string }, E extends string>(spec: ActionSpec<A, E>): ActionSpec<A, E> {
  return spec;
}

/**
 * The process codes links use: the role's letter, and a further instance's number after it (`r2`). Short, fixed,
 * and part of every shared link, so never renamed.
 */
export const PROCESS_CODE: Readonly<Record<ProcessId, string>> = Object.fromEntries(
  PROCESSES.map((id) => [id, `${roleOf(id)[0]}${instanceNo(id) > 1 ? instanceNo(id) : ''}`]),
) as Record<ProcessId, string>;
export const CODE_PROCESS: Readonly<Record<string, ProcessId>> = Object.fromEntries(
  PROCESSES.map((id) => [PROCESS_CODE[id], id]),
);
/** A process code inside a token's pattern (one capture group). */
export const PROCESS_CODE_PATTERN = `(${PROCESSES.map((id) => PROCESS_CODE[id]).join('|')})`;
