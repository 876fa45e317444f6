// One lab view's link openings (machine/link-opening.ts) as React state: the progress to show (told only once a
// replay has taken a moment, so a teaching-size link never flashes a bar), and Cancel. A new opening cancels the one
// before; a view that goes away cancels its own.
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { LinkOpening, Opened, OpeningProgress } from '../../../machine/link-opening';

/** Starts an opening that reports its progress; null when it was done at once. */
export type Begin = (onProgress: (progress: OpeningProgress) => void) => LinkOpening | null;

export function useLinkOpening() {
  const [progress, setProgress] = useState<OpeningProgress | null>(null);
  const current = useRef<LinkOpening | null>(null);

  /** Null when the opening was done at once; otherwise how it ended, once it has. */
  const open = useCallback((begin: Begin): Promise<Opened> | null => {
    current.current?.cancel();
    performance.mark('outbox-lab:replay-start');
    // Told only once the replay has taken a moment; rendered at once, for the replay goes on in the next task.
    const opening = begin((p) => flushSync(() => setProgress(p)));
    if (!opening) return null;
    current.current = opening;
    return opening.done.then((outcome) => {
      if (current.current === opening) {
        current.current = null;
        setProgress(null);
      }
      if (outcome === 'restored') performance.mark('outbox-lab:replay-restored');
      return outcome;
    });
  }, []);

  const cancel = useCallback(() => current.current?.cancel(), []);
  useEffect(() => () => current.current?.cancel(), []);
  return { progress, open, cancel };
}
