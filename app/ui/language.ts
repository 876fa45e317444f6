// Which language the page speaks: ?lang=ja|en in the query or in the hash's query wins, then a choice the
// learner saved, then the browser's own preference.
export const LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function langParam(search: string, hash: string): string | null {
  const fromSearch = new URLSearchParams(search).get('lang');
  if (fromSearch !== null) return fromSearch;
  const query = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '';
  return new URLSearchParams(query).get('lang');
}

export function pickLanguage(param: string | null, saved: unknown, browser: readonly string[]): Language {
  if (isLanguage(param)) return param;
  if (isLanguage(saved)) return saved;
  return browser.some((l) => l.toLowerCase().startsWith('ja')) && !browser[0]?.toLowerCase().startsWith('en') ? 'ja' : 'en';
}
