import { memo, useId } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { applyLanguage } from '../i18n/apply-language';
import { LANGUAGES, type Language } from '../language';
import { useViewStore } from '../store/view-store';

const NAMES: Record<Language, string> = { en: 'English', ja: '日本語' };

// Memoised: the page header re-renders on every navigation; the switch draws nothing new then.
export const LanguageSwitch = memo(function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const setLanguage = useViewStore((s) => s.setLanguage);
  const id = useId();
  function change(language: Language) {
    setLanguage(language);
    applyLanguage(language);
  }
  return (
    <div className="language-switch">
      <label htmlFor={id}>{t('app.language')}</label>{' '}
      <select id={id} value={i18n.language} onChange={(e) => change(e.target.value as Language)}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
});
