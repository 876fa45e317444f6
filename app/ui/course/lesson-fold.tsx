// What follows a prediction, up to its `::end`: folded until the learner checks the prediction or skips it, so
// the text never answers a question before it is asked. "Show the whole lesson" opens every fold.
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useProgressStore } from '../store/progress-store';
import { useLesson } from './lesson-context';

export function LessonFold({ prediction, children }: { prediction: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const { lesson, showAll } = useLesson();
  const answered = useProgressStore((s) => prediction in (s.lessons[lesson.spec.id]?.predictions ?? {}));
  if (answered || showAll) return <div className="lesson-fold">{children}</div>;
  return (
    <p className="lesson-folded">
      <span aria-hidden="true">⋯ </span>
      {t('course.lesson.folded')}
    </p>
  );
}
