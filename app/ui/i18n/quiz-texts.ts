// The quiz's texts (course.quiz: its questions' wording, feedback and the lab's banner for a question) are a file
// of their own per language, about a third of the texts: the course home and the lab load without them, and the
// quiz, its answer key's links and a lab opened from a question load them when they first show.
import { use } from 'react';
import type { Language } from '../language';
import { useLanguage } from './use-language';
import { pageTranslator } from './page-translator';

/** `base` with the quiz's texts under course.quiz. */
export function withQuiz<T extends { course: object }>(base: T, quiz: object): T {
  return { ...base, course: { ...base.course, quiz } };
}

const loading = new Map<Language, Promise<void>>();

/** Adds `language`'s quiz texts to the page's, fetching them once (again after a failed download). */
export function ensureQuizTexts(language: Language): Promise<void> {
  let found = loading.get(language);
  if (!found) {
    found = (language === 'ja' ? import('./ja-quiz.json') : import('./en-quiz.json')).then(({ default: quiz }) => {
      // Deep, without overwriting: the rest of course.* stays as it is.
      pageTranslator.addTexts(language, { course: { quiz } }, false);
    });
    loading.set(language, found);
    found.catch(() => loading.delete(language));
  }
  return found;
}

/** Whether the page has shown the quiz (or a lab from one of its questions): a language switch brings their texts. */
export function quizTextsInUse(): boolean {
  return loading.size > 0;
}

/** The quiz's texts for the page's current language, asked for beside a quiz screen's own code. */
export function prefetchQuizTexts(): void {
  const language = pageTranslator.language;
  void ensureQuizTexts(language === 'ja' ? 'ja' : 'en').catch(() => {});
}

/** Waits (suspends) until the page's language has its quiz texts. */
export function useQuizTexts(): void {
  use(ensureQuizTexts(useLanguage()));
}
