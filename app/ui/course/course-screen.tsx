// The course's screens — home, a lesson, the quiz — in one chunk the page loads when a course route opens.
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { lessonById } from '../../course/lesson-loader';
import { LinkNotice } from '../components/link-notice';
import { CourseHome } from './course-home';
import { LessonPage } from './lesson-page';
import { QuizScreen } from './quiz-screen';

interface Props {
  screen: 'home' | 'lesson' | 'quiz';
  lessonId: string | null;
  seed: number;
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

export function CourseScreen({ screen, lessonId, seed }: Props) {
  if (screen === 'quiz') return <QuizScreen key={seed} seed={seed} />;
  if (screen === 'home') return <CourseHome />;
  const lesson = lessonById(lessonId ?? '');
  return lesson ? <LessonPage key={lesson.spec.id} lesson={lesson} /> : <UnknownLesson key={lessonId} />;
}
