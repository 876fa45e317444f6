// One offered action as a control: its name, whether it can act now (from the state's blocker table) and
// why not, all read from its spec.
import { useTranslation } from 'react-i18next';
import { blockerIn, specOf, toEvent, type LabAction } from '../../engine/actions/registry';
import { useLabActor, useWorld } from '../lab-context';
import { ControlButton } from './control-button';

/** The action's accessible name, as DESIGN.md's vocabulary spells it ("Crash relay"). */
export function useActionLabel(): (action: LabAction) => string {
  const { t } = useTranslation();
  return (action) => {
    const label = specOf(action)!.label(action);
    return t(label.key, label.process ? { process: t(`processInLabel.${label.process}`) } : {});
  };
}

export function ActionButton({ action, className }: { action: LabAction; className?: string }) {
  const actor = useLabActor();
  const { t } = useTranslation();
  const label = useActionLabel();
  const blocker = useWorld((s) => blockerIn(s.blockers, action));
  return <ControlButton className={className} label={label(action)} reason={blocker ? t(`reason.${blocker}`) : null} onPress={() => actor.send(toEvent(action))} />;
}
