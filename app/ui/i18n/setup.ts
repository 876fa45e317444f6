// i18next with both languages bundled: no request at run time, and a missing key is caught by a test.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../language';
import { TEXTS } from './texts';

export const resources = { en: { translation: TEXTS.en }, ja: { translation: TEXTS.ja } } as const;

export function setupI18n(language: Language) {
  void i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: false,
    // React escapes text itself; i18next must not produce HTML either way.
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  document.documentElement.lang = language;
  return i18next;
}
