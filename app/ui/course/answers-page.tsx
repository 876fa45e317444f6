// #/answers — the answer key for instructors: per lesson, each prediction with the answer the engine reads
// and each "Try it" with a solution in words, every one with links that open its state in the lab. The
// questions and links show at once; the answers fill in lesson by lesson as the engine plays each state, so
// the page stays responsive while it works.
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { TFunction } from '../i18n/translator';
import { useTranslation } from '../i18n/use-translation';
import {
  engineAnswers,
  lessonKey,
  type EngineAnswers,
  type LessonKey,
  type PredictionEntry,
  type TryEntry,
} from '../../course/answer-key';
import type { CourseLab } from '../../course/course-lab';
import { LESSON_SPECS } from '../../course/lesson-presets';
import { useDocumentTitle } from '../shared/use-document-title';
import { useLanguage } from '../i18n/use-language';
import { describeSteps } from './step-words';
import { useCourseLab } from './use-course-lab';
import { valueLabel } from './value-label';

const KEYS: readonly LessonKey[] = LESSON_SPECS.map((spec) => lessonKey(spec));
// The answers depend only on the build's lessons and engine: computed once per visit, shown at once on return.
const found = new Map<string, EngineAnswers>();

function useEngineAnswers(lab: CourseLab | null): ReadonlyMap<string, EngineAnswers> {
  const [, setCount] = useState(found.size);
  useEffect(() => {
    if (!lab) return;
    let timer = 0;
    // One lesson per task: the page paints and answers input between them.
    const next = () => {
      const key = KEYS.find((k) => !found.has(k.spec.id));
      if (!key) return;
      found.set(key.spec.id, engineAnswers(lab, key.spec));
      setCount(found.size);
      timer = window.setTimeout(next, 0);
    };
    timer = window.setTimeout(next, 0);
    return () => window.clearTimeout(timer);
  }, [lab]);
  return found;
}

/** `#/answers?lesson=<id>` opens the key at that lesson (from the contents, or a link an instructor keeps). */
const LESSON_PARAM = /[?&]lesson=([a-z0-9-]+)/;
const headingOf = (lessonId: string) => `answers-${lessonId}`;

function useScrollToLesson() {
  useEffect(() => {
    const go = () => {
      const id = LESSON_PARAM.exec(location.hash)?.[1];
      const heading = id ? document.getElementById(headingOf(id)) : null;
      if (!heading) return;
      heading.scrollIntoView();
      // Keyboard and screen-reader users go on from the lesson they chose, not from the contents.
      heading.focus({ preventScroll: true });
    };
    go();
    // Registered after the app's own listener, which scrolls a new address to the top: this one runs after it.
    window.addEventListener('hashchange', go);
    return () => window.removeEventListener('hashchange', go);
  }, []);
}

