// The lab opened from a quiz question (`&from=quiz:<seed>:<n>`): a banner above it names the question and the
// pane it asks about, and leads back to the question; that pane is scrolled into view and marked with a frame
// and a sentence. The lab's own panes stay the lab's: they are found by the names a learner reads (the pane's
// caption or heading), as the browser tests find them, and the mark is added beside them, never into their props.
import './quiz-origin.css';
import type { TFunction } from '../i18n/translator';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Measure } from '../../course/lesson-spec';
import { drawQuiz } from '../../course/quiz/draw-quiz';
import type { QuizQuestion } from '../../course/quiz/quiz-types';
import { quizHref, type QuizOrigin } from '../../course/quiz-origin';
import { useTranslation } from '../i18n/use-translation';
import { useQuizTexts } from '../i18n/quiz-texts';
import { paneName, say } from './quiz-text';
import { useCourseLab } from './use-course-lab';

/** An element under `root` whose visible text is exactly `text`. */
function withText<T extends HTMLElement>(root: ParentNode, selector: string, text: string): T | null {
  return [...root.querySelectorAll<T>(selector)].find((el) => el.textContent?.trim() === text) ?? null;
}

/** The lab's pane that `measure` reads, as the learner finds it: a table by its caption, else a heading. */
function findPane(t: TFunction, measure: Measure): HTMLElement | null {
  const main = document.getElementById('main');
  if (!main) return null;
  if (measure.kind === 'rows' || measure.kind === 'cell') {
    const db = withText(main, 'h2', t(measure.db === 'order' ? 'tables.orderDb' : 'tables.warehouseDb'))?.closest(
      'section',
    );
    const owner = measure.kind === 'rows' && measure.connection === 'owner';
    const connection = owner ? t(`tables.ownerConnection.${measure.db}`) : t('tables.independentConnection');
    const caption = t('tables.caption', { table: measure.table, connection });
    const table = [...(db ?? main).querySelectorAll<HTMLElement>('[role="group"][aria-label]')].find(
      (el) => el.getAttribute('aria-label') === caption,
    );
    return table?.parentElement ?? null;
  }
  const heading =
    measure.kind === 'response'
      ? withText(main, 'h3', t('form.responses'))
      : withText(
          main,
          'h2',
          t(
            measure.kind === 'ops'
              ? 'ops.heading'
              : measure.kind === 'sent'
                ? 'timelineView.heading'
                : 'verdict.heading',
          ),
        );
  return heading?.parentElement ?? null;
}

/**
 * Marks the pane `measure` reads while it is on screen, finding it again whenever the lab redraws (it appears
 * once the lab has loaded; a design change may replace it). Returns where the in-pane note goes, and a way to
 * move there. The first time the pane is found it is scrolled into view; later redraws leave the scroll alone.
 */
function useAskedPane(measure: Measure | null, t: TFunction): { holder: HTMLElement | null; show(): void } {
  const [holder, setHolder] = useState<HTMLElement | null>(null);
  const pane = useRef<HTMLElement | null>(null);
  const scrolled = useRef(false);
  useEffect(() => {
    const main = document.getElementById('main');
    if (!measure || !main) return;
    let note: HTMLDivElement | null = null;
    let frame = 0;
    const unmark = () => {
      pane.current?.removeAttribute('data-quiz-asked');
      note?.remove();
      pane.current = null;
      note = null;
      setHolder(null);
    };
    const mark = () => {
      frame = 0;
      const found = findPane(t, measure);
      if (found && found === pane.current && note?.parentElement === found) return;
      unmark();
      if (!found) return;
      pane.current = found;
      note = document.createElement('div');
      note.className = 'quiz-asked-holder';
      found.prepend(note);
      found.setAttribute('data-quiz-asked', '');
      setHolder(note);
      if (!scrolled.current) {
        scrolled.current = true;
        found.scrollIntoView({ block: 'nearest' });
        // The client's responses are a short scroll box, oldest first: the answer asked about is the newest.
        if (measure.kind === 'response') found.querySelector('li:last-child')?.scrollIntoView({ block: 'nearest' });
      }
    };
    // The lab redraws on every step; one look per frame is enough.
    const observer = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(mark);
    });
    observer.observe(main, { childList: true, subtree: true });
    mark();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      unmark();
    };
  }, [measure, t]);
  const show = useCallback(() => {
    const target = pane.current;
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    // The pane itself takes focus, so a screen reader says its name and the keyboard continues from there.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, []);
  return { holder, show };
}

export function QuizOriginBanner({ origin }: { origin: QuizOrigin }) {
  useQuizTexts();
  const { t } = useTranslation();
  const { lab } = useCourseLab();
  const headingId = useId();
  const [question, setQuestion] = useState<QuizQuestion | null>(null);
  useEffect(() => {
    if (!lab) return;
    // Drawn in a task of its own: a cold course lab builds the quiz's pool first (the quiz page, if it was open
    // in this page, already has), and the lab's own first frame should not wait for that.
    const timer = setTimeout(() => setQuestion(drawQuiz(lab, origin.seed)[origin.n - 1] ?? null), 0);
    return () => clearTimeout(timer);
  }, [lab, origin.seed, origin.n]);
  const { holder, show } = useAskedPane(question?.measure ?? null, t);
  const back = t('course.quiz.origin.back', { n: origin.n });
  return (
    <section className="quiz-origin" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('course.quiz.origin.heading', { seed: origin.seed, n: origin.n })}</h2>
      {question ? (
        <>
          <p className="quiz-origin-question">{say(t, question.question)}</p>
          <p className="quiz-origin-actions">
            {/* A question no lab state answers (a rule, a query plan) marks no pane: only the way back. */}
            {question.measure && (
              <>
                <span>{t('course.quiz.origin.asks', { pane: paneName(t, question.measure) })}</span>
                <button type="button" onClick={show} disabled={!holder}>
                  {t('course.quiz.origin.show')}
                </button>
              </>
            )}
            <a href={quizHref(origin)}>{back}</a>
          </p>
        </>
      ) : (
        <p className="quiz-origin-actions">
          <span>{t('course.quiz.origin.loading')}</span>
          <a href={quizHref(origin)}>{back}</a>
        </p>
      )}
      {holder &&
        createPortal(
          <p className="quiz-asked-note">
            <span>{t('course.quiz.origin.askedHere', { n: origin.n })}</span>
            <a href={quizHref(origin)}>{back}</a>
          </p>,
          holder,
        )}
    </section>
  );
}
