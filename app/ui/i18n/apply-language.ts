// Switching the page's language: the texts (fetched the first time), the document's lang, and any lang= in the
// address (language.ts).
import { pageTranslator } from './page-translator';
import { ensureTexts } from './setup';
import { withLanguage, type Language } from '../language';

/** The language asked for last: a slower fetch of one asked for earlier must not win over it. */
let wanted: Language | null = null;

export function applyLanguage(language: Language): void {
  wanted = language;
  const next = withLanguage(location.href, language);
  if (next !== location.href) history.replaceState(history.state, '', next);
  void ensureTexts(language).then(() => {
    if (wanted !== language) return;
    pageTranslator.changeLanguage(language);
    document.documentElement.lang = language;
  });
}
