// #/lessons/<id>: the lesson's narrative as an <article> headed by its title, with its live labs, predictions
// and tries; previous and next lessons; the text paints before the WASM has loaded.
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { presetLabLink } from '../../course/course-lab';
import type { LessonSource } from '../../course/lesson-check';
import { LESSONS } from '../../course/lesson-loader';
import { lessonDone } from '../../course/progress';
import { encodeLink } from '../../engine/link-codec';
import type { LabSnapshot } from '../../engine/snapshot';
import { useProgressStore } from '../store/progress-store';
import { LessonContext, type LabSlot, type LessonContextValue } from './lesson-context';
import { LessonMarkdown } from './lesson-markdown';
import { useDocumentTitle } from '../use-document-title';
import { useLanguage } from '../use-language';
import { ProgressNotice } from './progress-notice';

function LessonNav({ lesson, label }: { lesson: LessonSource; label: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const index = LESSONS.indexOf(lesson);
  const previous = LESSONS[index - 1];
  const next = LESSONS[index + 1];
  return (
    <nav className="lesson-nav" aria-label={label}>
      <a href="#/">{t('course.home.link')}</a>
      {previous && <a href={`#/lessons/${previous.spec.id}`}>{t('course.lesson.previous', { title: previous.spec.title[lang] })}</a>}
      {next ? <a href={`#/lessons/${next.spec.id}`}>{t('course.lesson.next', { title: next.spec.title[lang] })}</a> : <a href="#/quiz">{t('course.lesson.toQuiz')}</a>}
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
  const [labs, setLabs] = useState<Record<string, LabSlot>>(() =>
    Object.fromEntries(Object.keys(spec.presets).flatMap((name) => {
      const link = presetLabLink(spec, name);
      return link ? [[name, { link, revision: 0 }]] : [];
    })),
  );
  const [seen, setSeen] = useState<LessonContextValue['seen']>({});
  const [loaded, setLoaded] = useState<Record<string, string>>({});
  const load = useCallback((preset: string, link: LabSlot['link']) => {
    setLabs((all) => ({ ...all, [preset]: { link, revision: (all[preset]?.revision ?? 0) + 1 } }));
    setLoaded((all) => ({ ...all, [preset]: encodeLink(link) }));
    // What the lab showed before this load says nothing about a try from now on; its next report will.
    setSeen((all) => Object.fromEntries(Object.entries(all).filter(([name]) => name !== preset)));
  }, []);
  const report = useCallback((preset: string, link: string, snapshot: LabSnapshot) => setSeen((all) => ({ ...all, [preset]: { link, snapshot } })), []);
  // The text is parsed once per language; a lab reporting a step re-renders only what reads the lesson's state.
  const markdown = useMemo(() => <LessonMarkdown text={lesson.texts[language] ?? ''} />, [lesson, language]);
  const context = useMemo(() => ({ lesson, language, labs, loaded, seen, load, report }) as const, [lesson, language, labs, loaded, seen, load, report]);

  return (
    <LessonContext.Provider value={context}>
      <ProgressNotice />
      <article className="lesson" aria-labelledby={titleId}>
        <LessonNav lesson={lesson} label={t('course.lesson.navTop')} />
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          {spec.title[language]}
        </h2>
        <p className="lesson-meta">
          {t('course.lesson.meta', { n: spec.order, total: LESSONS.length, concepts: spec.concepts.join(', ') })}
          {done && <strong className="done-tag"> ✔ {t('course.done')}</strong>}
        </p>
        {markdown}
        <LessonNav lesson={lesson} label={t('course.lesson.navBottom')} />
      </article>
    </LessonContext.Provider>
  );
}
