// The window's title names the screen in the learner's language (tabs, history, screen readers on arrival).
import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';

/** Sets the title while `active` (an embedded view passes false and leaves the title to its page). */
export function useDocumentTitle(screen: string | null, active = true): void {
  const { t } = useTranslation();
  const app = t('app.title');
  useEffect(() => {
    if (active) document.title = screen ? `${screen} · ${app}` : app;
  }, [screen, app, active]);
}
