// Keyboard commands as data: every default key is one a key press can produce, no two commands share one,
// and a key press is read the same way on any platform.
import { expect, test } from 'vitest';
import { offeredActions } from '../../app/engine/actions/registry';
import { collision, commandForKey, COMMANDS } from '../../app/ui/shortcuts/commands';
import { canonicalKey, isShortcutKey, keyLabel, keyOf } from '../../app/ui/shortcuts/key-name';

const press = (
  key: string,
  code: string,
  mods: Partial<Record<'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'isComposing', boolean>> = {},
) => keyOf({ key, code, altKey: false, shiftKey: false, ctrlKey: false, metaKey: false, isComposing: false, ...mods });

test('every offered action has a command; history, forms and views too; ids and keys are unique', () => {
  expect(COMMANDS.filter((c) => c.target.kind === 'action' || c.target.kind === 'focus')).toHaveLength(
    offeredActions().length,
  );
  expect(new Set(COMMANDS.map((c) => c.id)).size).toBe(COMMANDS.length);
  expect(new Set(COMMANDS.map((c) => c.defaultKey)).size).toBe(COMMANDS.length);
  for (const command of COMMANDS) expect(isShortcutKey(command.defaultKey), command.id).toBe(true);
  expect(COMMANDS.map((c) => c.id)).toEqual(
    expect.arrayContaining([
      'history:back',
      'history:forward',
      'history:reset',
      'view:help',
      'view:presenter',
      'form:order',
      'form:arm',
    ]),
  );
});

test('a key press reads as one spelling: letters by case, Alt by the physical key, punctuation as typed', () => {
  expect(press('s', 'KeyS')).toBe('s');
  expect(press('O', 'KeyO', { shiftKey: true })).toBe('Shift+O');
  // macOS types ø for Alt+O: the physical key names it.
  expect(press('ø', 'KeyO', { altKey: true })).toBe('Alt+o');
  expect(press('R', 'KeyR', { altKey: true, shiftKey: true })).toBe('Alt+Shift+R');
  expect(press('?', 'Slash', { shiftKey: true })).toBe('?');
  expect(press(',', 'Comma')).toBe(',');
  expect(press('ArrowLeft', 'ArrowLeft')).toBe('ArrowLeft');
  // Never a shortcut: the browser's own chords, a composing IME, a lone modifier, Space, Enter, Tab.
  expect(press('s', 'KeyS', { ctrlKey: true })).toBeNull();
  expect(press('s', 'KeyS', { metaKey: true })).toBeNull();
  expect(press('s', 'KeyS', { isComposing: true })).toBeNull();
  for (const key of ['Shift', 'Alt', ' ', 'Enter', 'Tab', 'Escape']) expect(press(key, key)).toBeNull();
});

test('spec keys are canonical whatever order their modifiers are written in', () => {
  expect(canonicalKey('Shift+Alt+W')).toBe('Alt+Shift+W');
  expect(canonicalKey('Alt+O')).toBe('Alt+o');
  expect(canonicalKey('Shift+x')).toBe('Shift+X');
  expect(keyLabel('Alt+Shift+W')).toBe('Alt+Shift+W');
  expect(keyLabel('s')).toBe('S');
  expect(keyLabel('ArrowLeft')).toBe('←');
  for (const bad of ['Ctrl+s', 'Shift+s', 'S', 'Shift+?', 'F1', '', 'ss', 7, null])
    expect(isShortcutKey(bad), String(bad)).toBe(false);
});

test('a remapped key moves the command; a key already taken names the command that has it', () => {
  expect(commandForKey('s', {})?.id).toBe('action:s');
  expect(commandForKey('x', { 'action:s': 'x' })?.id).toBe('action:s');
  expect(commandForKey('s', { 'action:s': 'x' })).toBeUndefined();
  expect(collision('action:s', 'e', {})?.id).toBe('action:e');
  expect(collision('action:s', 's', {})).toBeUndefined();
  expect(collision('action:e', 'x', { 'action:s': 'x' })?.id).toBe('action:s');
});
