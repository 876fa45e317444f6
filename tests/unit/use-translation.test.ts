// The remembering t: the same key with the same plain parameters in the same language is looked up once; a call
// it cannot key (an object among its parameters) always goes to i18next; new resources drop what was remembered.
import i18next, { type TFunction } from 'i18next';
import { expect, test, vi } from 'vitest';
import { remembering } from '../../app/ui/i18n/use-translation';

async function setUp() {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: {
      en: { translation: { hello: 'Hello {{name}}', rows_one: '{{count}} row', rows_other: '{{count}} rows' } },
    },
    lng: 'en',
    initAsync: false,
  });
  const inner = i18n.getFixedT('en');
  const spy = vi.fn((...args: unknown[]) => (inner as unknown as (...a: unknown[]) => unknown)(...args));
  return { i18n, spy, t: remembering(spy as unknown as TFunction, i18n, 'en') };
}

test('one lookup per key and parameters; other parameters are another lookup', async () => {
  const { spy, t } = await setUp();
  expect(t('hello', { name: 'Ann' })).toBe('Hello Ann');
  expect(t('hello', { name: 'Ann' })).toBe('Hello Ann');
  expect(spy).toHaveBeenCalledTimes(1);
  expect(t('hello', { name: 'Bo' })).toBe('Hello Bo');
  expect(t('rows', { count: 1 })).toBe('1 row');
  expect(t('rows', { count: 2 })).toBe('2 rows');
  expect(spy).toHaveBeenCalledTimes(4);
});

test('a call with an object among its parameters is never remembered', async () => {
  const { spy, t } = await setUp();
  t('hello', { name: 'Ann', extra: { nested: true } });
  t('hello', { name: 'Ann', extra: { nested: true } });
  expect(spy).toHaveBeenCalledTimes(2);
});

test('new resources drop what was remembered', async () => {
  const { i18n, spy, t } = await setUp();
  expect(t('hello', { name: 'Ann' })).toBe('Hello Ann');
  i18n.addResource('en', 'translation', 'hello', 'Hi {{name}}');
  expect(t('hello', { name: 'Ann' })).toBe('Hi Ann');
  expect(spy).toHaveBeenCalledTimes(2);
});
