// A new version of the site has been downloaded: offered, never forced, because reloading throws away the lab's
// Forward and branches (the link keeps the current state). Until the learner says yes, the old version serves.
import { useTranslation } from '../i18n/use-translation';
import { useUpdateStore } from '../offline';

export function UpdateNotice() {
  const { t } = useTranslation();
  const apply = useUpdateStore((s) => s.apply);
  if (!apply) return null;
  return (
    <div className="notice update-notice" role="status">
      <p>{t('offline.updateReady')}</p>
      <button type="button" onClick={apply}>
        {t('offline.reload')}
      </button>
      <button type="button" onClick={() => useUpdateStore.setState({ apply: null })}>
        {t('offline.later')}
      </button>
    </div>
  );
}
