// Keeps the address bar equal to a lab's state (the #/lab screen) and tells the page the lab's link after every
// change (a lesson checks its goals against it). replaceState fires no hashchange, so writing the state back never
// re-loads it.
import { useEffect } from 'react';
import type { LabSnapshot } from '../../../engine/snapshot';
import { linkOf, snapshotOf } from '../../../machine/lab-machine';
import type { LabActor } from '../../../machine/lab-actor';
import { carryViewParams } from '../../view-params';
import { whenIdle } from '../../when-idle';
import { leaveLateAddress } from './late-address';

/** The lab's state as a link, Forward included: what Back undid stays in the log, after the position. */
export const currentLink = (actor: LabActor) => linkOf(actor.getSnapshot().context);

/** Runs `run` once the browser is idle after the next frame (within 250 ms); returns a function that cancels it. */
function idleAfterFrame(run: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  const frame = requestAnimationFrame(() => {
    cancelIdle = whenIdle(run, 250);
  });
  return () => {
    cancelAnimationFrame(frame);
    cancelIdle?.();
  };
}

export function useAddressSync(
  actor: LabActor | null,
  syncUrl: boolean,
  onChange?: (link: string, snapshot: LabSnapshot) => void,
): void {
  useEffect(() => {
    if (!actor || (!syncUrl && !onChange)) return;
    // The address is written once the page is idle after the frame that shows the change (250 ms at the latest), not
    // in the Step that made it: the browser process takes the whole address at each replaceState, and doing that
    // while the frame was being made slows that frame, the more the longer the log; written in the task right after
    // the frame, it held up the next Step's when Steps follow one another quickly. Changes until then share a write.
    // The page's own link to the lab (the lab screen's onChange) is told then too, from the same encoding: the link
    // is the whole log, and encoding it twice a Step (and re-rendering the page's header each time) grows with the
    // session. A page hidden before then (closed, reloaded, left) writes it at pagehide and leaves it for the tab's
    // next page (late-address.ts); a navigation in between (another link, another screen) wins over it.
    let pending: (() => void) | null = null;
    /** The last few addresses this lab wrote over in this entry of the history (a navigation starts again). */
    let replaced: string[] = [];
    const report = (link = currentLink(actor)) => onChange?.(link, snapshotOf(actor.getSnapshot().context));
    const writeAddress = () => {
      cancelWrite();
      const link = currentLink(actor);
      report(link);
      // ?lang=, ?present=1 and ?embed=1 given inside the hash survive rewrites of the hash.
      const withView = carryViewParams(link, location.hash);
      if (location.hash === withView) return;
      replaced = [...replaced.slice(-2), location.href];
      history.replaceState(history.state, '', withView);
    };
    const cancelWrite = () => {
      pending?.();
      pending = null;
    };
    const flush = () => {
      if (pending !== null) writeAddress();
    };
    // A reload may have asked for any of the last addresses written over: a write in the moment between its start and
    // pagehide is lost too.
    const hidden = () => {
      flush();
      if (replaced.length > 0) leaveLateAddress(replaced, location.hash);
    };
    // A link followed inside the page (the explorer, a lesson) leaves this entry of the history behind: it gets the
    // lab's latest state first, so Back returns to it. Only links: a press of Step must not write the address.
    const linkFollowed = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) flush();
    };
    // Another address wins over the write still to come, but the page's link to the lab keeps the lab's state:
    // a learner who steps and at once opens the explorer comes back to the lab as they left it.
    const navigated = () => {
      replaced = [];
      if (pending === null) return;
      cancelWrite();
      report();
    };
    const changed = () => {
      // A lesson's lab (not synced) tells its page at once: its goals are checked against every change.
      if (!syncUrl) report();
      else if (pending === null) pending = idleAfterFrame(writeAddress);
    };
    if (syncUrl) writeAddress();
    else report();
    const subscription = actor.subscribe(changed);
    addEventListener('pagehide', hidden);
    addEventListener('hashchange', navigated);
    document.addEventListener('click', linkFollowed, true);
    return () => {
      subscription.unsubscribe();
      navigated();
      removeEventListener('pagehide', hidden);
      removeEventListener('hashchange', navigated);
      document.removeEventListener('click', linkFollowed, true);
    };
  }, [actor, syncUrl, onChange]);
}
