// A component's keyboard commands: while it is mounted, the page's one keydown listener (shortcut-dispatch.ts)
// offers it each command, and `run` gets those `accepts` takes. A lab's commands name the lab, and the listener
// asks them only about keys pressed for it.
import { useEffect, useRef } from 'react';
import type { Command } from '../shortcuts/commands';
import type { KeyedLab } from '../shortcuts/keyed-labs';
import { addShortcutHandler } from './shortcut-dispatch';

export function useShortcutKeys(
  accepts: (command: Command) => boolean,
  run: (command: Command) => void,
  lab?: KeyedLab,
): void {
  // The latest callbacks, without adding the handler again on every render.
  const latest = useRef({ accepts, run });
  latest.current = { accepts, run };
  useEffect(
    () =>
      addShortcutHandler({
        lab,
        accepts: (command) => latest.current.accepts(command),
        run: (command) => latest.current.run(command),
      }),
    [lab],
  );
}
