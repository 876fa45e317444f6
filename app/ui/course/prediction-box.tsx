// `::predict{id="…"}`: a question asked before the learner runs. "Check prediction" reads the answer from the
// engine (the preset, then what happens next), says whether the prediction held and why, loads that state into
// the lab above, and opens the fold that follows; "Skip" does the same but never counts as right. Focus moves to
// the result, which the status region announces, and the revealed text follows it.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { predictionAnswer, presetLabLink } from '../../course/course-lab';
import type { MeasureValue } from '../../course/lesson-spec';
import type { PredictionState } from '../../course/progress';
import { useProgressStore } from '../store/progress-store';
import { useCourseLab } from './use-course-lab';
import { labAnchor, useLesson } from './lesson-context';
import { valueLabel } from './value-label';

const RESULT_KEY: Record<PredictionState, string> = {
  held: 'course.predict.held',
  missed: 'course.predict.missed',
  skipped: 'course.predict.skipped',
};
const SAVED_KEY: Record<PredictionState, string> = {
  held: 'course.predict.savedHeld',
  missed: 'course.predict.savedMissed',
  skipped: 'course.predict.skipped',
};

export function PredictionBox({ id }: { id: string }) {
  const { t } = useTranslation();
  const { lesson, language, slots, load } = useLesson();
  const { lab: courseLab, error: loadError } = useCourseLab();
  const predict = useProgressStore((s) => s.predict);
  const saved = useProgressStore((s) => s.lessons[lesson.spec.id]?.predictions[id]);
  const prediction = lesson.spec.predictions[id];
  const slot = slots.prediction[id];
  const name = useId();
  const resultRef = useRef<HTMLParagraphElement>(null);
  const [choice, setChoice] = useState<MeasureValue | null>(null);
  // Kept as what to say, not the words: it follows a language switch. `fresh`: answered on this visit.
  const [problem, setProblem] = useState<'chooseFirst' | 'loading' | null>(null);
  const [fresh, setFresh] = useState<PredictionState | null>(null);
  const [focusResult, setFocusResult] = useState(false);
  useEffect(() => {
    if (focusResult) resultRef.current?.focus();
    setFocusResult(false);
  }, [focusResult]);
  // Read once per answer, not on every render: the lesson re-renders at each step of any of its labs.
  const answer = useMemo(
    () => (courseLab && saved && prediction ? predictionAnswer(courseLab, lesson.spec, prediction) : null),
    [courseLab, saved, prediction, lesson.spec],
  );
  if (!prediction) return null;

  function answerWith(state: (answer: MeasureValue) => PredictionState) {
    if (!courseLab) {
      setProblem('loading');
      return;
    }
    const value = predictionAnswer(courseLab, lesson.spec, prediction);
    if (value === null) return;
    const result = saved ?? state(value);
    predict(lesson.spec.id, id, result);
    setProblem(null);
    setFresh(result);
    const link = presetLabLink(lesson.spec, prediction.preset, prediction.then);
    if (link && slot) load(slot, link);
    setFocusResult(true);
  }

  function check(event: FormEvent) {
    event.preventDefault();
    if (choice === null) {
      setProblem('chooseFirst');
      return;
    }
    answerWith((value) => (value === choice ? 'held' : 'missed'));
  }

  const state = fresh ?? saved ?? null;
  const said =
    state && answer !== null
      ? t(fresh ? RESULT_KEY[state] : SAVED_KEY[state], { answer: valueLabel(t, prediction.measure, answer) })
      : null;
  const problemText =
    problem === 'chooseFirst'
      ? t('course.predict.chooseFirst')
      : problem === 'loading'
        ? loadError
          ? t('app.loadFailed', { error: loadError })
          : t('app.loading')
        : null;
  return (
    <form className="prediction" onSubmit={check}>
      <fieldset>
        <legend>{prediction.question[language]}</legend>
        <div className="choices">
          {prediction.choices.map((value) => (
            <label key={String(value)}>
              <input
                type="radio"
                name={name}
                value={String(value)}
                checked={choice === value}
                disabled={!!saved}
                onChange={() => setChoice(value)}
              />{' '}
              {/* A stored JSON text is asked character for character: shown as code, so its spaces can be seen. */}
              {typeof value === 'string' && value.startsWith('{') ? (
                <code>{value}</code>
              ) : (
                valueLabel(t, prediction.measure, value)
              )}
            </label>
          ))}
        </div>
        {!saved && (
          <div className="prediction-actions">
            <button type="submit">{t('course.predict.check')}</button>
            <button type="button" className="secondary" onClick={() => answerWith(() => 'skipped')}>
              {t('course.predict.skip')}
            </button>
          </div>
        )}
        {/* The verdict on the prediction stands out; the explanation reads as text. Focus lands here after an
            answer. */}
        <p role="status" className="feedback" ref={resultRef} tabIndex={-1}>
          {problemText && <strong className="wrong">{problemText}</strong>}
          {said && (
            <strong className={state === 'held' ? 'right' : state === 'skipped' ? 'skipped' : 'wrong'}>{said}</strong>
          )}{' '}
          {said && prediction.explain[language]}
        </p>
        {said && slot && (
          <button
            type="button"
            onClick={() => document.getElementById(labAnchor(lesson.spec.id, slot))?.scrollIntoView()}
          >
            {t('course.predict.toLab')}
          </button>
        )}
      </fieldset>
    </form>
  );
}
