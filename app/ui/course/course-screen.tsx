// The course's screens — home, a lesson, the quiz, the answer key. The home comes with this chunk (titles and
// summaries from the specs); a lesson's page, its Markdown, the quiz and the answer key each load when opened.
import { lazy, use, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { prefetchQuizTexts } from '../i18n/quiz-texts';
import { loadLessonSource } from '../../course/lesson-source';
import { LinkNotice } from '../lab/link-notice';
import { CourseHome } from './course-home';

const LessonPage = lazy(() => import('./lesson-page').then((m) => ({ default: m.LessonPage })));
// The quiz's texts download beside its code, not after it.
const QuizScreen = lazy(() => {
  prefetchQuizTexts();
  return import('./quiz-screen').then((m) => ({ default: m.QuizScreen }));
});
const AnswersPage = lazy(() => import('./answers-page').then((m) => ({ default: m.AnswersPage })));

interface Props {
  screen: 'home' | 'lesson' | 'quiz' | 'answers';
  lessonId: string | null;
  seed: number;
  /** The quiz question to land on (1-based), when the address names one. */
  question?: number | null;
}

function UnknownLesson() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(true);
  return (
    <>
      {shown && <LinkNotice text={t('notice.lessonUnknown')} onDismiss={() => setShown(false)} />}
      <CourseHome />
    </>
  );
}

/** A lesson once its texts are in (the page's Suspense shows "Loading…" until then). */
function Lesson({ id }: { id: string }) {
  const lesson = use(loadLessonSource(id));
  return lesson ? <LessonPage key={lesson.spec.id} lesson={lesson} /> : <UnknownLesson key={id} />;
}

export function CourseScreen({ screen, lessonId, seed, question = null }: Props) {
  if (screen === 'quiz') return <QuizScreen key={seed} seed={seed} focus={question} />;
  if (screen === 'home') return <CourseHome />;
  if (screen === 'answers') return <AnswersPage />;
  return <Lesson key={lessonId} id={lessonId ?? ''} />;
}
