// The lab's state as a link: the design plus the action log, one short token per action. Parsing is an
// allowlist — every token must match its exact shape — so a hostile or mangled link can only be rejected.
import { checkOrderId, checkQuantity } from '../engine/rules';
import { DESIGNS, type DesignId, type LabAction, type ProcessId } from '../engine/types';

const PROCESS_CODE: Record<ProcessId, string> = { order: 'o', relay: 'r', warehouse: 'w' };
const CODE_PROCESS: Record<string, ProcessId> = { o: 'order', r: 'relay', w: 'warehouse' };
const MAX_ACTIONS = 2_000;

export interface LabLink {
  design: DesignId;
  actions: LabAction[];
}

export type LinkError = 'design' | 'log' | 'too-long';

export type ParsedLink = { ok: true; link: LabLink } | { ok: false; error: LinkError; design: DesignId | null };

function encodeAction(a: LabAction): string {
  switch (a.type) {
    case 'submit':
      return `n:${a.orderId}:${a.quantity}`;
    case 'step':
      return a.process ? `s:${PROCESS_CODE[a.process]}` : 's';
    case 'crash':
    case 'fail':
    case 'restart':
      return `${a.type[0]}:${PROCESS_CODE[a.process]}`;
    case 'drop':
      return a.message === 'request' ? 'd:q' : 'd:a';
    case 'arm':
      return `a:${a.fault.kind[0]}:${PROCESS_CODE[a.fault.process]}:${a.fault.line}`;
    case 'advance':
      return 't';
    case 'run':
      return 'e';
  }
}

function decodeAction(token: string): LabAction | null {
  let m: RegExpExecArray | null;
  if ((m = /^n:([A-Za-z0-9_-]{1,64}):([0-9]{1,4})$/.exec(token))) {
    const quantity = Number(m[2]);
    return checkOrderId(m[1]) || checkQuantity(quantity) ? null : { type: 'submit', orderId: m[1], quantity };
  }
  if (token === 's') return { type: 'step' };
  if ((m = /^([scfr]):([orw])$/.exec(token))) {
    const process = CODE_PROCESS[m[2]];
    const type = ({ s: 'step', c: 'crash', f: 'fail', r: 'restart' } as const)[m[1] as 's' | 'c' | 'f' | 'r'];
    return { type, process };
  }
  if (token === 'd:q') return { type: 'drop', message: 'request' };
  if (token === 'd:a') return { type: 'drop', message: 'ack' };
  if ((m = /^a:([cf]):([orw]):([1-9][0-9]?)$/.exec(token))) {
    return { type: 'arm', fault: { kind: m[1] === 'c' ? 'crash' : 'fail', process: CODE_PROCESS[m[2]], line: Number(m[3]) } };
  }
  if (token === 't') return { type: 'advance' };
  if (token === 'e') return { type: 'run' };
  return null;
}

export function encodeLink(link: LabLink): string {
  const params = new URLSearchParams({ design: link.design });
  if (link.actions.length) params.set('log', link.actions.map(encodeAction).join(','));
  return `#/lab?${params.toString()}`;
}

export function isDesign(value: string | null): value is DesignId {
  return value !== null && (DESIGNS as readonly string[]).includes(value);
}

/** Parses the query part of `#/lab?…`. Unknown parameters are ignored; a known one must be well formed. */
export function parseLink(query: string): ParsedLink {
  const params = new URLSearchParams(query);
  const designParam = params.get('design');
  const design = designParam === null ? 'outbox-inbox' : isDesign(designParam) ? designParam : null;
  if (design === null) return { ok: false, error: 'design', design: null };
  const log = params.get('log');
  if (log === null || log === '') return { ok: true, link: { design, actions: [] } };
  const tokens = log.split(',');
  if (tokens.length > MAX_ACTIONS) return { ok: false, error: 'too-long', design };
  const actions: LabAction[] = [];
  for (const token of tokens) {
    const action = decodeAction(token);
    if (!action) return { ok: false, error: 'log', design };
    actions.push(action);
  }
  return { ok: true, link: { design, actions } };
}
