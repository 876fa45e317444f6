// The lab's state as a link: the design, its options and the action log, one short token per action (each
// action's spec writes and reads its own). Parsing is an allowlist — every token must match its exact
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
}

export type LinkError = 'design' | 'log' | 'too-long' | 'options';

export type ParsedLink = { ok: true; link: LabLink } | { ok: false; error: LinkError; design: DesignId | null };

export function encodeLink(link: LabLink): string {
  const params = new URLSearchParams({ design: link.design });
  if (link.options?.maxAttempts) params.set('attempts', String(link.options.maxAttempts));
  if (link.actions.length) params.set('log', link.actions.map(encodeAction).join(','));
  return `#/lab?${params.toString()}`;
}

function parseOptions(params: URLSearchParams): DesignOptions | null {
  const attempts = params.get('attempts');
  if (attempts === null) return DEFAULT_OPTIONS;
  if (!/^[1-9][0-9]?$/.test(attempts) || Number(attempts) > MAX_ATTEMPTS_LIMIT) return null;
  return { ...DEFAULT_OPTIONS, maxAttempts: Number(attempts) };
}

/** Parses the query part of `#/lab?…`. Unknown parameters are ignored; a known one must be well formed. */
export function parseLink(query: string, designs: DesignRegistry = designRegistry): ParsedLink {
  const params = new URLSearchParams(query);
  const designParam = params.get('design');
  const design = designParam === null ? designs.defaultId : designs.has(designParam) ? designParam : null;
  if (design === null) return { ok: false, error: 'design', design: null };
  const options = parseOptions(params);
  if (options === null) return { ok: false, error: 'options', design };
  const withOptions = (actions: LabAction[]): LabLink => (options.maxAttempts === null ? { design, actions } : { design, actions, options });
  const log = params.get('log');
  if (log === null || log === '') return { ok: true, link: withOptions([]) };
  const tokens = log.split(',');
  if (tokens.length > MAX_ACTIONS) return { ok: false, error: 'too-long', design };
  const actions: LabAction[] = [];
  for (const token of tokens) {
    const action = decodeAction(token);
    if (!action) return { ok: false, error: 'log', design };
    actions.push(action);
  }
  return { ok: true, link: withOptions(actions) };
}
