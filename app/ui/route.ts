// Hash routes. Only the lab exists so far; the parser already knows the shape later screens will use.
import { parseLink, type LabLink, type LinkError } from '../machine/link-codec';
import type { DesignId } from '../engine/types';

export type Route = { screen: 'lab'; link: LabLink; error: LinkError | 'route' | null };

const DEFAULT_DESIGN: DesignId = 'outbox-inbox';

export function parseRoute(hash: string): Route {
  const body = hash.replace(/^#/, '');
  const [path, query = ''] = body.split('?', 2) as [string, string?];
  if (path !== '' && path !== '/' && path !== '/lab') {
    return { screen: 'lab', link: { design: DEFAULT_DESIGN, actions: [] }, error: 'route' };
  }
  const parsed = parseLink(query);
  if (parsed.ok) return { screen: 'lab', link: parsed.link, error: null };
  return { screen: 'lab', link: { design: parsed.design ?? DEFAULT_DESIGN, actions: [] }, error: parsed.error };
}
