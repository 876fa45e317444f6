// Switching the page's language: the texts, the document's lang, and any lang= in the address, which would
// otherwise win on reload — before the hash, or in the hash's own query, where a shared lab link carries it.
import i18next from 'i18next';
import type { Language } from './language';

export function applyLanguage(language: Language): void {
  void i18next.changeLanguage(language);
  document.documentElement.lang = language;
  const url = new URL(location.href);
  const before = url.href;
  if (url.searchParams.has('lang')) url.searchParams.set('lang', language);
  const cut = url.hash.indexOf('?');
  const inHash = new URLSearchParams(cut < 0 ? '' : url.hash.slice(cut + 1));
  if (inHash.has('lang')) {
    inHash.set('lang', language);
    url.hash = `${url.hash.slice(0, cut)}?${inHash.toString()}`;
  }
  if (url.href !== before) history.replaceState(history.state, '', url);
}
