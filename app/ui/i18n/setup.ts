// i18next with the page's language loaded before the first paint; another language is added when the learner
// switches to it. A missing key is caught by a test (text-keys, i18n), which reads both languages' files.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../language';
import { loadTexts } from './load-texts';
import { ensureQuizTexts, quizTextsInUse } from './quiz-texts';

export function setupI18n(language: Language, translation: object) {
  void i18next.use(initReactI18next).init({
    resources: { [language]: { translation } },
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

/** Makes `language`'s texts available, fetching them the first time. */
export async function ensureTexts(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    const translation = await loadTexts(language);
    if (!i18next.hasResourceBundle(language, 'translation'))
      i18next.addResourceBundle(language, 'translation', translation);
  }
  // A page that has shown the quiz switches language with the quiz's texts in hand: the quiz does not blank out
  // while they download.
  if (quizTextsInUse()) await ensureQuizTexts(language);
}
