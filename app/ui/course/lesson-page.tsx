// #/lessons/<id>: the lesson's narrative as an <article> headed by its title, with its live labs, predictions
// (each folding the text that answers it) and tries; "Show the whole lesson" and "Start this lesson again";
// previous and next lessons. The text paints before the WASM has loaded.
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { presetLabLink } from '../../course/course-lab';
import type { LessonSource } from '../../course/lesson-check';
import { LESSON_SPECS } from '../../course/lesson-presets';
import { lessonSlots } from '../../course/lesson-slots';
import { lessonDone } from '../../course/progress';
import { encodeLink } from '../../engine/replay/link-codec';
import type { LabSnapshot } from '../../engine/snapshot';
import { useProgressStore } from '../store/progress-store';
import { LessonContext, type LabSlot, type LessonContextValue } from './lesson-context';
import { LessonMarkdown } from './lesson-markdown';
import { useDocumentTitle } from '../shared/use-document-title';
import { useLanguage } from '../i18n/use-language';
import { ProgressNotice } from './progress-notice';

function LessonNav({ lesson, label }: { lesson: LessonSource; label: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const index = LESSON_SPECS.findIndex((spec) => spec.id === lesson.spec.id);
  const previous = LESSON_SPECS[index - 1];
  const next = LESSON_SPECS[index + 1];
  return (
    <nav className="lesson-nav" aria-label={label}>
      <a href="#/">{t('course.home.link')}</a>
      {previous && (
        <a href={`#/lessons/${previous.id}`}>{t('course.lesson.previous', { title: previous.title[lang] })}</a>
      )}
      {next ? (
        <a href={`#/lessons/${next.id}`}>{t('course.lesson.next', { title: next.title[lang] })}</a>
      ) : (
        <a href="#/quiz">{t('course.lesson.toQuiz')}</a>
      )}
    </nav>
  );
}

export function LessonPage({ lesson }: { lesson: LessonSource }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(lesson.spec.title[language]);
  // Arriving at a lesson (from the home, or Next at the bottom of the last one) puts focus on its title.
  useEffect(() => heading.current?.focus(), [lesson]);
  const { spec } = lesson;
  const done = useProgressStore((s) => lessonDone(spec, s.lessons[spec.id]));
  const restartLesson = useProgressStore((s) => s.restartLesson);
  // Both languages place the same directives in the same order (the lesson check), so a lab keeps its slot across a
  // switch.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const slots = useMemo(() => lessonSlots(spec, lesson.texts.en ?? lesson.texts[language] ?? ''), [lesson]);
  const startingLabs = useCallback(
    (revision: number) =>
      Object.fromEntries(
        slots.labs.flatMap(({ slot, preset }) => {
          const link = presetLabLink(spec, preset);
          return link ? [[slot, { preset, link, revision }]] : [];
        }),
      ) as Record<string, LabSlot>,
    [slots, spec],
  );
  const [labs, setLabs] = useState<Record<string, LabSlot>>(() => startingLabs(0));
  const [seen, setSeen] = useState<LessonContextValue['seen']>({});
  const [loaded, setLoaded] = useState<Record<string, string>>({});
  const [showAll, setShowAll] = useState(false);
  const [restarted, setRestarted] = useState(false);
  const load = useCallback((slot: string, link: LabSlot['link']) => {
    setLabs((all) => (all[slot] ? { ...all, [slot]: { ...all[slot], link, revision: all[slot].revision + 1 } } : all));
    setLoaded((all) => ({ ...all, [slot]: encodeLink(link) }));
    // What the lab showed before this load says nothing about a try from now on; its next report will.
    setSeen((all) => Object.fromEntries(Object.entries(all).filter(([name]) => name !== slot)));
  }, []);
  const report = useCallback(
    (slot: string, link: string, snapshot: LabSnapshot) => setSeen((all) => ({ ...all, [slot]: { link, snapshot } })),
    [],
  );
  function restart() {
    restartLesson(spec.id);
    setShowAll(false);
    setLabs((all) => startingLabs(Math.max(0, ...Object.values(all).map((l) => l.revision)) + 1));
    setLoaded({});
    setSeen({});
    setRestarted(true);
    heading.current?.focus();
  }
  // The text is parsed once per language; a lab reporting a step re-renders only what reads the lesson's state.
  const markdown = useMemo(() => <LessonMarkdown text={lesson.texts[language] ?? ''} />, [lesson, language]);
  const context = useMemo(
    () => ({ lesson, language, slots, labs, loaded, seen, load, report, showAll }) as const,
    [lesson, language, slots, labs, loaded, seen, load, report, showAll],
  );

  return (
    <LessonContext.Provider value={context}>
      <ProgressNotice />
      <article className="lesson" aria-labelledby={titleId}>
        <LessonNav lesson={lesson} label={t('course.lesson.navTop')} />
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          {spec.title[language]}
        </h2>
        <div className="lesson-meta">
          <p>
            {t('course.lesson.meta', { n: spec.order, total: LESSON_SPECS.length })}
            {done && <strong className="done-tag"> ✔ {t('course.done')}</strong>}
          </p>
          <button type="button" className="secondary" aria-pressed={showAll} onClick={() => setShowAll((v) => !v)}>
            {t('course.lesson.showAll')}
          </button>
          <button type="button" className="secondary" onClick={restart}>
            {t('course.lesson.restart')}
          </button>
        </div>
        <p role="status" className="lesson-restarted">
          {restarted ? t('course.lesson.restarted') : ''}
        </p>
        {markdown}
        <LessonNav lesson={lesson} label={t('course.lesson.navBottom')} />
      </article>
    </LessonContext.Provider>
  );
}
