// `::try{id="…"}`: a goal the learner reaches in a lab of the try's own, under its prompt — graded against that
// lab alone. Hints come one at a time, then "Show me" loads the solution's state — which shows the way but never
// counts as solving it; "Start over" returns that lab to the lesson's state.
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { presetLabLink } from '../../course/course-lab';
import { goalHolds } from '../../course/preset-run';
import { useProgressStore } from '../store/progress-store';
import { trySlot } from '../../course/lesson-slots';
import { useLesson } from './lesson-context';
import { LessonLab } from './lesson-lab';

export function TryBox({ id }: { id: string }) {
  const { t } = useTranslation();
  const { lesson, language, seen, loaded, load } = useLesson();
  const tryIt = lesson.spec.tries[id];
  const headingId = useId();
  const [hints, setHints] = useState(0);
  const saved = useProgressStore((s) => s.lessons[lesson.spec.id]?.tries[id]);
  const setTry = useProgressStore((s) => s.tryState);
  const slot = trySlot(id);
  const current = tryIt ? seen[slot] : undefined;
  const lastLoad = tryIt ? (loaded[slot] ?? '') : '';
  const goalMet = useMemo(() => (tryIt && current ? goalHolds(current.snapshot, tryIt.goal) : null), [tryIt, current]);
  const reached = goalMet === true;
  // The learner solves a try only by reaching the goal from a state where it did not hold, after the lesson last
  // loaded that lab: "Show me" (or a checked prediction) followed by a click that changes nothing is not solving.
  // Which load the goal was last seen unmet after is memory of earlier renders, not of this one, so it is state;
  // it is noted while rendering the state that shows it, not in an effect a render later.
  const [unmetAfter, setUnmetAfter] = useState<string | null>(null);
  if (goalMet === false && unmetAfter !== lastLoad) setUnmetAfter(lastLoad);
  const byLearner = reached && unmetAfter === lastLoad;

  useEffect(() => {
    if (byLearner) setTry(lesson.spec.id, id, 'solved');
  }, [byLearner, lesson.spec.id, id, setTry]);
  if (!tryIt) return null;

  function startOver() {
    const link = presetLabLink(lesson.spec, tryIt.preset);
    if (link) load(slot, link);
  }

  function showMe() {
    const link = presetLabLink(lesson.spec, tryIt.preset, tryIt.solution);
    if (!link) return;
    setTry(lesson.spec.id, id, 'shown');
    load(slot, link);
  }

  const status = byLearner
    ? t('course.try.solved')
    : reached
      ? t('course.try.shown')
      : saved === 'solved'
        ? t('course.try.solvedBefore')
        : t('course.try.notYet');
  return (
    <section className="try-it" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('course.try.heading')}</h3>
      <p>{tryIt.prompt[language]}</p>
      <p role="status" className={byLearner ? 'feedback right' : 'feedback'}>
        {status}
      </p>
      {hints > 0 && (
        <ol className="hints" aria-label={t('course.try.hints')}>
          {tryIt.hints.slice(0, hints).map((hint, i) => (
            <li key={i}>{hint[language]}</li>
          ))}
        </ol>
      )}
      <div className="try-actions">
        <button type="button" onClick={startOver}>
          {t('course.try.startOver')}
        </button>
        {hints < tryIt.hints.length ? (
          <button type="button" onClick={() => setHints((n) => n + 1)}>
            {hints === 0 ? t('course.try.hint') : t('course.try.nextHint')}
          </button>
        ) : (
          <button type="button" onClick={showMe}>
            {t('course.try.showMe')}
          </button>
        )}
      </div>
      <LessonLab slot={slot} />
    </section>
  );
}
