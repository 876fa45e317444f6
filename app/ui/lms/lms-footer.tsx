// The SCORM package's footer: which build this is (the same id as its manifest's version) and, in words, whether
// the LMS is recording — a learner or an LMS administrator reads both when something seems not to be saved.
import { useTranslation } from '../i18n/use-translation';
import { useLmsStatus } from './lms-status';

export function LmsFooter() {
  const { t } = useTranslation();
  const version = useLmsStatus((s) => s.version);
  const recording = useLmsStatus((s) => s.recording);
  if (!version) return null;
  return (
    <footer className="lms-footer">
      <p>
        {t('lms.footer.build', { build: import.meta.env.VITE_BUILD_LABEL ?? '', version })}
        {' · '}
        <span role="status">{t(recording ? 'lms.footer.recording' : 'lms.footer.notRecording')}</span>
      </p>
    </footer>
  );
}
