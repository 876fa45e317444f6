// The page's one keydown listener for keyboard commands. Every part that answers keys (the page itself for its
// views and scenarios, each lab for its actions, history and forms) adds a handler; the listener is on the
// document while at least one handler is, reads the key once, finds once which lab it was pressed for
// (keyed-labs.ts: labForKey), and hands its command to the first handler that accepts it among the page's own and
// that lab's — so one lab takes a key and no other lab is asked. A key never fires while the focus is in a text
// field, a select or an editor, while a modal dialog is open, or with Ctrl or Meta held; with shortcuts switched
// off, none fires at all (the dialog stays reachable by its button). A key no handler accepts is left to the
// browser.
import { useViewStore } from '../store/view-store';
import { commandForKey, type Command } from '../shortcuts/commands';
import { labForKey, type KeyedLab } from '../shortcuts/keyed-labs';
import { isTextTarget, keyOf } from '../shortcuts/key-name';

export interface ShortcutHandler {
  /** The lab this handler acts for: it is asked only about keys pressed for that lab. Absent: the page's own. */
  lab?: KeyedLab;
  /** Whether this handler takes the command. */
  accepts(command: Command): boolean;
  run(command: Command): void;
}

/** In the order they were added: the first to accept a command takes it. */
const handlers = new Set<ShortcutHandler>();

function onKeyDown(event: KeyboardEvent) {
  if (event.defaultPrevented || isTextTarget(event.target) || document.querySelector('dialog[open]')) return;
  const { shortcutsOn, keys } = useViewStore.getState();
  if (!shortcutsOn) return;
  const key = keyOf(event);
  const command = key === null ? undefined : commandForKey(key, keys);
  if (!command) return;
  const lab = labForKey(event.target);
  for (const handler of handlers) {
    if (handler.lab && handler.lab !== lab) continue;
    if (!handler.accepts(command)) continue;
    event.preventDefault();
    handler.run(command);
    return;
  }
}

/** Adds a handler, and the document's listener with the first; the returned function takes the handler away. */
export function addShortcutHandler(handler: ShortcutHandler): () => void {
  if (handlers.size === 0) document.addEventListener('keydown', onKeyDown);
  handlers.add(handler);
  return () => {
    if (!handlers.delete(handler)) return;
    if (handlers.size === 0) document.removeEventListener('keydown', onKeyDown);
  };
}
