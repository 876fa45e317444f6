// The LMS's run-time API, found and wrapped. A SCORM package runs in a frame (or a window) the LMS opened; the
// LMS puts its API object on one of the windows above it: `API` for SCORM 1.2, `API_1484_11` for SCORM 2004.
// The run-time specifications say where to look — up the chain of parents, then the opener and its parents —
// and how far (ADL's own discovery gives up after 7 levels of nesting, the usual wrappers after 500 steps).
// Both versions' calls are synchronous and answer with strings; here they become one small interface.

export type ScormVersion = '1.2' | '2004';

/** Each version's names for the same seven calls (SCORM 1.2 RTE 3.3; SCORM 2004 RTE 3.1). */
const CALLS = {
  '1.2': {
    initialize: 'LMSInitialize',
    finish: 'LMSFinish',
    get: 'LMSGetValue',
    set: 'LMSSetValue',
    commit: 'LMSCommit',
    lastError: 'LMSGetLastError',
    errorString: 'LMSGetErrorString',
  },
  '2004': {
    initialize: 'Initialize',
    finish: 'Terminate',
    get: 'GetValue',
    set: 'SetValue',
    commit: 'Commit',
    lastError: 'GetLastError',
    errorString: 'GetErrorString',
  },
} as const;

type RawApi = Record<string, (...args: string[]) => unknown>;

/** One LMS API, either version: each call says whether the LMS accepted it; `lastError` says why not. */
export interface LmsApi {
  readonly version: ScormVersion;
  initialize(): boolean;
  finish(): boolean;
  get(element: string): string;
  set(element: string, value: string): boolean;
  commit(): boolean;
  /** The LMS's last error as "code text", or null when it reports none. */
  lastError(): string | null;
}

const API_NAME: Record<ScormVersion, 'API' | 'API_1484_11'> = { '1.2': 'API', '2004': 'API_1484_11' };
/** Parents climbed from one window before giving up: a deeper nesting is not an LMS's frame. */
const MAX_PARENTS = 500;

function apiOn(win: Window, version: ScormVersion): unknown {
  try {
    const found = (win as unknown as Record<string, unknown>)[API_NAME[version]];
    return found !== null && typeof found === 'object' ? found : null;
  } catch {
    // A window of another origin: the browser refuses to let us look, and an LMS cannot be there for us.
    return null;
  }
}

function climb(start: Window, version: ScormVersion): unknown {
  let win: Window = start;
  for (let steps = 0; steps <= MAX_PARENTS; steps++) {
    const api = apiOn(win, version);
    if (api) return api;
    let parent: Window | null = null;
    try {
      parent = win.parent;
    } catch {
      return null;
    }
    if (!parent || parent === win) return null;
    win = parent;
  }
  return null;
}

const ok = (answer: unknown) => String(answer) === 'true';

function wrap(api: RawApi, version: ScormVersion): LmsApi {
  const n = CALLS[version];
  return {
    version,
    initialize: () => ok(api[n.initialize]('')),
    finish: () => ok(api[n.finish]('')),
    get: (element) => String(api[n.get](element) ?? ''),
    set: (element, value) => ok(api[n.set](element, value)),
    commit: () => ok(api[n.commit]('')),
    lastError: () => describe(api[n.lastError](), (code) => api[n.errorString](code)),
  };
}

function describe(code: unknown, text: (code: string) => unknown): string | null {
  const c = String(code ?? '0');
  if (c === '0' || c === '') return null;
  let words = '';
  try {
    words = String(text(c) ?? '');
  } catch {
    // The code alone still says which error it was.
  }
  return words ? `${c} ${words}` : c;
}

/**
 * The LMS API of `version` above `start`: its parents first, then the window that opened it and that window's
 * parents. Null when there is none (the package was opened outside an LMS) or it lacks the calls it must have.
 */
export function findLmsApi(start: Window, version: ScormVersion): LmsApi | null {
  let api = climb(start, version);
  if (!api) {
    let opener: Window | null = null;
    try {
      opener = start.top?.opener ?? start.opener ?? null;
    } catch {
      opener = null;
    }
    if (opener) api = climb(opener, version);
  }
  if (!api) return null;
  // An object without the calls every LMS must answer is not an API (the error string is read only if present).
  const raw = api as RawApi;
  const required = Object.entries(CALLS[version]).filter(([call]) => call !== 'errorString');
  return required.every(([, name]) => typeof raw[name] === 'function') ? wrap(raw, version) : null;
}
