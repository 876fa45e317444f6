// The page's translator: texts by dotted key, placeholders filled (numbers formatted for the language), plural forms
// chosen by count as the language's rules say, a missing key or parameter shown as such, texts added later merged,
// and every change heard by the views (a new t each time, so a view that memoises on t renders again).
import { expect, test, vi } from 'vitest';
import { Translator } from '../../app/ui/i18n/translator';

const texts = {
  en: {
    hello: 'Hello {{name}}',
    rows_one: '{{count}} row',
    rows_other: '{{count, number}} rows',
    lab: { step: 'Step {{n, number}} of {{of, number}}', plain: 'Plain' },
  },
  ja: { hello: 'こんにちは{{name}}', rows_other: '{{count, number}} 行', lab: { plain: 'そのまま' } },
};

test('a dotted key finds its text; placeholders take the parameters, numbers formatted for the language', () => {
  const en = new Translator('en', texts).fixedT('en');
  expect(en('lab.plain')).toBe('Plain');
  expect(en('hello', { name: 'Ann' })).toBe('Hello Ann');
  expect(en('lab.step', { n: 1234, of: 5000.5 })).toBe('Step 1,234 of 5,000.5');
});

test('count chooses the plural form by the language’s rules; Japanese has one form', () => {
  const tr = new Translator('en', texts);
  expect(tr.fixedT('en')('rows', { count: 1 })).toBe('1 row');
  expect(tr.fixedT('en')('rows', { count: 0 })).toBe('0 rows');
  expect(tr.fixedT('en')('rows', { count: 2500 })).toBe('2,500 rows');
  expect(tr.fixedT('ja')('rows', { count: 1 })).toBe('1 行');
});

test('a missing key says itself (the last of a list); a list gives the first key that exists', () => {
  const en = new Translator('en', texts).fixedT('en');
  expect(en('lab.none')).toBe('lab.none');
  expect(en(['lab.none', 'lab.plain'])).toBe('Plain');
  expect(en(['lab.none', 'lab.other'])).toBe('lab.other');
  // A key that names a group of texts is not a text.
  expect(en('lab')).toBe('lab');
});

test('a missing parameter leaves its placeholder; one given as undefined is empty', () => {
  const en = new Translator('en', texts).fixedT('en');
  expect(en('hello')).toBe('Hello {{name}}');
  expect(en('hello', { name: undefined })).toBe('Hello ');
});

test('what a missing key or parameter says can be chosen', () => {
  const tr = new Translator('en', texts, { missingKey: (k) => `<missing ${k}>`, missingParam: (n) => `<${n}?>` });
  expect(tr.t('nope')).toBe('<missing nope>');
  expect(tr.t('lab.step', { n: 2 })).toBe('Step 2 of <of?>');
});

test('texts added later are merged; without overwrite a text already there stays', () => {
  const tr = new Translator('en', texts);
  const before = tr.fixedT('en');
  expect(before('hello', { name: 'A' })).toBe('Hello A');
  tr.addTexts('en', { hello: 'Hi {{name}}', lab: { extra: 'More' } }, false);
  expect(tr.t('hello', { name: 'A' })).toBe('Hello A');
  expect(tr.t('lab.extra')).toBe('More');
  expect(tr.t('lab.plain')).toBe('Plain');
  tr.addTexts('en', { hello: 'Hi {{name}}' });
  // The remembered lookup is dropped with the old texts.
  expect(tr.t('hello', { name: 'A' })).toBe('Hi A');
});

test('a change of language or texts is heard, and hands out a new t; nothing else does', () => {
  const tr = new Translator('en', texts);
  const heard = vi.fn();
  const stop = tr.subscribe(heard);
  const first = tr.fixedT('en');
  expect(tr.fixedT('en')).toBe(first);
  tr.changeLanguage('en');
  expect(heard).not.toHaveBeenCalled();
  tr.changeLanguage('ja');
  expect(heard).toHaveBeenCalledTimes(1);
  expect(tr.language).toBe('ja');
  expect(tr.t('lab.plain')).toBe('そのまま');
  tr.addTexts('fr', { hello: 'Bonjour {{name}}' });
  expect(heard).toHaveBeenCalledTimes(2);
  expect(tr.hasTexts('fr')).toBe(true);
  expect(tr.fixedT('en')).not.toBe(first);
  stop();
  tr.changeLanguage('fr');
  expect(heard).toHaveBeenCalledTimes(2);
});
