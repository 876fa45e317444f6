// #/quiz?seed=N — questions on the whole course, drawn from the seed and answered by the engine (or the lab's rules, or
// SQLite). Feedback at once, with why and a way into the lab at that state. The answers are kept for the seed in this
// tab (the quiz store), so the lab, the browser's Back and a reload all come back to the same quiz, the same score.
import './quiz.css';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useQuizTexts } from '../i18n/quiz-texts';
import type { MeasureValue } from '../../course/lesson-spec';
import { drawQuiz } from '../../course/quiz/draw-quiz';
import type { QuizQuestion } from '../../course/quiz/quiz-types';
import { quizOriginParam } from '../../course/quiz-origin';
import { randomSeed } from '../../course/seed';
import { encodeLink } from '../../engine/replay/link-codec';
import { postToHost } from '../embed/embed-bridge';
import { useProgressStore } from '../store/progress-store';
import { useQuizStore, type QuestionRecord } from '../store/quiz-store';
import { useDocumentTitle } from '../shared/use-document-title';
import { ProgressNotice } from './progress-notice';
import { choiceLabel, feedbackText, say } from './quiz-text';
import { useCourseLab } from './use-course-lab';

/** A stored answer, kept only where it is one of this question's choices (storage is never trusted). */
function storedAnswers(q: QuizQuestion, stored: QuestionRecord | undefined): QuestionRecord {
  const valid = (v: MeasureValue | undefined) => (v !== undefined && q.choices.includes(v) ? v : undefined);
  return { choice: valid(stored?.choice), checked: valid(stored?.checked), first: valid(stored?.first) };
}

interface QuestionProps {
  q: QuizQuestion;
  n: number;
  seed: number;
  answers: QuestionRecord;
  onChoose(value: MeasureValue): void;
  onCheck(value: MeasureValue): void;
  fieldset(element: HTMLFieldSetElement | null): void;
}

function Question({ q, n, seed, answers, onChoose, onCheck, fieldset }: QuestionProps) {
  const { t } = useTranslation();
  const name = useId();
  const markShown = useQuizStore((s) => s.markShown);
  // Asked to check before choosing: said until a choice is made, and not kept (it is not an answer).
  const [chooseFirst, setChooseFirst] = useState(false);
  const { choice, checked } = answers;
  function check(event: FormEvent) {
    event.preventDefault();
    setChooseFirst(choice === undefined);
    if (choice !== undefined) onCheck(choice);
  }
  const feedback = chooseFirst
    ? t('course.predict.chooseFirst')
    : checked !== undefined
      ? feedbackText(t, q, checked)
      : '';
  const tone = chooseFirst || checked === undefined ? '' : checked === q.answer ? ' right' : ' wrong';
  return (
    <form className="quiz-question" onSubmit={check}>
      {/* Focusable from script only: "Back to question N" and the browser's Back land here. */}
      <fieldset ref={fieldset} tabIndex={-1}>
        <legend>
          {n}. {say(t, q.question)}
        </legend>
        <div className="choices">
          {q.choices.map((value) => (
            <label key={String(value)}>
              <input
                type="radio"
                name={name}
                checked={choice === value}
                onChange={() => {
                  setChooseFirst(false);
                  onChoose(value);
                }}
              />{' '}
              {choiceLabel(t, q, value)}
            </label>
          ))}
        </div>
        <button type="submit">{t('course.quiz.check')}</button>
        <p role="status" className={`feedback${tone}`}>
          {feedback}
        </p>
        {/* Only a question about a lab state has one to show; a rule or a query plan is answered here. */}
        {checked !== undefined && q.link && (
          <a href={`${encodeLink(q.link)}&${quizOriginParam({ seed, n })}`} onClick={() => markShown(seed, n)}>
            {t('course.quiz.showMe')}
          </a>
        )}
      </fieldset>
    </form>
  );
}

/** `focus`: the question to land on (1-based), from "Back to question N"; else the one last opened in the lab. */
export function QuizScreen({ seed, focus = null }: { seed: number; focus?: number | null }) {
  useQuizTexts();
  const { t } = useTranslation();
  const { lab, error: loadError } = useCourseLab();
  const recordQuiz = useProgressStore((s) => s.recordQuiz);
  const record = useQuizStore((s) => s.quizzes[String(seed)]);
  const { choose, check, markShown, clear } = useQuizStore.getState();
  useDocumentTitle(t('course.quiz.heading'));
  const questions = useMemo(() => (lab ? drawQuiz(lab, seed) : null), [lab, seed]);
  const answers = (questions ?? []).map((q) => storedAnswers(q, record?.questions[q.id]));
  const score = (questions ?? []).filter((q, i) => answers[i].first === q.answer).length;
  const total = questions?.length ?? 0;

  // Land once on the question asked for, when the questions are drawn; a note from "Show me" is used up.
  const fieldsets = useRef<(HTMLFieldSetElement | null)[]>([]);
  const landed = useRef(false);
  const shown = record?.shown ?? null;
  useEffect(() => {
    if (!questions || landed.current) return;
    landed.current = true;
    const target = focus ?? shown;
    if (target === null) return;
    const fieldset = fieldsets.current[target - 1];
    // At the top of the window, its question first, rather than wherever focusing would leave it.
    fieldset?.focus({ preventScroll: true });
    fieldset?.scrollIntoView({ block: 'start' });
    if (shown !== null) markShown(seed, null);
  }, [questions, focus, shown, seed, markShown]);

  function onCheck(q: QuizQuestion, value: MeasureValue) {
    // Only the first check of a question scores; checking again still explains. A retake clears the answers.
    if (!check(seed, q.id, value) || !questions) return;
    const stored = useQuizStore.getState().quizzes[String(seed)]?.questions ?? {};
    const firsts = questions.map((x) => storedAnswers(x, stored[x.id]).first);
    const newScore = questions.filter((x, i) => firsts[i] === x.answer).length;
    // A quiz counts once every question has its first answer: half a quiz is not a score (nor an LMS's "failed").
    if (firsts.every((f) => f !== undefined)) recordQuiz(newScore, total);
    postToHost({ type: 'quiz', seed, answered: firsts.filter((f) => f !== undefined).length, score: newScore, total });
  }

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
        <button type="button" onClick={() => clear(seed)}>
          {t('course.quiz.restart')}
        </button>{' '}
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
          <Question
            key={`${seed}-${q.id}`}
            q={q}
            n={i + 1}
            seed={seed}
            answers={answers[i]}
            onChoose={(value) => choose(seed, q.id, value)}
            onCheck={(value) => onCheck(q, value)}
            fieldset={(element) => {
              fieldsets.current[i] = element;
            }}
          />
        ))
      )}
    </div>
  );
}
