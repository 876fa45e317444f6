// Switching the page's language: the texts, the document's lang, and any lang= in the address (language.ts).
import i18next from 'i18next';
import { withLanguage, type Language } from './language';

export function applyLanguage(language: Language): void {
  void i18next.changeLanguage(language);
  document.documentElement.lang = language;
  const next = withLanguage(location.href, language);
  if (next !== location.href) history.replaceState(history.state, '', next);
}
