// @ui-public: a lab's state as a link: the address bar, lessons, scenarios and exports
// The lab's state as a link: the design, its options and the action log, one short token per action (each
// action's spec writes and reads its own; a token repeated is written once with its count, `s*40`), and where
// in that log the lab stands (`at`: how many actions are applied; the rest wait under Forward). Parsing is
// an allowlist — every token must match its exact shape — so a hostile or mangled link can only be rejected.
import { decodeAction, encodeAction, type LabAction } from '../actions/registry';
import { designRegistry, type DesignRegistry } from '../designs/registry';
import { isDefaultOptions, optionProblem } from '../runtime/backoff';
import { MAX_LINK_ACTIONS } from '../runtime/log-limit';
import { DEFAULT_OPTIONS, DELIVERY_ORDERS, type DesignId, type DesignOptions } from '../types';

export interface LabLink {
  design: DesignId;
  actions: LabAction[];
  options?: DesignOptions;
  /**
   * How many of `actions` are applied; the others are kept under Forward. Absent means all of them, and a
   * parsed link leaves it out then too, so one state has one link.
   */
  at?: number;
}

export type LinkError = 'design' | 'log' | 'too-long' | 'options' | 'at';

export type ParsedLink = { ok: true; link: LabLink } | { ok: false; error: LinkError; design: DesignId | null };

/** Tokens with runs of one token written once with a count: three Steps are `s*3` (a learner's long sessions). */
function compact(tokens: string[]): string {
  const out: string[] = [];
  for (let i = 0; i < tokens.length;) {
    let j = i + 1;
    while (j < tokens.length && tokens[j] === tokens[i]) j += 1;
    out.push(j - i >= 3 ? `${tokens[i]}*${j - i}` : tokens.slice(i, j).join(','));
    i = j;
  }
  return out.join(',');
}

/** The tokens back, counts expanded; null when a count is malformed or the whole passes `limit`. */
function expand(items: string[], limit: number): string[] | 'too-long' | null {
  const tokens: string[] = [];
  for (const item of items) {
    const m = /^([^*]+)\*([1-9][0-9]{0,5})$/.exec(item);
    if (item.includes('*') && !m) return null;
    const count = m ? Number(m[2]) : 1;
    if (tokens.length + count > limit) return 'too-long';
    for (let i = 0; i < count; i += 1) tokens.push(m ? m[1] : item);
  }
  return tokens;
}

export function encodeLink(link: LabLink): string {
  const params = new URLSearchParams({ design: link.design });
  if (link.options?.maxAttempts) params.set('attempts', String(link.options.maxAttempts));
  if (link.options && link.options.retryAfter !== DEFAULT_OPTIONS.retryAfter)
    params.set('retry', String(link.options.retryAfter));
  if (link.options?.backoffCap) params.set('cap', String(link.options.backoffCap));
  if (link.options && link.options.order !== DEFAULT_OPTIONS.order) params.set('order', link.options.order);
  if (link.options?.inboxKeep) params.set('inbox', String(link.options.inboxKeep));
  if (link.actions.length) params.set('log', compact(link.actions.map(encodeAction)));
  if (link.at !== undefined && link.at < link.actions.length) params.set('at', String(link.at));
  return `#/lab?${params.toString()}`;
}

/** A whole number of at most `digits` digits, written plainly (no sign, no fraction, no exponent, no leading zero). */
const plainNumber = (raw: string, digits: number) =>
  new RegExp(`^[1-9][0-9]{0,${digits - 1}}$`).test(raw) ? Number(raw) : null;

function parseOptions(params: URLSearchParams): DesignOptions | null {
  const read = (name: string, digits: number, fallback: number | null): number | null | undefined => {
    const raw = params.get(name);
    if (raw === null) return fallback;
    return plainNumber(raw, digits) ?? undefined;
  };
  const maxAttempts = read('attempts', 2, null);
  const retryAfter = read('retry', 4, DEFAULT_OPTIONS.retryAfter);
  const backoffCap = read('cap', 5, null);
  const inboxKeep = read('inbox', 7, null);
  // Delivery order: `due` (seed 000, the default), `strict` (head-of-line) or `aggregate`; nothing else.
  const order = DELIVERY_ORDERS.find((o) => o === (params.get('order') ?? DEFAULT_OPTIONS.order));
  if (
    maxAttempts === undefined ||
    retryAfter === undefined ||
    retryAfter === null ||
    backoffCap === undefined ||
    inboxKeep === undefined ||
    order === undefined
  )
    return null;
  const options: DesignOptions = { maxAttempts, retryAfter, backoffCap, order, inboxKeep };
  return optionProblem(options) === null ? options : null;
}

/** `at` as written: a plain decimal count no longer than the log (a sign, a fraction or `1e2` is a mangled link). */
function parseAt(raw: string | null, length: number): number | undefined | null {
  if (raw === null) return undefined;
  if (!/^(0|[1-9][0-9]{0,4})$/.test(raw) || Number(raw) > length) return null;
  return Number(raw) === length ? undefined : Number(raw);
}

/**
 * The design a link's query names (not checked), without decoding the rest of it: the log can be tens of kilobytes,
 * and the page's header asks at every Step.
 */
export function designInQuery(query: string): string | null {
  const found = /(?:^|&)design=([^&]*)/.exec(query);
  if (!found) return null;
  try {
    return decodeURIComponent(found[1].replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** Parses the query part of `#/lab?…`. Unknown parameters are ignored; a known one must be well formed. */
export function parseLink(query: string, designs: DesignRegistry = designRegistry): ParsedLink {
  const params = new URLSearchParams(query);
  const designParam = params.get('design');
  const design = designParam === null ? designs.defaultId : designs.has(designParam) ? designParam : null;
  if (design === null) return { ok: false, error: 'design', design: null };
  const options = parseOptions(params);
  if (options === null) return { ok: false, error: 'options', design };
  const log = params.get('log');
  const tokens = log === null || log === '' ? [] : expand(log.split(','), MAX_LINK_ACTIONS);
  if (tokens === 'too-long') return { ok: false, error: 'too-long', design };
  if (tokens === null) return { ok: false, error: 'log', design };
  const actions: LabAction[] = [];
  for (const token of tokens) {
    const action = decodeAction(token);
    if (!action) return { ok: false, error: 'log', design };
    actions.push(action);
  }
  const at = parseAt(params.get('at'), actions.length);
  if (at === null) return { ok: false, error: 'at', design };
  const link: LabLink = { design, actions };
  if (!isDefaultOptions(options)) link.options = options;
  if (at !== undefined) link.at = at;
  return { ok: true, link };
}
