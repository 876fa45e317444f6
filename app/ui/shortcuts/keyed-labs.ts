// The labs on the page that answer the keyboard, and which one a key is for. A lesson or the comparison page has
// several labs, each in its own region ("Lab: …"); a key pressed while the focus is inside one acts on that lab
// and on no other. The page's own lab (#/lab) has no region of its own: it takes the keys pressed anywhere outside
// another lab's region. The "Keyboard shortcuts" dialog lists what the lab the learner was last working in has.
import type { Command } from './commands';

export interface KeyedLab {
  /** The page's own lab, which answers everywhere outside another lab's region. */
  page: boolean;
  /** The lab's region (null for the page's own lab, and for any lab not yet on the page). */
  region(): HTMLElement | null;
  /** Whether this lab has the command: its design has the action, its form is on screen. */
  offers(command: Command): boolean;
}

const labs = new Set<KeyedLab>();
/** The lab whose region last had the focus; the dialog falls back to the page's own lab. */
let lastFocused: KeyedLab | null = null;

function regionLabOf(target: EventTarget | null): KeyedLab | null {
  if (!(target instanceof Node)) return null;
  for (const lab of labs) if (lab.region()?.contains(target)) return lab;
  return null;
}

const pageLab = (): KeyedLab | null => [...labs].find((lab) => lab.page) ?? null;

function noteFocus(event: FocusEvent) {
  const lab = regionLabOf(event.target);
  if (lab) lastFocused = lab;
}

/** Adds a lab to those that answer keys; the returned function takes it away again. */
export function registerKeyedLab(lab: KeyedLab): () => void {
  if (labs.size === 0) document.addEventListener('focusin', noteFocus);
  labs.add(lab);
  return () => {
    labs.delete(lab);
    if (lastFocused === lab) lastFocused = null;
    if (labs.size === 0) document.removeEventListener('focusin', noteFocus);
  };
}

/**
 * The lab a key pressed at `target` is for: the lab whose region holds it, else the page's own lab — unless the
 * key was pressed inside another lab's region, which never reaches past its own lab.
 */
export function labForKey(target: EventTarget | null): KeyedLab | null {
  return regionLabOf(target) ?? pageLab();
}

/** The lab the dialog speaks of: the one the learner was last working in, else the page's own; null when none. */
export function currentKeyedLab(): KeyedLab | null {
  return lastFocused && labs.has(lastFocused) ? lastFocused : pageLab();
}
