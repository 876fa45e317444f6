// #/quiz?seed=N — questions on commit boundaries, drawn from the seed and answered by the engine. Feedback
// at once, with why and a way into the lab at that state; answer again until every one is right.
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { TFunction } from 'i18next';
import type { MeasureValue } from '../../course/lesson-spec';
import { drawQuiz, type QuizQuestion, type QuizText } from '../../course/quiz';
import { randomSeed } from '../../course/seed';
import { encodeLink } from '../../engine/link-codec';
import { postToHost } from '../embed/embed-bridge';
import { useProgressStore } from '../store/progress-store';
import { useDocumentTitle } from '../use-document-title';
import { ProgressNotice } from './progress-notice';
import { useCourseLab } from './use-course-lab';
import { valueLabel } from './value-label';

/** Quiz text in the learner's language; design and process ids become their names. */
function say(t: TFunction, text: QuizText): string {
  const params: Record<string, string | number> = { ...text.params };
  if (typeof params.design === 'string') params.design = t(`design.${params.design}`);
  if (typeof params.process === 'string') params.process = t(`process.${params.process}`);
  if (typeof params.kind === 'string') params.kind = t(`course.quiz.kind.${params.kind}`);
  if (typeof params.faultKey === 'string') params.fault = t(`course.quiz.${params.faultKey}`, params);
  return t(`course.quiz.${text.key}`, params);
}

const measureOf = (q: QuizQuestion) => ({ kind: q.kind === 'reads' ? 'rows' : q.kind === 'ids' ? 'response' : 'verdict' }) as const;

function Question({ q, n, onAnswer }: { q: QuizQuestion; n: number; onAnswer(correct: boolean): void }) {
  const { t } = useTranslation();
  const name = useId();
  const [choice, setChoice] = useState<MeasureValue | null>(null);
  // Kept as what to say, not the words: it follows a language switch.
  const [feedback, setFeedback] = useState<{ correct: boolean; text: (t: TFunction) => string } | null>(null);
  function check(event: FormEvent) {
    event.preventDefault();
    if (choice === null) {
      setFeedback({ correct: false, text: (tt) => tt('course.predict.chooseFirst') });
      return;
    }
    const correct = choice === q.answer;
    onAnswer(correct);
    setFeedback({
      correct,
      text: (tt) => (correct ? tt('course.quiz.correct', { why: say(tt, q.why) }) : tt('course.quiz.notQuite', { answer: valueLabel(tt, measureOf(q), q.answer), why: say(tt, q.why) })),
    });
  }
  return (
    <form className="quiz-question" onSubmit={check}>
      <fieldset>
        <legend>
          {n}. {say(t, q.question)}
        </legend>
        <div className="choices">
          {q.choices.map((value) => (
            <label key={String(value)}>
              <input type="radio" name={name} checked={choice === value} onChange={() => setChoice(value)} /> {valueLabel(t, measureOf(q), value)}
            </label>
          ))}
        </div>
        <button type="submit">{t('course.quiz.check')}</button>
        <p role="status" className={feedback ? (feedback.correct ? 'feedback right' : 'feedback wrong') : 'feedback'}>
          {feedback?.text(t)}
        </p>
        {feedback && <a href={encodeLink(q.link)}>{t('course.quiz.showMe')}</a>}
      </fieldset>
    </form>
  );
}

export function QuizScreen({ seed }: { seed: number }) {
  const { t } = useTranslation();
  const { lab, error: loadError } = useCourseLab();
  const recordQuiz = useProgressStore((s) => s.recordQuiz);
  useDocumentTitle(t('course.quiz.heading'));
  const questions = useMemo(() => (lab ? drawQuiz(lab, seed) : null), [lab, seed]);
  const [right, setRight] = useState<Record<string, boolean>>({});
  const score = Object.values(right).filter(Boolean).length;
  const total = questions?.length ?? 0;

  useEffect(() => {
    if (!questions || Object.keys(right).length === 0) return;
    recordQuiz(score, total);
    postToHost({ type: 'quiz', seed, answered: Object.keys(right).length, score, total });
  }, [questions, right, score, total, recordQuiz, seed]);

  function newQuiz() {
    location.hash = `#/quiz?seed=${randomSeed()}`;
  }

  return (
    <div className="quiz">
      <ProgressNotice />
      <h2>{t('course.quiz.heading')}</h2>
      <p>{t('course.quiz.intro')}</p>
      <p className="quiz-bar">
        <strong role="status">{t('course.quiz.score', { score, total })}</strong>
        {total > 0 && score === total && <span className="feedback right"> ✔ {t('course.quiz.mastered')}</span>}
        <span className="muted"> · {t('course.quiz.seed', { seed })}</span>{' '}
        <button type="button" onClick={newQuiz}>
          {t('course.quiz.new')}
        </button>
      </p>
      {!questions ? (
        <p className="loading" role="status">
          {loadError ? t('app.loadFailed', { error: loadError }) : t('app.loading')}
        </p>
      ) : (
        questions.map((q, i) => (
          // Only the first check of a question scores; checking again still explains, but guessing through the
          // choices cannot reach a full score. A retake is the same quiz opened again, or a new one.
          <Question key={`${seed}-${q.id}`} q={q} n={i + 1} onAnswer={(correct) => setRight((r) => (q.id in r ? r : { ...r, [q.id]: correct }))} />
        ))
      )}
    </div>
  );
}
