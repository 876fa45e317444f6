// A visible, dismissible notice for a link that could not be used as given, with what to do about it if anything.
import { useTranslation } from '../i18n/use-translation';

export function LinkNotice({
  text,
  onDismiss,
  action,
}: {
  text: string;
  onDismiss(): void;
  action?: { label: string; run(): void };
}) {
  const { t } = useTranslation();
  return (
    <div className="notice" role="alert">
      <p>{text}</p>
      {action && (
        <button type="button" onClick={action.run}>
          {action.label}
        </button>
      )}
      <button type="button" onClick={onDismiss}>
        {t('notice.dismiss')}
      </button>
    </div>
  );
}
