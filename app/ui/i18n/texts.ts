// Both languages' texts at once (the quiz's, kept in files of their own, under course.quiz), with the designs' own
// texts merged in: what the tests check key by key. The page loads only the language it speaks (load-texts.ts),
// and the quiz's texts when they first show (quiz-texts.ts).
import { designRegistry, type DesignRegistry } from '../../engine/designs/registry';
import { withDesigns } from './design-texts';
import en from './en.json';
import enQuiz from './en-quiz.json';
import ja from './ja.json';
import jaQuiz from './ja-quiz.json';
import { withQuiz } from './quiz-texts';

/** Both languages' texts, the quiz's included, with `registry`'s designs merged in. */
export const textsFor = (registry: DesignRegistry) => ({
  en: withDesigns(registry, 'en', withQuiz(en, enQuiz)),
  ja: withDesigns(registry, 'ja', withQuiz(ja, jaQuiz)),
});

export const TEXTS = textsFor(designRegistry);
