// Hash routes: #/lab?design=…&log=… (the default) and #/explorer?design=…. Anything else falls back to the
// lab with a notice.
import { isDesign, parseLink, type LabLink, type LinkError } from '../machine/link-codec';
import type { DesignId } from '../engine/types';

export type RouteError = LinkError | 'route';
export type Route =
  | { screen: 'lab'; link: LabLink; error: RouteError | null }
  | { screen: 'explorer'; design: DesignId; error: RouteError | null };

const DEFAULT_DESIGN: DesignId = 'outbox-inbox';

export function parseRoute(hash: string): Route {
  const body = hash.replace(/^#/, '');
  const cut = body.indexOf('?');
  const path = cut < 0 ? body : body.slice(0, cut);
  const query = cut < 0 ? '' : body.slice(cut + 1);
  if (path === '/explorer') {
    const design = new URLSearchParams(query).get('design');
    if (design === null || isDesign(design)) return { screen: 'explorer', design: design ?? DEFAULT_DESIGN, error: null };
    return { screen: 'explorer', design: DEFAULT_DESIGN, error: 'design' };
  }
  if (path !== '' && path !== '/' && path !== '/lab') {
    return { screen: 'lab', link: { design: DEFAULT_DESIGN, actions: [] }, error: 'route' };
  }
  const parsed = parseLink(query);
  if (parsed.ok) return { screen: 'lab', link: parsed.link, error: null };
  return { screen: 'lab', link: { design: parsed.design ?? DEFAULT_DESIGN, actions: [] }, error: parsed.error };
}
