// The components that render the actions' controls, by the key each spec names (the engine imports no React). A
// form is placed with its group by FormsOf, in the registry's order; buttons are laid out by their group's own row.
// A spec whose key has no component here fails a test.
import type { ComponentType } from 'react';
import type { ActionGroup, ControlKey } from '../../../engine/actions/action-spec';
import { ACTION_SPECS } from '../../../engine/actions/registry';
import { AmendForm } from '../forms/amend-form';
import { ArmFaultForm } from '../forms/arm-form';
import { DeadLetters } from '../forms/dead-letters';
import { LoadForm } from '../forms/load-form';
import { OrderForm } from '../forms/order-form';
import { RetentionForm } from '../forms/retention-form';

export const FORMS: Readonly<Record<Exclude<ControlKey, 'button'>, ComponentType>> = {
  'order-form': OrderForm,
  'amend-form': AmendForm,
  'arm-form': ArmFaultForm,
  'retention-form': RetentionForm,
  'load-form': LoadForm,
  'dead-letters': DeadLetters,
};

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
  ] as Exclude<ControlKey, 'button'>[];
  return (
    <>
      {keys.map((key) => {
        const Form = FORMS[key];
        return <Form key={key} />;
      })}
    </>
  );
}
