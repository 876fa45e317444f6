// Listens for the page's keyboard commands and hands each to `run`. A key never fires while the focus is in a
// text field, a select or an editor, while a modal dialog is open, or with Ctrl or Meta held; with shortcuts
// switched off, none fires at all (the dialog stays reachable by its button). `accepts` also sees the event, so a
// lab can take only the keys pressed inside it; a key no listener accepts is left to the browser.
import { useEffect, useRef } from 'react';
import { useViewStore } from '../store/view-store';
import { commandForKey, type Command } from '../shortcuts/commands';
import { isTextTarget, keyOf } from '../shortcuts/key-name';

export function useShortcutKeys(
  accepts: (command: Command, event: KeyboardEvent) => boolean,
  run: (command: Command) => void,
): void {
  // The latest callbacks, without re-adding the listener on every render.
  const latest = useRef({ accepts, run });
  latest.current = { accepts, run };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTextTarget(event.target) || document.querySelector('dialog[open]')) return;
      const { shortcutsOn, keys } = useViewStore.getState();
      if (!shortcutsOn) return;
      const key = keyOf(event);
      const command = key === null ? undefined : commandForKey(key, keys);
      if (!command || !latest.current.accepts(command, event)) return;
      event.preventDefault();
      latest.current.run(command);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
