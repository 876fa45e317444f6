// Says, once per kind and visit, that the LMS is not recording (or not all of it) and that the course goes on.
import { useTranslation } from '../i18n/use-translation';
import { useLmsStatus } from './lms-status';

export function LmsNotice() {
  const { t } = useTranslation();
  const notice = useLmsStatus((s) => s.notice);
  const dismiss = useLmsStatus((s) => s.dismiss);
  if (!notice) return null;
  // What the LMS said is its own words, shown apart from ours; sizes and API names are part of our sentence.
  const said = (notice.kind === 'initialize' || notice.kind === 'read' || notice.kind === 'commit') && notice.detail;
  return (
    <div className="notice" role="alert">
      <p>
        {t(`lms.notice.${notice.kind}`, { detail: notice.detail })}
        {said && ` ${t('lms.said', { detail: notice.detail })}`}
      </p>
      <button type="button" onClick={dismiss}>
        {t('notice.dismiss')}
      </button>
    </div>
  );
}
