// Saved preferences: versioned, validated, and never trusted when corrupt.
import { expect, test } from 'vitest';
import { migrateView, sanitizeView } from '../../app/ui/store/view-store';
import { langParam, pickLanguage, withLanguage } from '../../app/ui/language';

/** What version 4 added: shortcuts on, every key its default. */
const KEYS = { shortcutsOn: true, keys: {} };

test('only well-typed fields survive', () => {
  expect(sanitizeView({ language: 'ja', showLineRuns: false })).toEqual({ language: 'ja', showLineRuns: false });
  expect(sanitizeView({ language: '<img src=x>', showLineRuns: 'yes', extra: 1 })).toEqual({});
  expect(sanitizeView({ timelineView: 'table', ...KEYS })).toEqual({ timelineView: 'table', ...KEYS });
  expect(sanitizeView({ timelineView: 'chart' })).toEqual({});
  for (const junk of [null, 7, 'text', [], undefined]) expect(sanitizeView(junk)).toEqual({});
});

test('version 1 stored the language as lang; migration renames it and drops junk', () => {
  expect(migrateView({ lang: 'ja' }, 1)).toEqual({
    language: 'ja',
    showLineRuns: true,
    timelineView: 'diagram',
    ...KEYS,
  });
  expect(migrateView({ lang: 'xx', showLineRuns: false }, 1)).toEqual({
    language: null,
    showLineRuns: false,
    timelineView: 'diagram',
    ...KEYS,
  });
  expect(migrateView('garbage', 0)).toEqual({ language: null, showLineRuns: true, timelineView: 'diagram', ...KEYS });
});

test('version 2 had no timeline view: it starts with the diagram, and a chosen view survives', () => {
  expect(migrateView({ language: 'en', showLineRuns: false }, 2)).toEqual({
    language: 'en',
    showLineRuns: false,
    timelineView: 'diagram',
    ...KEYS,
  });
  expect(migrateView({ language: 'en', timelineView: 'table' }, 3)).toEqual({
    language: 'en',
    showLineRuns: true,
    timelineView: 'table',
    ...KEYS,
  });
  expect(migrateView({ language: 'en', timelineView: '<svg>' }, 3)).toEqual({
    language: 'en',
    showLineRuns: true,
    timelineView: 'diagram',
    ...KEYS,
  });
});

test('language: ?lang wins, then the saved choice, then the browser', () => {
  expect(pickLanguage('ja', 'en', ['en-US'])).toBe('ja');
  expect(pickLanguage('<script>', 'ja', ['en-US'])).toBe('ja');
  expect(pickLanguage(null, null, ['ja-JP', 'en'])).toBe('ja');
  expect(pickLanguage(null, null, ['en-US', 'ja'])).toBe('en');
  expect(pickLanguage(null, null, [])).toBe('en');
  expect(langParam('?lang=ja', '')).toBe('ja');
  expect(langParam('', '#/lab?design=outbox&lang=en')).toBe('en');
});

test('a chosen language rewrites every lang= the address carries, and nothing else', () => {
  expect(withLanguage('http://x/?lang=ja#/lab?design=outbox&log=n%3Aa%3A1&lang=ja', 'en')).toBe(
    'http://x/?lang=en#/lab?design=outbox&log=n%3Aa%3A1&lang=en',
  );
  expect(withLanguage('http://x/#/lab?design=outbox&lang=ja', 'en')).toBe('http://x/#/lab?design=outbox&lang=en');
  expect(withLanguage('http://x/#/lessons/crash-points', 'ja')).toBe('http://x/#/lessons/crash-points');
});

test('version 4 keeps the keyboard: remapped keys that name a command and a possible key survive, the rest is dropped', () => {
  expect(migrateView({ language: 'en', timelineView: 'table' }, 3)).toEqual({
    language: 'en',
    showLineRuns: true,
    timelineView: 'table',
    shortcutsOn: true,
    keys: {},
  });
  expect(sanitizeView({ shortcutsOn: false, keys: { 'action:s': 'x', 'history:back': 'ArrowLeft' } })).toEqual({
    shortcutsOn: false,
    keys: { 'action:s': 'x', 'history:back': 'ArrowLeft' },
  });
  // An unknown command, an impossible key, a second command on the same key, and junk: each dropped alone.
  expect(
    sanitizeView({
      keys: { 'action:zz': 'x', 'action:s': 'Ctrl+S', 'action:e': 'y', 'history:back': 'y', 'view:help': 42 },
    }),
  ).toEqual({ keys: { 'action:e': 'y' } });
  expect(sanitizeView({ keys: ['x'], shortcutsOn: 'no' })).toEqual({});
});
