// Every keyboard command, as data read from the action specs: one per offered action (its spec's default key),
// the history moves the control bar offers, the two forms, and the page's own views. The shortcut handler, the
// "Keyboard shortcuts" dialog, the remapping checks and the tests all read this one list.
import { offeredActions, encodeAction, type LabAction } from '../../engine/actions/registry';
import { canonicalKey } from './key-name';

export type HistoryEvent = 'BACK' | 'FORWARD' | 'RESET';
/** A form's field a key puts the focus in: the form's group (`order`, `arm`), marked data-shortcut-target. */
export type FormField = string;
export type PageView = 'help' | 'presenter';

export type CommandTarget =
  | { kind: 'action'; action: LabAction }
  | { kind: 'history'; event: HistoryEvent }
  | { kind: 'focus'; field: FormField }
  | { kind: 'view'; view: PageView }
  /** The n-th (0-based) of the instructor's scenarios: their own first, then the lessons' presets. */
  | { kind: 'scenario'; index: number };

export interface Command {
  /** Stable: saved remappings are keyed by it. An action's id is its link token, which never changes. */
  id: string;
  defaultKey: string;
  target: CommandTarget;
  /** The dialog's section. */
  group: 'run' | 'process' | 'network' | 'history' | 'forms' | 'view' | 'scenarios';
}

/** The id of the command that presses the control of `action`. */
export function actionCommandId(action: LabAction): string {
  return `action:${encodeAction(action)}`;
}

/**
 * The field an action's key goes to, if any: an action whose control is its group's own form (`<group>-form`: the order
 * form for submit, the arm form for arm) is filled in by it, so its key puts the focus in the form's first field
 * (`form:<group>`), never straight to the lab. Any other form's key presses its control as a button's does.
 */
export function formFieldOf(spec: { group: string; control: string }): FormField | null {
  return spec.control === `${spec.group}-form` ? spec.group : null;
}

const actionCommands: Command[] = offeredActions().map(({ spec, action }) => {
  const field = formFieldOf(spec);
  if (field)
    return {
      id: `form:${field}`,
      defaultKey: canonicalKey(spec.key(action)),
      target: { kind: 'focus', field },
      group: 'forms',
    };
  const group =
    spec.group === 'network' || spec.group === 'outage' || spec.group === 'ops'
      ? 'network'
      : 'process' in action && action.process
        ? 'process'
        : 'run';
  return {
    id: actionCommandId(action),
    defaultKey: canonicalKey(spec.key(action)),
    target: { kind: 'action', action },
    group,
  };
});

/** Back and Forward as a video player steps frames (",", "."); Reset, which cannot be undone, needs Shift. */
const historyCommands: Command[] = [
  { id: 'history:back', defaultKey: ',', target: { kind: 'history', event: 'BACK' }, group: 'history' },
  { id: 'history:forward', defaultKey: '.', target: { kind: 'history', event: 'FORWARD' }, group: 'history' },
  { id: 'history:reset', defaultKey: 'Shift+X', target: { kind: 'history', event: 'RESET' }, group: 'history' },
];

const viewCommands: Command[] = [
  { id: 'view:help', defaultKey: '?', target: { kind: 'view', view: 'help' }, group: 'view' },
  { id: 'view:presenter', defaultKey: 'p', target: { kind: 'view', view: 'presenter' }, group: 'view' },
];

/** Keys 1–9 open the first nine scenarios, as a slide deck's numbers would. */
const scenarioCommands: Command[] = Array.from({ length: 9 }, (_, i) => ({
  id: `scenario:${i + 1}`,
  defaultKey: String(i + 1),
  target: { kind: 'scenario', index: i },
  group: 'scenarios',
}));

export const COMMANDS: readonly Command[] = [
  ...actionCommands,
  ...historyCommands,
  ...viewCommands,
  ...scenarioCommands,
];

export const COMMAND_GROUPS = ['run', 'process', 'network', 'history', 'forms', 'view', 'scenarios'] as const;

const byId = new Map(COMMANDS.map((c) => [c.id, c]));
export function commandById(id: string): Command | undefined {
  return byId.get(id);
}

/** Each command's key: the learner's remapping where there is one, else the default. */
export function effectiveKeys(remapped: Readonly<Record<string, string>>): Map<string, string> {
  return new Map(COMMANDS.map((c) => [c.id, remapped[c.id] ?? c.defaultKey]));
}

/** The command a key runs, if any. */
export function commandForKey(key: string, remapped: Readonly<Record<string, string>>): Command | undefined {
  for (const [id, k] of effectiveKeys(remapped)) if (k === key) return byId.get(id);
  return undefined;
}

/** The other command that already has `key`, if remapping `id` to it would collide. */
export function collision(id: string, key: string, remapped: Readonly<Record<string, string>>): Command | undefined {
  for (const [other, k] of effectiveKeys(remapped)) if (other !== id && k === key) return byId.get(other);
  return undefined;
}
