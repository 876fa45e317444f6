// react-i18next's useTranslation with a remembering `t`. A Step re-renders a few hundred strings, and every call
// of i18next's t copies its whole options object and walks the resources again — about a tenth of a Step's
// render in Chromium. The same key with the same plain parameters in the same language gives the same text, so
// each is looked up once. The cache is per language, dropped when resources change, and never grows past
// MAX_ENTRIES (parameters such as clock times make keys without end): a Step's few hundred fixed strings fit many
// times over, and emptying it now and then costs one lookup each, not a heap that grows with the session.
import { useMemo } from 'react';
import { useTranslation as useI18nextTranslation } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

const MAX_ENTRIES = 2_000;
const caches = new WeakMap<I18n, Map<string, Map<string, unknown>>>();

/** A key for a call whose parameters are all plain values, or null (a call to pass through as it is). */
function callKey(args: unknown[]): string | null {
  const [key, options, ...rest] = args;
  if (rest.length > 0 || (typeof key !== 'string' && !Array.isArray(key))) return null;
  if (options === undefined) return JSON.stringify(key);
  if (typeof options !== 'object' || options === null) return null;
  for (const value of Object.values(options)) {
    if (value !== null && typeof value === 'object') return null;
    if (typeof value === 'function') return null;
  }
  return `${JSON.stringify(key)}\u0000${JSON.stringify(options)}`;
}

function cacheFor(i18n: I18n, language: string): Map<string, unknown> {
  let byLanguage = caches.get(i18n);
  if (!byLanguage) {
    const languages = new Map<string, Map<string, unknown>>();
    byLanguage = languages;
    caches.set(i18n, languages);
    // New resources (a key or bundle added or removed, a namespace loaded) may change any text. Every
    // language's map is emptied in place: the t functions already handed out hold them.
    const drop = () => languages.forEach((cache) => cache.clear());
    i18n.store.on('added', drop);
    i18n.store.on('removed', drop);
    i18n.on('loaded', drop);
  }
  let cache = byLanguage.get(language);
  if (!cache) {
    cache = new Map();
    byLanguage.set(language, cache);
  }
  return cache;
}

export function remembering(t: TFunction, i18n: I18n, language: string): TFunction {
  const cache = cacheFor(i18n, language);
  const plain = t as unknown as (...a: unknown[]) => unknown;
  const call = (...args: unknown[]) => {
    const key = callKey(args);
    if (key === null) return plain(...args);
    if (cache.has(key)) return cache.get(key);
    const text = plain(...args);
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(key, text);
    return text;
  };
  return Object.assign(call, t) as TFunction;
}

// One options object for every call: react-i18next memoises its options and its store snapshot on this object, and a
// fresh `{}` each render (its default) makes every component using it check the loaded namespaces twice a render.
const NO_OPTIONS = {};

export function useTranslation() {
  const result = useI18nextTranslation(undefined, NO_OPTIONS);
  const { t, i18n } = result;
  const language = i18n.language;
  const fast = useMemo(() => remembering(t, i18n, language), [t, i18n, language]);
  return { ...result, t: fast, 0: fast } as typeof result;
}
