// #/ — the course home: where to begin (or go on), the lessons in order with what each covers and the
// learner's progress in words, the quiz and the lab, and the answer key for instructors.
import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { firstScreenShown } from '../first-screen';
import { loadSqlJs } from '../sql-loader';
import { LESSON_INDEX } from '../../course/lesson-index';
import { lessonStarted, nextStep } from '../../course/next-lesson';
import { lessonDone } from '../../course/progress';
import { useProgressStore } from '../store/progress-store';
import { useDocumentTitle } from '../shared/use-document-title';
import { useLanguage } from '../i18n/use-language';
import { ProgressNotice } from './progress-notice';
import { PatternChooser } from './pattern-chooser';
import { ProgressPanel } from './progress-panel';

const SPECS = LESSON_INDEX;

/** The one link a learner needs first: the first lesson, the one to go on with, or the quiz once all are done. */
function NextLink() {
  const { t } = useTranslation();
  const language = useLanguage();
  const lessons = useProgressStore((s) => s.lessons);
  const next = nextStep(SPECS, lessons);
  const [href, text] =
    next.kind === 'quiz'
      ? ['#/quiz', t('course.home.allDone')]
      : [
          `#/lessons/${next.spec.id}`,
          t(next.kind === 'start' ? 'course.home.start' : 'course.home.continue', { title: next.spec.title[language] }),
        ];
  return (
    <p className="next-step">
      <a className="next-step-link" href={href}>
        {text} →
      </a>
    </p>
  );
}

export function CourseHome() {
  const { t } = useTranslation();
  const language = useLanguage();
  // The lessons' labs run on sql.js: its WASM starts downloading once this list is on screen, not before it.
  useEffect(() => {
    firstScreenShown();
    void loadSqlJs().catch(() => {});
  }, []);
  const lessons = useProgressStore((s) => s.lessons);
  const quizBest = useProgressStore((s) => s.quizBest);
  useDocumentTitle(t('course.home.heading'));
  return (
    <div className="course-home">
      <ProgressNotice />
      {/* On a wide screen the way through the lessons reads on the left; everything else waits beside it. */}
      <div className="course-columns">
        <div className="course-main">
          <h2>{t('course.home.heading')}</h2>
          <p>{t('course.home.intro', { n: SPECS.length })}</p>
          <NextLink />
          <ol className="lesson-list">
            {SPECS.map((spec) => {
              const progress = lessons[spec.id];
              const state = lessonDone(spec, progress) ? 'done' : lessonStarted(progress) ? 'started' : 'new';
              return (
                <li key={spec.id} className={`lesson-item lesson-${state}`}>
                  <a href={`#/lessons/${spec.id}`}>{spec.title[language]}</a>{' '}
                  <span className="lesson-state">
                    {state === 'done' ? '✔ ' : state === 'started' ? '◐ ' : '○ '}
                    {t(`course.home.state.${state}`)}
                  </span>
                  {/* A lesson written before summaries existed still lists; it only lacks its sentence. */}
                  <p className="lesson-summary">{spec.summary[language]}</p>
                </li>
              );
            })}
          </ol>
        </div>
        <div className="course-side">
          <p className="course-links">
            <a href="#/quiz">{t('course.home.quiz')}</a>{' '}
            <span className="muted">{quizBest ? t('course.home.quizBest', quizBest) : t('course.home.quizNone')}</span>
            {' · '}
            <a href="#/lab">{t('course.home.lab')}</a>
          </p>
          <p className="for-instructors">
            <a href="#/answers">{t('course.home.instructors')}</a>{' '}
            <span className="muted">{t('course.home.instructorsHint')}</span>
          </p>
          <PatternChooser />
          <ProgressPanel />
        </div>
      </div>
    </div>
  );
}
