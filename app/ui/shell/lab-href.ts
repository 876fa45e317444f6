// The lab's latest link, for the two things outside the lab that need it: the header's Lab link and the scenarios
// dialog's "save this state". It changes at every Step, so it lives outside the page's root: held there as state, each
// Step drew the whole header again (and parsed the link, which grows with the session, to find the design).
import { useSyncExternalStore } from 'react';

let href = '#/lab';
const listeners = new Set<() => void>();

export function setLabHref(next: string): void {
  if (next === href) return;
  href = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentLabHref = (): string => href;

export function useLabHref(): string {
  return useSyncExternalStore(subscribe, currentLabHref, currentLabHref);
}

/** The design a lab link names, without decoding the rest of it (the log can be tens of kilobytes). */
export function designOfHref(link: string): string | null {
  const query = link.slice(link.indexOf('?') + 1);
  const found = /(?:^|&)design=([^&]*)/.exec(query);
  if (!found) return null;
  try {
    return decodeURIComponent(found[1].replace(/\+/g, ' '));
  } catch {
    return null;
  }
}
