// "Keyboard shortcuts": every command with its key, grouped as the controls are — of the lab's commands, those the
// lab the learner is working in has (its design's actions, the forms it shows), so no key is listed that would do
// nothing there. Single-key shortcuts can be switched off, and any key changed by pressing the new one (WCAG
// 2.1.4); a key another command already has is refused with that command's name, and nothing changes.
import './shortcuts-dialog.css';
import { memo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { ModalDialog } from '../shared/modal-dialog';
import { COMMAND_GROUPS, COMMANDS, collision, effectiveKeys, type Command } from '../shortcuts/commands';
import { currentKeyedLab } from '../shortcuts/keyed-labs';
import { keyLabel, keyOf } from '../shortcuts/key-name';
import { useCommandLabel } from './use-command-label';
import { useViewStore } from '../store/view-store';

// Memoised: the page header re-renders on every navigation and language switch; the closed dialog need not.
export const ShortcutsDialog = memo(function ShortcutsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const label = useCommandLabel();
  const shortcutsOn = useViewStore((s) => s.shortcutsOn);
  const keys = useViewStore((s) => s.keys);
  const setShortcutsOn = useViewStore((s) => s.setShortcutsOn);
  const setKeys = useViewStore((s) => s.setKeys);
  const [recording, setRecording] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const startClean = () => {
    setMessage('');
    setRecording(null);
  };
  const effective = effectiveKeys(keys);
  // Read when the dialog opens (it renders then): the lab of the page, or the one the learner was last working in.
  const lab = open ? currentKeyedLab() : null;
  const listed = COMMANDS.filter(
    (c) => c.target.kind === 'view' || c.target.kind === 'scenario' || !lab || lab.offers(c),
  );

  function record(command: Command, event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'Escape') {
      // Leaves the key as it was; the dialog stays open.
      event.preventDefault();
      setRecording(null);
      setMessage(t('shortcuts.unchanged', { command: label(command) }));
      return;
    }
    const key = keyOf(event.nativeEvent);
    // Tab, a lone modifier, Ctrl+…: not a key a shortcut can have; Tab still moves on.
    if (key === null) return;
    event.preventDefault();
    setRecording(null);
    const other = collision(command.id, key, keys);
    if (other) {
      setMessage(t('shortcuts.taken', { key: keyLabel(key), other: label(other) }));
      return;
    }
    const next = { ...keys };
    if (key === command.defaultKey) delete next[command.id];
    else next[command.id] = key;
    setKeys(next);
    setMessage(t('shortcuts.changed', { command: label(command), key: keyLabel(key) }));
  }

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      onShow={startClean}
      title={t('shortcuts.heading')}
      className="shortcuts-dialog"
    >
      <p>{t('shortcuts.intro')}</p>
      <label className="toggle">
        <input type="checkbox" checked={shortcutsOn} onChange={(e) => setShortcutsOn(e.target.checked)} />{' '}
        {t('shortcuts.on')}
      </label>
      <p className="shortcuts-message" role="status">
        {message}
      </p>
      <div className="shortcut-groups">
        {COMMAND_GROUPS.filter((group) => listed.some((c) => c.group === group)).map((group) => (
          <table key={group} className="shortcut-table">
            <caption>{t(`shortcuts.group.${group}`)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('shortcuts.command')}</th>
                <th scope="col">{t('shortcuts.key')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('shortcuts.change')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {listed
                .filter((c) => c.group === group)
                .map((command) => {
                  const key = effective.get(command.id)!;
                  const name = label(command);
                  const listening = recording === command.id;
                  return (
                    <tr key={command.id}>
                      <th scope="row">{name}</th>
                      <td>
                        <kbd>{keyLabel(key)}</kbd>
                      </td>
                      <td>
                        <button
                          type="button"
                          className={listening ? 'recording' : undefined}
                          aria-label={
                            listening
                              ? t('shortcuts.pressKeyFor', { command: name })
                              : t('shortcuts.changeFor', { command: name })
                          }
                          onClick={() => {
                            setRecording(listening ? null : command.id);
                            setMessage(listening ? '' : t('shortcuts.pressKeyFor', { command: name }));
                          }}
                          onKeyDown={listening ? (e) => record(command, e) : undefined}
                          onBlur={() => listening && setRecording(null)}
                        >
                          {listening ? t('shortcuts.pressKey') : t('shortcuts.change')}
                        </button>
                      </td>
                    </tr>
                  );
                })}
            </tbody>
          </table>
        ))}
      </div>
      <button
        type="button"
        onClick={() => {
          setKeys({});
          setMessage(t('shortcuts.restored'));
        }}
      >
        {t('shortcuts.restore')}
      </button>
    </ModalDialog>
  );
});
