// The course's screens — home, a lesson, the quiz, the answer key — in one chunk the page loads when a course route
// opens.
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { lessonById } from '../../course/lesson-loader';
import { LinkNotice } from '../lab/link-notice';
import { AnswersPage } from './answers-page';
import { CourseHome } from './course-home';
import { LessonPage } from './lesson-page';
import { QuizScreen } from './quiz-screen';

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

export function CourseScreen({ screen, lessonId, seed, question = null }: Props) {
  if (screen === 'quiz') return <QuizScreen key={seed} seed={seed} focus={question} />;
  if (screen === 'home') return <CourseHome />;
  if (screen === 'answers') return <AnswersPage />;
  const lesson = lessonById(lessonId ?? '');
  return lesson ? <LessonPage key={lesson.spec.id} lesson={lesson} /> : <UnknownLesson key={lessonId} />;
}
