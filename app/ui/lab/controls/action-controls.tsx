// The components that render the actions' controls, by the key each spec names (the engine imports no React). A
// form is one file, ui/lab/forms/<key>.tsx, whose default export is the form; they are found here by their names, so
// a new action's form is its file and nothing else. A form is placed with its group by FormsOf, in the registry's
// order; buttons are laid out by their group's own row. A spec whose key has no file, and a file no spec names, fail a
// test.
import type { ComponentType } from 'react';
import type { ActionGroup, ControlKey } from '../../../engine/actions/action-spec';
import { ACTION_SPECS } from '../../../engine/actions/registry';

const FILES = import.meta.glob<{ default: ComponentType }>('../forms/*.tsx', { eager: true });

/** Each form by its control key: the name of its file. */
export const FORMS: Readonly<Record<string, ComponentType>> = Object.fromEntries(
  Object.entries(FILES).map(([file, form]) => [/([^/]+)\.tsx$/.exec(file)![1], form.default]),
);

/**
 * The forms of a group's actions, each once, in the order the registry lists the actions; `except` leaves out the
 * ones their group places apart (the dead letters sit with the figures, not in the folded tools).
 */
export function FormsOf({ group, except = [] }: { group: ActionGroup; except?: readonly ControlKey[] }) {
  const keys = [
    ...new Set(
      ACTION_SPECS.filter((s) => s.group === group && s.control !== 'button' && !except.includes(s.control)).map(
        (s) => s.control,
      ),
    ),
  ];
  return (
    <>
      {keys.map((key) => {
        const Form = FORMS[key];
        return <Form key={key} />;
      })}
    </>
  );
}
