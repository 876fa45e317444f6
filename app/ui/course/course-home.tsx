// #/ — the course home: the lessons in order with their progress in words, the quiz and the lab.
import { useTranslation } from '../i18n/use-translation';
import { LESSONS } from '../../course/lesson-loader';
import { lessonDone } from '../../course/progress';
import { useProgressStore } from '../store/progress-store';
import { useDocumentTitle } from '../use-document-title';
import { useLanguage } from '../use-language';
import { ProgressNotice } from './progress-notice';
import { PatternChooser } from './pattern-chooser';
import { ProgressPanel } from './progress-panel';

export function CourseHome() {
  const { t } = useTranslation();
  const language = useLanguage();
  const lessons = useProgressStore((s) => s.lessons);
  const quizBest = useProgressStore((s) => s.quizBest);
  useDocumentTitle(t('course.home.heading'));
  return (
    <div className="course-home">
      <ProgressNotice />
      <h2>{t('course.home.heading')}</h2>
      <p>{t('course.home.intro')}</p>
      <ol className="lesson-list">
        {LESSONS.map(({ spec }) => {
          const progress = lessons[spec.id];
          const done = lessonDone(spec, progress);
          const started = !!progress && (Object.keys(progress.predictions).length > 0 || Object.keys(progress.tries).length > 0);
          const state = done ? 'done' : started ? 'started' : 'new';
          return (
            <li key={spec.id} className={`lesson-item lesson-${state}`}>
              <a href={`#/lessons/${spec.id}`}>{spec.title[language]}</a>{' '}
              <span className="lesson-state">
                {state === 'done' ? '✔ ' : state === 'started' ? '◐ ' : '○ '}
                {t(`course.home.state.${state}`)}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="course-links">
        <a href="#/quiz">{t('course.home.quiz')}</a>{' '}
        <span className="muted">{quizBest ? t('course.home.quizBest', quizBest) : t('course.home.quizNone')}</span>
        {' · '}
        <a href="#/lab">{t('course.home.lab')}</a>
      </p>
      <PatternChooser />
      <ProgressPanel />
    </div>
  );
}
