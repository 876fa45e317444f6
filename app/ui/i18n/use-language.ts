// The language the page speaks now, as the course's texts are keyed ('en' | 'ja').
import { useTranslation } from './use-translation';
import { isLanguage, type Language } from '../language';

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}
