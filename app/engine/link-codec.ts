// The lab's state as a link: the design, its options and the action log, one short token per action (each
// action's spec writes and reads its own), and where in that log the lab stands (`at`: how many actions are
// applied; the rest wait under Forward). Parsing is an allowlist — every token must match its exact
// shape — so a hostile or mangled link can only be rejected.
import { decodeAction, encodeAction, type LabAction } from './actions/registry';
import { designRegistry, type DesignRegistry } from './designs/registry';
import { DEFAULT_OPTIONS, type DesignId, type DesignOptions } from './types';

const MAX_ACTIONS = 2_000;
/** Parking after more attempts than this would never show in a lesson; a bigger number is a mangled link. */
export const MAX_ATTEMPTS_LIMIT = 20;

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

export function encodeLink(link: LabLink): string {
  const params = new URLSearchParams({ design: link.design });
  if (link.options?.maxAttempts) params.set('attempts', String(link.options.maxAttempts));
  if (link.actions.length) params.set('log', link.actions.map(encodeAction).join(','));
  if (link.at !== undefined && link.at < link.actions.length) params.set('at', String(link.at));
  return `#/lab?${params.toString()}`;
}

function parseOptions(params: URLSearchParams): DesignOptions | null {
  const attempts = params.get('attempts');
  if (attempts === null) return DEFAULT_OPTIONS;
  if (!/^[1-9][0-9]?$/.test(attempts) || Number(attempts) > MAX_ATTEMPTS_LIMIT) return null;
  return { ...DEFAULT_OPTIONS, maxAttempts: Number(attempts) };
}

/** `at` as written: a plain decimal count no longer than the log (a sign, a fraction or `1e2` is a mangled link). */
function parseAt(raw: string | null, length: number): number | undefined | null {
  if (raw === null) return undefined;
  if (!/^(0|[1-9][0-9]{0,3})$/.test(raw) || Number(raw) > length) return null;
  return Number(raw) === length ? undefined : Number(raw);
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
  const tokens = log === null || log === '' ? [] : log.split(',');
  if (tokens.length > MAX_ACTIONS) return { ok: false, error: 'too-long', design };
  const actions: LabAction[] = [];
  for (const token of tokens) {
    const action = decodeAction(token);
    if (!action) return { ok: false, error: 'log', design };
    actions.push(action);
  }
  const at = parseAt(params.get('at'), actions.length);
  if (at === null) return { ok: false, error: 'at', design };
  const link: LabLink = { design, actions };
  if (options.maxAttempts !== null) link.options = options;
  if (at !== undefined) link.at = at;
  return { ok: true, link };
}
