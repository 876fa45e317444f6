// Says when saved progress could not be read or written; the page keeps working either way.
import { useTranslation } from 'react-i18next';
import { LinkNotice } from '../components/link-notice';
import { useProgressStore } from '../store/progress-store';

export function ProgressNotice() {
  const { t } = useTranslation();
  const problem = useProgressStore((s) => s.problem);
  const dismiss = useProgressStore((s) => s.dismissProblem);
  return problem ? <LinkNotice text={t(`course.progress.problem.${problem}`)} onDismiss={dismiss} /> : null;
}
