// "Check queries" (seed 002's `cargo sqlx prepare`, in the page): every statement the design runs is prepared
// against the lab's schema in the console's worker, on a copy of this exact state, and never run. The lab, its
// log and its link stay as they were; the answer is announced in a status region. It sits in the design picker's
// row (the lab's `setup` part): the button beside the select, the answer under the design's summary.
import './query-check.css';
import { useId } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from '../../i18n/use-translation';
import type { QueryCheck as Report, StatementSource } from '../../../engine/console/query-check';
import type { CheckQuestion } from '../../../machine/console-session';
import { useConsole, type ConsoleAnswer } from '../../console/use-console';
import { useLabActor } from '../lab-context';

type T = ReturnType<typeof useTranslation>['t'];

function sourceText(t: T, source: StatementSource): string {
  switch (source.kind) {
    case 'line':
      return t('queryCheck.line', { process: t(`process.${source.process}`), line: source.line });
    case 'idle':
      return t('queryCheck.idle', { process: t(`process.${source.process}`) });
    case 'read':
      return t(`queryCheck.read.${source.read}`);
    case 'action':
      return t(`queryCheck.action.${source.action}`);
  }
}

function summary(t: T, answer: ConsoleAnswer<CheckQuestion, Report>): string {
  if (answer.state === 'idle') return '';
  if (answer.state === 'running') return t('queryCheck.running');
  if (answer.state === 'timedOut') return t('queryCheck.timedOut');
  if (answer.state === 'failed') return t('queryCheck.failed', { message: answer.message });
  const { result } = answer;
  if (result === null) return t('queryCheck.noState');
  if (result.refused.length === 0) return t('queryCheck.allCompile', { count: result.total });
  return t('queryCheck.refusedSome', { count: result.total, refused: result.refused.length });
}

export function QueryCheck() {
  const { t } = useTranslation();
  const actor = useLabActor();
  const id = useId();
  const { answer, ask, warm } = useConsole<CheckQuestion, Report>();
  const design = useSelector(actor, (s) => s.context.design);
  const options = useSelector(actor, (s) => s.context.options);
  // A check of another design (or other relay settings) says nothing about this one: it is not shown.
  const current =
    answer.state === 'idle' || (answer.request.design === design && answer.request.options === options)
      ? answer
      : ({ state: 'idle' } as const);
  const report = current.state === 'done' ? current.result : null;

  return (
    <>
      <button
        className="query-check-button"
        type="button"
        onClick={() => ask({ kind: 'check', design, options, actions: actor.getSnapshot().context.actions })}
        onFocus={() => warm()}
        aria-describedby={`${id}-hint`}
      >
        {t('queryCheck.button')}
      </button>
      {/* Said to a screen reader with the button; on screen the button's name and its answer speak for it. */}
      <span id={`${id}-hint`} className="visually-hidden">
        {t('queryCheck.hint')}
      </span>
      <div
        role="status"
        aria-label={t('queryCheck.result')}
        className={`query-check-status${report && report.refused.length > 0 ? ' query-check-problem' : ''}`}
      >
        <p>{summary(t, current)}</p>
        {report && report.refused.length > 0 && (
          <ul>
            {report.refused.map((r) => (
              <li key={r.sql}>
                <code className="query-check-sql">{r.sql.replace(/\s+/g, ' ')}</code>
                <span>
                  {t('queryCheck.runBy', { where: r.sources.map((s) => sourceText(t, s)).join(t('queryCheck.and')) })}
                </span>
                <span className="query-check-message">{t('queryCheck.sqlite', { message: r.problem })}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
