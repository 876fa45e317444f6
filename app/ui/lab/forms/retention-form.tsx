// The operator's two buttons for a growing outbox: the retention job (delete published rows older than a
// window, typed here and held to its limits at the field) and deleting the pending rows — offered, because an
// operator can do it, and labelled for what it does: it makes the number zero by losing the events.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { offeredOf } from '../../../engine/actions/registry';
import { isRetentionWindow, RETENTION_WINDOW } from '../../../engine/runtime/retention';
import { useLabActor, useWorld } from '../lab-context';
import { reasonIn } from '../controls/action-button';
import { CheckedField } from '../../shared/checked-field';
import { ControlButton } from '../controls/control-button';
import { useShortcut } from '../controls/use-shortcut';
import { actionCommandId } from '../../shortcuts/commands';

const [CLEAN, DELETE] = offeredOf('cleanup');

export default function RetentionForm() {
  const { t } = useTranslation();
  const actor = useLabActor();
  const id = useId();
  const [text, setText] = useState(String(CLEAN.window));
  const [invalid, setInvalid] = useState(false);
  const cleanReason = useWorld((s) => reasonIn(t, s, CLEAN));
  const deleteReason = useWorld((s) => reasonIn(t, s, DELETE));
  const keys = { clean: useShortcut(actionCommandId(CLEAN)), delete: useShortcut(actionCommandId(DELETE)) };

  function cleanUp(event?: FormEvent) {
    event?.preventDefault();
    const window = /^\s*[0-9]+\s*$/.test(text) ? Number(text) : NaN;
    const ok = isRetentionWindow(window);
    setInvalid(!ok);
    if (ok && !cleanReason) actor.send({ type: 'CLEANUP', target: 'published', window });
  }

  return (
    <form className="retention" onSubmit={cleanUp} noValidate aria-label={t('ops.retention')}>
      <CheckedField
        id={`${id}-window`}
        label={t('ops.window')}
        value={text}
        onChange={setText}
        error={invalid ? t('ops.windowProblem', { min: RETENTION_WINDOW.min, max: RETENTION_WINDOW.max }) : undefined}
      />
      <ControlButton label={t('ops.cleanUp')} reason={cleanReason} shortcut={keys.clean} onPress={() => cleanUp()} />
      <ControlButton
        className="danger"
        label={t('ops.deletePending')}
        reason={deleteReason}
        shortcut={keys.delete}
        onPress={() => actor.send({ type: 'CLEANUP', target: 'pending' })}
      />
    </form>
  );
}
