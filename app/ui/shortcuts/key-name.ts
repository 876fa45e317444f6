// Keys as text: "s", "Shift+O", "Alt+Shift+W", "ArrowLeft", "?". One canonical spelling, so a key read from an
// event, a default written in a spec and a key saved in progress compare as strings.

/** Keys a shortcut may use besides letters and digits: punctuation typed without Ctrl, and the arrows. */
const NAMED = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);
const PUNCTUATION = /^[!-/:-@[-`{-~]$/;

/**
 * The key an event names, or null for what is never a shortcut: Ctrl or Meta held (the browser's and the
 * system's), an IME composing, a lone modifier. A letter is its letter, Shift spelt out; with Alt, the physical
 * key (macOS types "ø" for Alt+O). Punctuation already says Shift ("?"), so Shift is not added to it.
 */
export function keyOf(
  event: Pick<KeyboardEvent, 'key' | 'code' | 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'isComposing'>,
): string | null {
  if (event.ctrlKey || event.metaKey || event.isComposing) return null;
  const fromCode = /^Key([A-Z])$/.exec(event.code)?.[1] ?? /^Digit([0-9])$/.exec(event.code)?.[1];
  let base: string;
  if (/^[a-z]$/i.test(event.key)) base = event.key;
  else if (/^[0-9]$/.test(event.key)) base = event.key;
  else if (event.altKey && fromCode) base = fromCode;
  else if (NAMED.has(event.key) || PUNCTUATION.test(event.key)) return event.altKey ? `Alt+${event.key}` : event.key;
  else return null;
  const letter = /^[a-z]$/i.test(base);
  const parts = [event.altKey ? 'Alt' : '', event.shiftKey && letter ? 'Shift' : ''].filter(Boolean);
  return [...parts, letter ? (event.shiftKey ? base.toUpperCase() : base.toLowerCase()) : base].join('+');
}

/** Spec keys are written "Shift+Alt+W"; the canonical order is Alt before Shift. */
export function canonicalKey(key: string): string {
  const parts = key.split('+');
  const base = parts.pop() ?? '';
  const alt = parts.includes('Alt');
  const shift = parts.includes('Shift');
  const letter = /^[a-z]$/i.test(base);
  return [
    alt ? 'Alt' : '',
    shift && letter ? 'Shift' : '',
    letter ? (shift ? base.toUpperCase() : base.toLowerCase()) : base,
  ]
    .filter(Boolean)
    .join('+');
}

/** A key a shortcut can be: what keyOf can produce. Saved progress and imports are checked with it. */
export function isShortcutKey(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 20) return false;
  const parts = value.split('+');
  const base = parts.pop() ?? '';
  const mods = parts.join('+');
  if (!['', 'Alt', 'Shift', 'Alt+Shift'].includes(mods)) return false;
  if (/^[A-Z]$/.test(base)) return mods.includes('Shift');
  if (/^[a-z]$/.test(base)) return !mods.includes('Shift');
  if (/^[0-9]$/.test(base) || NAMED.has(base) || PUNCTUATION.test(base)) return !mods.includes('Shift');
  return false;
}

/** The key as people read it on a key cap: "Shift+O", "←", "?". */
export function keyLabel(key: string): string {
  const arrows: Record<string, string> = { ArrowLeft: '←', ArrowRight: '→', ArrowUp: '↑', ArrowDown: '↓' };
  return key
    .split('+')
    .map((part) => arrows[part] ?? (part.length === 1 ? part.toUpperCase() : part))
    .join('+');
}

/** Whether typing here means text, not a command: a shortcut never fires in a text field, a select or an editor. */
export function isTextTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement)
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
  return false;
}
