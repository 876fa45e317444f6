// The LMS's run-time API, found and wrapped. A SCORM package runs in a frame (or a window) the LMS opened; the
// LMS puts its API object on one of the windows above it: `API` for SCORM 1.2, `API_1484_11` for SCORM 2004.
// The run-time specifications say where to look — up the chain of parents, then the opener and its parents —
// and how far (ADL's own discovery gives up after 7 levels of nesting, the usual wrappers after 500 steps).
// Both versions' calls are synchronous and answer with strings; here they become one small interface.

export type ScormVersion = '1.2' | '2004';

interface Api12 {
  LMSInitialize(arg: ''): string;
  LMSFinish(arg: ''): string;
  LMSGetValue(element: string): string;
  LMSSetValue(element: string, value: string): string;
  LMSCommit(arg: ''): string;
  LMSGetLastError(): string;
  LMSGetErrorString(code: string): string;
}

interface Api2004 {
  Initialize(arg: ''): string;
  Terminate(arg: ''): string;
  GetValue(element: string): string;
  SetValue(element: string, value: string): string;
  Commit(arg: ''): string;
  GetLastError(): string;
  GetErrorString(code: string): string;
}

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

function hasMethods(api: unknown, names: readonly string[]): boolean {
  return names.every((n) => typeof (api as Record<string, unknown>)[n] === 'function');
}

const ok = (answer: unknown) => String(answer) === 'true';

function wrap12(api: Api12): LmsApi {
  return {
    version: '1.2',
    initialize: () => ok(api.LMSInitialize('')),
    finish: () => ok(api.LMSFinish('')),
    get: (element) => String(api.LMSGetValue(element) ?? ''),
    set: (element, value) => ok(api.LMSSetValue(element, value)),
    commit: () => ok(api.LMSCommit('')),
    lastError: () => describe(api.LMSGetLastError(), (code) => api.LMSGetErrorString(code)),
  };
}

function wrap2004(api: Api2004): LmsApi {
  return {
    version: '2004',
    initialize: () => ok(api.Initialize('')),
    finish: () => ok(api.Terminate('')),
    get: (element) => String(api.GetValue(element) ?? ''),
    set: (element, value) => ok(api.SetValue(element, value)),
    commit: () => ok(api.Commit('')),
    lastError: () => describe(api.GetLastError(), (code) => api.GetErrorString(code)),
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
  if (version === '1.2') {
    const names = ['LMSInitialize', 'LMSFinish', 'LMSGetValue', 'LMSSetValue', 'LMSCommit', 'LMSGetLastError'];
    return hasMethods(api, names) ? wrap12(api as Api12) : null;
  }
  const names = ['Initialize', 'Terminate', 'GetValue', 'SetValue', 'Commit', 'GetLastError'];
  return hasMethods(api, names) ? wrap2004(api as Api2004) : null;
}
