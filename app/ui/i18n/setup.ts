// The page's language with its texts, loaded before the first paint; another language is added when the learner
// switches to it. A missing key is caught by a test (text-keys, i18n), which reads both languages' files.
import type { Language } from '../language';
import { loadTexts } from './load-texts';
import { pageTranslator } from './page-translator';
import { ensureQuizTexts, quizTextsInUse } from './quiz-texts';
import type { TextTree } from './translator';

export function setupI18n(language: Language, translation: object) {
  pageTranslator.addTexts(language, translation as TextTree);
  pageTranslator.changeLanguage(language);
  document.documentElement.lang = language;
  return pageTranslator;
}

/** Makes `language`'s texts available, fetching them the first time. */
export async function ensureTexts(language: Language): Promise<void> {
  if (!pageTranslator.hasTexts(language)) {
    const translation = await loadTexts(language);
    if (!pageTranslator.hasTexts(language)) pageTranslator.addTexts(language, translation as TextTree);
  }
  // A page that has shown the quiz switches language with the quiz's texts in hand: the quiz does not blank out
  // while they download.
  if (quizTextsInUse()) await ensureQuizTexts(language);
}
