// Says when saved progress could not be read or written; the page keeps working either way.
import { useTranslation } from '../i18n/use-translation';
import { LinkNotice } from '../lab/link-notice';
import { useStorageProblem } from '../store/progress-store';

export function ProgressNotice() {
  const { t } = useTranslation();
  const problem = useStorageProblem((s) => s.problem);
  const dismiss = useStorageProblem((s) => s.dismiss);
  return problem ? <LinkNotice text={t(`course.progress.problem.${problem}`)} onDismiss={dismiss} /> : null;
}
