// A visible, dismissible notice for a link that could not be used as given.
import { useTranslation } from '../i18n/use-translation';

export function LinkNotice({ text, onDismiss }: { text: string; onDismiss(): void }) {
  const { t } = useTranslation();
  return (
    <div className="notice" role="alert">
      <p>{text}</p>
      <button type="button" onClick={onDismiss}>
        {t('notice.dismiss')}
      </button>
    </div>
  );
}
