// The page's one keydown listener: on the document while any part answers keys and only then, a key's command
// handed to the first handler that accepts it among the page's and the lab's it was pressed for, and to no other,
// and nothing fired in a text field, under an open dialog, or with shortcuts off.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { Command } from '../../app/ui/shortcuts/commands';
import { registerKeyedLab, type KeyedLab } from '../../app/ui/shortcuts/keyed-labs';
import { addShortcutHandler, type ShortcutHandler } from '../../app/ui/shared/shortcut-dispatch';
import { useViewStore } from '../../app/ui/store/view-store';

class FakeElement extends EventTarget {
  isContentEditable = false;
}
class FakeTextArea extends FakeElement {}

let dialogOpen = false;
const doc = Object.assign(new EventTarget(), { querySelector: () => (dialogOpen ? {} : null) });
const added = vi.spyOn(doc, 'addEventListener');
const removed = vi.spyOn(doc, 'removeEventListener');

beforeEach(() => {
  vi.stubGlobal('document', doc);
  vi.stubGlobal('HTMLElement', FakeElement);
  vi.stubGlobal('Node', FakeElement);
  vi.stubGlobal('HTMLTextAreaElement', FakeTextArea);
  vi.stubGlobal('HTMLSelectElement', class {});
  vi.stubGlobal('HTMLInputElement', class {});
  dialogOpen = false;
  useViewStore.setState({ shortcutsOn: true, keys: {} });
  added.mockClear();
  removed.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

/** A key pressed at `target`, as the document's listener sees it; returns whether it was taken. */
function press(key: string, target: EventTarget = new FakeElement()): boolean {
  const event = Object.assign(new Event('keydown', { cancelable: true }), {
    key,
    code: /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : '',
    altKey: false,
    shiftKey: false,
    ctrlKey: false,
    metaKey: false,
    isComposing: false,
  });
  // The fake document is no ancestor of the target: the event reaches it as if it had bubbled up from there.
  Object.defineProperty(event, 'target', { value: target });
  doc.dispatchEvent(event);
  return event.defaultPrevented;
}

function handler(accepts: (command: Command) => boolean, lab?: KeyedLab) {
  const ran: string[] = [];
  const h: ShortcutHandler = { lab, accepts, run: (command) => ran.push(command.id) };
  return { h, ran };
}

/** A lab that has every command: the page's own, or one whose region holds only `inside`. */
function keyedLab(inside?: EventTarget): KeyedLab {
  const region = inside ? ({ contains: (target: unknown) => target === inside } as unknown as HTMLElement) : null;
  return { page: !inside, region: () => region, offers: () => true };
}

test('one listener on the document while any handler is there, and none once the last has gone', () => {
  const removeA = addShortcutHandler(handler(() => false).h);
  const removeB = addShortcutHandler(handler(() => false).h);
  const removeC = addShortcutHandler(handler(() => false).h);
  expect(added).toHaveBeenCalledTimes(1);
  removeA();
  removeB();
  removeA();
  expect(removed).not.toHaveBeenCalled();
  removeC();
  expect(removed).toHaveBeenCalledTimes(1);
  expect(press(',')).toBe(false);
});

test("a key's command goes to the first handler that accepts it among the page's and its lab's, and to no other", () => {
  const mine = new FakeElement();
  const theirs = new FakeElement();
  const [pageLab, myLab, theirLab] = [keyedLab(), keyedLab(mine), keyedLab(theirs)];
  const unregister = [pageLab, myLab, theirLab].map(registerKeyedLab);
  const page = handler((command) => command.target.kind === 'view');
  // Added before the lab the key is for and accepting everything: asked, it would take that lab's keys.
  const other = handler(() => true, theirLab);
  const lab = handler((command) => command.target.kind === 'history', myLab);
  const main = handler(() => true, pageLab);
  const removers = [page, other, lab, main].map(({ h }) => addShortcutHandler(h));
  expect(press(',', mine)).toBe(true);
  expect(press('?', mine)).toBe(true);
  expect(press(',')).toBe(true);
  expect(page.ran).toEqual(['view:help']);
  expect(lab.ran).toEqual(['history:back']);
  expect(main.ran).toEqual(['history:back']);
  expect(other.ran).toEqual([]);
  expect(press('.', theirs)).toBe(true);
  expect(other.ran).toEqual(['history:forward']);
  // A key that is no command is left to the browser.
  expect(press('Escape')).toBe(false);
  removers.forEach((remove) => remove());
  unregister.forEach((remove) => remove());
});

test('nothing fires in a text field, under an open dialog, with shortcuts off, or for a remapped-away key', () => {
  const all = handler(() => true);
  const remove = addShortcutHandler(all.h);
  expect(press(',', new FakeTextArea())).toBe(false);
  dialogOpen = true;
  expect(press(',')).toBe(false);
  dialogOpen = false;
  useViewStore.setState({ shortcutsOn: false });
  expect(press(',')).toBe(false);
  useViewStore.setState({ shortcutsOn: true, keys: { 'history:back': ';' } });
  expect(press(',')).toBe(false);
  expect(press(';')).toBe(true);
  expect(all.ran).toEqual(['history:back']);
  remove();
});
