// Keeps the address bar equal to the lab's state (design + action log), and opens a link pasted into it.
import { useEffect } from 'react';
import { encodeLink } from '../machine/link-codec';
import type { LabActor } from './lab-runtime';
import { parseRoute, type Route } from './route';

/** A ?lang= given inside the hash survives rewrites of the hash. */
function withLang(link: string): string {
  const current = location.hash.includes('?') ? new URLSearchParams(location.hash.slice(location.hash.indexOf('?') + 1)).get('lang') : null;
  return current === 'en' || current === 'ja' ? `${link}&lang=${current}` : link;
}

export function useHashSync(actor: LabActor, onRoute: (route: Route) => void) {
  useEffect(() => {
    const write = () => {
      const { design, actions } = actor.getSnapshot().context;
      const link = withLang(encodeLink({ design, actions }));
      if (location.hash !== link) history.replaceState(history.state, '', link);
    };
    write();
    const subscription = actor.subscribe(write);
    const onHashChange = () => {
      const route = parseRoute(location.hash);
      const { design, actions } = actor.getSnapshot().context;
      if (route.error === null && encodeLink(route.link) === encodeLink({ design, actions })) return;
      actor.send({ type: 'LOAD', ...route.link });
      onRoute(route);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [actor, onRoute]);
}
