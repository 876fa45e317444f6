// An action's name in words, read from its spec's label: the accessible name of its control, and the words the
// shortcuts dialog and the explorer's lists use for it, so all of them say the same.
import { useTranslation } from '../i18n/use-translation';
import { specOf, type LabAction } from '../../engine/actions/registry';
import type { ProcessRole } from '../../engine/types';
import { processName } from './process-names';

/** The action's accessible name, as DESIGN.md's vocabulary spells it ("Crash relay"). */
export function useActionLabel(numbered: readonly ProcessRole[] = []): (action: LabAction) => string {
  const { t } = useTranslation();
  return (action) => {
    const label = specOf(action)!.label(action);
    return t(label.key, {
      ...(label.process ? { process: processName(t, label.process, numbered, 'processInLabel') } : {}),
      ...(label.count !== undefined ? { count: label.count } : {}),
    });
  };
}
