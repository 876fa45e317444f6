// `::predict{id="…"}`: a question asked before the learner runs. "Check prediction" reads the answer from
// the engine (the preset, then what happens next), says whether the prediction held and why, and loads that
// state into the preset's lab so its panes show the proof.
import { useId, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '../i18n/use-translation';
import { predictionAnswer, presetLabLink } from '../../course/course-lab';
import type { MeasureValue } from '../../course/lesson-spec';
import { useProgressStore } from '../store/progress-store';
import { useCourseLab } from './use-course-lab';
import { labAnchor, useLesson } from './lesson-context';
import { valueLabel } from './value-label';

export function PredictionBox({ id }: { id: string }) {
  const { t } = useTranslation();
  const { lesson, language, load } = useLesson();
  const { lab: courseLab, error: loadError } = useCourseLab();
  const predict = useProgressStore((s) => s.predict);
  const prediction = lesson.spec.predictions[id];
  const name = useId();
  const [choice, setChoice] = useState<MeasureValue | null>(null);
  // Feedback is kept as what to say, not the words: it follows a language switch.
  const [result, setResult] = useState<{ held: boolean; text: (t: TFunction) => string; why?: (lang: 'en' | 'ja') => string } | null>(null);
  if (!prediction) return null;

  function check(event: FormEvent) {
    event.preventDefault();
    if (choice === null) {
      setResult({ held: false, text: (tt) => tt('course.predict.chooseFirst') });
      return;
    }
    if (!courseLab) {
      setResult({ held: false, text: (tt) => (loadError ? tt('app.loadFailed', { error: loadError }) : tt('app.loading')) });
      return;
    }
    const answer = predictionAnswer(courseLab, lesson.spec, prediction);
    if (answer === null) return;
    const held = answer === choice;
    predict(lesson.spec.id, id, held);
    const link = presetLabLink(lesson.spec, prediction.preset, prediction.then);
    if (link) load(prediction.preset, link);
    setResult({
      held,
      text: (tt) => tt(held ? 'course.predict.held' : 'course.predict.missed', { answer: valueLabel(tt, prediction.measure, answer) }),
      why: (lang) => prediction.explain[lang],
    });
  }

  return (
    <form className="prediction" onSubmit={check}>
      <fieldset>
        <legend>{prediction.question[language]}</legend>
        <div className="choices">
          {prediction.choices.map((value) => (
            <label key={String(value)}>
              <input type="radio" name={name} value={String(value)} checked={choice === value} onChange={() => setChoice(value)} /> {valueLabel(t, prediction.measure, value)}
            </label>
          ))}
        </div>
        <button type="submit">{t('course.predict.check')}</button>
        {/* The verdict on the prediction stands out; the explanation reads as text. */}
        <p role="status" className="feedback">
          {result && <strong className={result.held ? 'right' : 'wrong'}>{result.text(t)}</strong>} {result?.why?.(language)}
        </p>
        {result?.why && (
          <button type="button" onClick={() => document.getElementById(labAnchor(lesson.spec.id, prediction.preset))?.scrollIntoView()}>
            {t('course.predict.toLab')}
          </button>
        )}
      </fieldset>
    </form>
  );
}
