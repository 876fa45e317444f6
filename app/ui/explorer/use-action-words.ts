// An action in words, for a list a learner reads ("Submit order snack-7 × 7", "Step relay", "Arm fault: Crash
// relay before line 4"): the name its control carries (from its spec's label), plus what a form filled in.
import { useTranslation } from '../i18n/use-translation';
import type { LabAction } from '../../engine/actions/registry';
import { useActionLabel } from '../shared/action-label';

export function useActionWords(): (action: LabAction) => string {
  const { t } = useTranslation();
  const label = useActionLabel();
  return (action) => {
    if (action.type === 'submit')
      return t('explorer.action.submit', { label: label(action), order: action.orderId, quantity: action.quantity });
    if (action.type === 'arm') {
      const { kind, process, line } = action.fault;
      const fault = t('controls.armedFault', { kind: t(`arm.${kind}`), process: t(`processInLabel.${process}`), line });
      return t('explorer.action.arm', { label: label(action), fault });
    }
    return label(action);
  };
}
