// The address a lab had not written yet when its page went away (a reload or a closed tab a moment after a Step).
// Writing it at pagehide comes too late for a reload: the browser has already asked for the entry's old address
// (Chromium: a replaceState in pagehide or beforeunload leaves the reloaded page on the old hash). The page leaves it
// in this tab's sessionStorage instead, beside the address it replaces; the next page in the tab takes it, and only
// when it opens on one of the addresses the lab wrote over, so a link followed or typed is never changed.
const KEY = 'outbox-lab:late-address';

interface LateAddress {
  /** The addresses `to` replaced: a reload started before the last write asked for one of them. */
  from: string[];
  to: string;
}

export function leaveLateAddress(from: string[], to: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ from, to } satisfies LateAddress));
  } catch {
    /* storage off or full: the address stays as last written */
  }
}

const isLateAddress = (x: unknown): x is LateAddress =>
  typeof x === 'object' &&
  x !== null &&
  Array.isArray((x as LateAddress).from) &&
  typeof (x as LateAddress).to === 'string' &&
  (x as LateAddress).to.startsWith('#/lab');

/** Before anything reads the address: puts back the one the last page here left unwritten, if it left this one. */
export function takeLateAddress(): void {
  let late: unknown = null;
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw === null) return;
    sessionStorage.removeItem(KEY);
    late = JSON.parse(raw);
  } catch {
    return;
  }
  if (isLateAddress(late) && late.from.includes(location.href)) history.replaceState(history.state, '', late.to);
}
