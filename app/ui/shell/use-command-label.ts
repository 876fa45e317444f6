// A command's name in the learner's language: an action's is its control's accessible name, so the dialog,
// the buttons and the announcements say the same words.
import { useTranslation } from '../i18n/use-translation';
import { useActionLabel } from '../shared/action-label';
import type { Command } from '../shortcuts/commands';

const OTHER_LABEL: Record<string, string> = {
  'history:back': 'controls.back',
  'history:forward': 'controls.forward',
  'history:reset': 'controls.reset',
  'view:help': 'shortcuts.heading',
  'view:presenter': 'presenter.button',
};

export function useCommandLabel(): (command: Command) => string {
  const { t } = useTranslation();
  const actionLabel = useActionLabel();
  return (command) => {
    if (command.target.kind === 'action') return actionLabel(command.target.action);
    if (command.target.kind === 'scenario') return t('scenarios.open', { n: command.target.index + 1 });
    // A form's own texts name where its key goes ("Go to the order form").
    if (command.target.kind === 'focus') return t(`shortcuts.focus.${command.target.field}`);
    return t(OTHER_LABEL[command.id]);
  };
}
