// The lab's keys: each offered action, Back, Forward, Reset and the two forms. Only the page's own lab (the
// #/lab screen) listens; a lesson's several labs leave the keyboard to the page. A refused key says why in the
// status line, exactly as pressing the disabled control does.
import { useTranslation } from '../i18n/use-translation';
import { toEvent } from '../../engine/actions/registry';
import { snapshotOf } from '../../machine/lab-machine';
import { reasonIn } from '../components/action-button';
import { useAnnounce } from '../components/status-region';
import { useLabActor } from '../lab-context';
import type { Command } from './commands';
import { useShortcutKeys } from './use-shortcut-keys';

const NO_WAY: Record<string, string> = { BACK: 'reason.noHistory', FORWARD: 'reason.noFuture' };

export function LabShortcuts() {
  const actor = useLabActor();
  const announce = useAnnounce();
  const { t } = useTranslation();
  useShortcutKeys(
    (command) => command.target.kind !== 'view',
    (command: Command) => {
      const target = command.target;
      if (target.kind === 'action') {
        const reason = reasonIn(t, snapshotOf(actor.getSnapshot().context), target.action);
        if (reason) announce(t('status.refused', { reason }));
        else actor.send(toEvent(target.action));
      } else if (target.kind === 'history') {
        if (actor.getSnapshot().can({ type: target.event })) actor.send({ type: target.event });
        else announce(t('status.refused', { reason: t(NO_WAY[target.event]) }));
      } else if (target.kind === 'focus') {
        const field = document.querySelector<HTMLElement>(`[data-shortcut-target="${target.field}"]`);
        // The fault form folds away under its summary: open it, or the field cannot take the focus.
        const fold = field?.closest('details');
        if (fold && !fold.open) fold.open = true;
        field?.focus();
      }
    },
  );
  return null;
}
