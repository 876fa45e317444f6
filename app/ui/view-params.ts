// Parameters that say how the page looks, not what the lab holds: ?lang=, ?present=1 (presenter mode) and
// ?embed=1 (no site chrome), and &from=quiz:<seed>:<n> (the lab's "Back to question N" banner, read by the
// router). They may sit before the hash or in the hash's own query; a lab that rewrites its hash carries them
// over, so a reload or a copied link looks the same.

export const VIEW_PARAMS = ['lang', 'present', 'embed', 'from'] as const;
export type ViewParam = (typeof VIEW_PARAMS)[number];

const hashQuery = (hash: string) => new URLSearchParams(hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '');

/** A view parameter's value, from the query before the hash, else the hash's query. */
export function viewParam(name: ViewParam, search: string, hash: string): string | null {
  return new URLSearchParams(search).get(name) ?? hashQuery(hash).get(name);
}

/** Whether a flag parameter is on: exactly "1". Anything else is off, never an error. */
export function flagParam(name: 'present' | 'embed', search: string, hash: string): boolean {
  return viewParam(name, search, hash) === '1';
}

/** `link` (a hash) with the view parameters the current hash carries appended. */
export function carryViewParams(link: string, currentHash: string): string {
  const from = hashQuery(currentHash);
  const extra = VIEW_PARAMS.filter((p) => from.has(p)).map((p) => `${p}=${encodeURIComponent(from.get(p)!)}`);
  if (!extra.length) return link;
  return `${link}${link.includes('?') ? '&' : '?'}${extra.join('&')}`;
}

/** `href` with the flag set in the hash's query (added as "1", or removed), and dropped from before the hash. */
export function withFlag(href: string, name: 'present' | 'embed', on: boolean): string {
  const url = new URL(href);
  url.searchParams.delete(name);
  const cut = url.hash.indexOf('?');
  const path = cut < 0 ? url.hash.slice(1) || '/' : url.hash.slice(1, cut);
  const query = hashQuery(url.hash);
  if (on) query.set(name, '1');
  else query.delete(name);
  const rest = query.toString();
  url.hash = rest ? `${path}?${rest}` : path;
  return url.href;
}
