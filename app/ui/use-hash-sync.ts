// Keeps the address bar equal to the lab's state (design + action log) while the lab is on screen.
import { useEffect } from 'react';
import { encodeLink } from '../machine/link-codec';
import type { LabActor } from './lab-runtime';

/** A ?lang= given inside the hash survives rewrites of the hash. */
function withLang(link: string): string {
  const current = location.hash.includes('?') ? new URLSearchParams(location.hash.slice(location.hash.indexOf('?') + 1)).get('lang') : null;
  return current === 'en' || current === 'ja' ? `${link}&lang=${current}` : link;
}

function currentLabLink(actor: LabActor): string {
  const { design, actions } = actor.getSnapshot().context;
  return encodeLink({ design, actions });
}

export function useHashSync(actor: LabActor) {
  useEffect(() => {
    const write = () => {
      const link = withLang(currentLabLink(actor));
      // replaceState does not fire hashchange, so writing the state back never re-loads it.
      if (location.hash !== link) history.replaceState(history.state, '', link);
    };
    write();
    const subscription = actor.subscribe(write);
    return () => subscription.unsubscribe();
  }, [actor]);
}
