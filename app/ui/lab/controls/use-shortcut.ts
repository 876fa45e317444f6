// The key that presses a command's control now, for aria-keyshortcuts (undefined when keys are switched off), so
// a screen reader says it beside the control's name and the dialog is not the only place it is written.
import { createContext, useContext } from 'react';
import { useViewStore } from '../../store/view-store';
import { commandById } from '../../shortcuts/commands';

/** Whether the lab around a control answers the keyboard: every lab does, each while the focus is inside it. */
export const KeysLabContext = createContext(false);

export function useShortcut(commandId: string): string | undefined {
  const listening = useContext(KeysLabContext);
  const key = useViewStore((s) =>
    s.shortcutsOn ? (s.keys[commandId] ?? commandById(commandId)?.defaultKey) : undefined,
  );
  return listening ? key : undefined;
}