function Contents() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <nav className="answers-contents" aria-label={t('answers.contents')}>
      <ol>
        {KEYS.map(({ spec }) => (
          <li key={spec.id}>
            <a href={`#/answers?lesson=${spec.id}`}>{spec.title[language]}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function StateLinks({ links, describedBy }: { links: readonly [string, string | null][]; describedBy: string }) {
  return (
    <ul className="answer-links">
      {links.map(
        ([text, href]) =>
          href && (
            <li key={text}>
              <a href={href} aria-describedby={describedBy}>
                {text}
              </a>
            </li>
          ),
      )}
    </ul>
  );
}

function PredictionRow({ entry, answers }: { entry: PredictionEntry; answers: EngineAnswers | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const value = answers?.predictions[entry.id];
  return (
    <tr>
      <th scope="row" id={id}>
        {entry.prediction.question[language]}
        <span className="answer-then">
          {entry.then.length > 0
            ? t('answers.then', { steps: describeSteps(t, entry.then).join(' → ') })
            : t('answers.asItIs')}
        </span>
      </th>
      <td>
        {value === undefined ? (
          <span className="muted">{t('answers.pending')}</span>
        ) : value === null ? (
          t('answers.failed')
        ) : (
          <strong>{valueLabel(t, entry.prediction.measure, value)}</strong>
        )}
      </td>
      <td>
        <StateLinks
          describedBy={id}
          links={[
            [t('answers.from'), entry.from],
            [t('answers.answerAt'), entry.answerAt],
          ]}
        />
      </td>
    </tr>
  );
}

function reachedText(t: TFunction, result: EngineAnswers['tries'][string] | undefined) {
  if (result === undefined) return <span className="muted">{t('answers.pending')}</span>;
  if ('error' in result) return t('answers.failed');
  return (
    <span className={result.reached ? 'right' : 'wrong'}>
      {t(result.reached ? 'answers.reached' : 'answers.notReached')}
    </span>
  );
}

function TryRow({ entry, answers }: { entry: TryEntry; answers: EngineAnswers | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  return (
    <tr>
      <th scope="row" id={id}>
        {entry.tryIt.prompt[language]}
      </th>
      <td>
        <ol className="answer-steps">
          {describeSteps(t, entry.solution).map((step, i) => (
            <li key={i}>{step}</li>
          ))}
        </ol>
        <p className="answer-reached">{reachedText(t, answers?.tries[entry.id])}</p>
      </td>
      <td>
        <StateLinks
          describedBy={id}
          links={[
            [t('answers.from'), entry.from],
            [t('answers.solvedAt'), entry.solvedAt],
          ]}
        />
      </td>
    </tr>
  );
}

function AnswerTable({
  caption,
  first,
  second,
  children,
}: {
  caption: string;
  first: string;
  second: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <table className="answers-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{first}</th>
          <th scope="col">{second}</th>
          <th scope="col">{t('answers.inLab')}</th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function LessonAnswers({ lessonKey: key, answers }: { lessonKey: LessonKey; answers: EngineAnswers | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { spec } = key;
  const headingId = headingOf(spec.id);
  return (
    <section className="answers-lesson" aria-labelledby={headingId}>
      <h3 id={headingId} tabIndex={-1}>
        {t('answers.lesson', { n: spec.order, title: spec.title[language] })}
      </h3>
      <p className="answers-open">
        <a href={`#/lessons/${spec.id}`}>{t('answers.openLesson', { title: spec.title[language] })}</a>
      </p>
      {key.predictions.length > 0 ? (
        <AnswerTable caption={t('answers.predictions')} first={t('answers.question')} second={t('answers.answer')}>
          {key.predictions.map((entry) => (
            <PredictionRow key={entry.id} entry={entry} answers={answers} />
          ))}
        </AnswerTable>
      ) : (
        <p className="muted">{t('answers.noPredictions')}</p>
      )}
      {key.tries.length > 0 ? (
        <AnswerTable caption={t('answers.tries')} first={t('answers.goal')} second={t('answers.solution')}>
          {key.tries.map((entry) => (
            <TryRow key={entry.id} entry={entry} answers={answers} />
          ))}
        </AnswerTable>
      ) : (
        <p className="muted">{t('answers.noTries')}</p>
      )}
    </section>
  );
}

export function AnswersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('answers.heading'));
  const { lab, error } = useCourseLab();
  const answers = useEngineAnswers(lab);
  useScrollToLesson();
  const done = KEYS.filter((k) => answers.has(k.spec.id)).length;
  return (
    <div className="answers-page">
      <h2>{t('answers.heading')}</h2>
      <p>{t('answers.intro')}</p>
      <p className="answers-spoiler">{t('answers.spoiler')}</p>
      <p role="status" className="answers-progress">
        {error
          ? t('app.loadFailed', { error })
          : done < KEYS.length
            ? t('answers.computing', { done, total: KEYS.length })
            : t('answers.computed')}
      </p>
      <Contents />
      {KEYS.map((key) => (
        <LessonAnswers key={key.spec.id} lessonKey={key} answers={answers.get(key.spec.id)} />
      ))}
    </div>
  );
}
