// A component's keyboard commands: while it is mounted, the page's one keydown listener (shortcut-dispatch.ts)
// offers it each command, and `run` gets those `accepts` takes. `accepts` also sees the event, so a lab can take
// only the keys pressed inside it.
import { useEffect, useRef } from 'react';
import type { Command } from '../shortcuts/commands';
import { addShortcutHandler } from './shortcut-dispatch';

export function useShortcutKeys(
  accepts: (command: Command, event: KeyboardEvent) => boolean,
  run: (command: Command) => void,
): void {
  // The latest callbacks, without adding the handler again on every render.
  const latest = useRef({ accepts, run });
  latest.current = { accepts, run };
  useEffect(
    () =>
      addShortcutHandler({
        accepts: (command, event) => latest.current.accepts(command, event),
        run: (command) => latest.current.run(command),
      }),
    [],
  );
}
