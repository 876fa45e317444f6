// The page's texts in a view: its t, in the page's language, and the translator (for the language's code). The view
// renders again when the language or the texts change: its t is then a new function.
import { useSyncExternalStore } from 'react';
import { pageTranslator } from './page-translator';
import type { TFunction, Translator } from './translator';

const version = () => pageTranslator.version;

export function useTranslation(): { t: TFunction; i18n: Translator } {
  useSyncExternalStore(pageTranslator.subscribe, version, version);
  return { t: pageTranslator.fixedT(pageTranslator.language), i18n: pageTranslator };
}
