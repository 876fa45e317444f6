// Starts a lab's own actor on its own database files once per mounted view (sql.js loaded first), and stops it
// when the view goes; a later link is loaded into the running actor, not a new one. A long first link is replayed
// into the lab a slice at a time before the actor starts (`open`); cancelled, the lab starts at the link's design with
// no steps, and `onNotOpened` hears of the link.
import { useEffect, useRef, useState } from 'react';
import type { LabLink } from '../../../engine/replay/link-codec';
import { pendingLab, saveActorReplay, stopLabActor, type LabActor, type PendingLab } from '../../../machine/lab-actor';
import type { Opened } from '../../../machine/link-opening';
import { firstScreenShown } from '../../first-screen';
import { loadSqlJs } from '../../sql-loader';
import { savedReplays } from '../../store/replay-area';
import type { Begin } from './use-link-opening';

export function useRunningLab(
  link: LabLink,
  home: LabLink | undefined,
  ready: (() => void) | undefined,
  open: (begin: Begin) => Promise<Opened> | null,
  onNotOpened: (link: LabLink) => void,
) {
  const [actor, setActor] = useState<LabActor | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const firstLink = useRef(link);
  const homeLink = useRef(home);
  // Read once, at start, as the links are.
  const onReady = useRef(ready);
  const hooks = useRef({ open, onNotOpened });
  useEffect(() => {
    let running: LabActor | null = null;
    let pending: PendingLab | null = null;
    let cancelled = false;
    const start = (from: LabLink) => {
      running = pending!.start(from, homeLink.current);
      setActor(running);
      // Both databases are seeded and the first snapshot read: the benchmark's "lab ready".
      performance.mark('outbox-lab:ready');
      onReady.current?.();
      return running;
    };
    loadSqlJs().then(
      (sql) => {
        if (cancelled) return;
        const lab = (pending = pendingLab(sql));
        const first = firstLink.current;
        const opening = hooks.current.open((onProgress) => lab.open(first, onProgress, savedReplays()));
        if (!opening) return void start(first);
        void opening.then((outcome) => {
          if (cancelled) return;
          if (outcome === 'cancelled') {
            start({ design: first.design, options: first.options, actions: [] });
            hooks.current.onNotOpened(first);
            return;
          }
          const actor = start(first);
          // Saved in this task, while the lab still stands at the link's end (the panes soon ask it about other
          // steps); only the writing to IndexedDB waits.
          if (outcome === 'replayed') saveActorReplay(actor, first, savedReplays());
        });
      },
      (error: unknown) => setLoadError(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      cancelled = true;
      if (running) stopLabActor(running);
      else pending?.dispose();
    };
  }, []);

  // The first frame after the lab is drawn: "ready" above comes before React draws it, which at a long link's end is
  // a frame of its own (a fifth of a second at 1,000 orders). The benchmark reads both. The page's first screen is up
  // then, not at "ready": work put off until then (the service worker) must not land in that frame.
  useEffect(() => {
    if (!actor || performance.getEntriesByName('outbox-lab:painted').length > 0) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        performance.mark('outbox-lab:painted');
        firstScreenShown();
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [actor]);

  return { actor, loadError };
}
