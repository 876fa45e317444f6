// Which language the page speaks: ?lang=ja|en in the query or in the hash's query wins, then a choice the
// learner saved, then the browser's own preference.
import { viewParam } from './view-params';

export const LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function langParam(search: string, hash: string): string | null {
  return viewParam('lang', search, hash);
}

/**
 * `href` with every `lang=` it carries — before the hash, or in the hash's own query, where a shared lab link
 * carries it — set to `language`: a stale one would otherwise win over the learner's choice on reload.
 */
export function withLanguage(href: string, language: Language): string {
  const url = new URL(href);
  if (url.searchParams.has('lang')) url.searchParams.set('lang', language);
  const cut = url.hash.indexOf('?');
  const inHash = new URLSearchParams(cut < 0 ? '' : url.hash.slice(cut + 1));
  if (inHash.has('lang')) {
    inHash.set('lang', language);
    url.hash = `${url.hash.slice(0, cut)}?${inHash.toString()}`;
  }
  return url.href;
}

export function pickLanguage(param: string | null, saved: unknown, browser: readonly string[]): Language {
  if (isLanguage(param)) return param;
  if (isLanguage(saved)) return saved;
  return browser.some((l) => l.toLowerCase().startsWith('ja')) && !browser[0]?.toLowerCase().startsWith('en')
    ? 'ja'
    : 'en';
}
