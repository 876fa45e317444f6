// The SQL console: "what does this connection read right now?" asked of a real connection — a process's own,
// inside its open transaction, or a database's independent one. The worker rebuilds the lab's state from the log
// and asks there, so the lab, its log and its link never change. The answer follows the lab: after each step or
// jump, the last good question is asked again of the new state.
import './sql-console.css';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from '../../i18n/use-translation';
import {
  CONSOLE_EXAMPLES,
  CONSOLE_TARGETS,
  isConsoleTarget,
  isQueryPlan,
  type ConsoleTarget,
} from '../../../engine/console/console-query';
import type { Row } from '../../../engine/types';
import { useConsole, type ConsoleAnswer } from '../../console/use-console';
import { useLabActor } from '../lab-context';

type T = ReturnType<typeof useTranslation>['t'];

export function targetLabel(t: T, target: ConsoleTarget): string {
  const db =
    target === 'independent-order' || target === 'order' || target === 'relay'
      ? t('tables.orderDb')
      : t('tables.warehouseDb');
  const connection = target.startsWith('independent-')
    ? t('tables.independentConnection')
    : t(`console.connectionOf.${target}`);
  return t('console.target', { db, connection });
}

function answerLine(t: T, answer: ConsoleAnswer): string {
  if (answer.state === 'idle') return '';
  if (answer.state === 'running') return t('console.running');
  if (answer.state === 'timedOut') return t('console.timedOut', { seconds: 2 });
  if (answer.state === 'failed') return t('console.failed', { message: answer.message });
  const { result } = answer;
  if (result === null) return t('console.noState');
  const where = targetLabel(t, answer.request.target);
  if (result.ok && isQueryPlan(result.columns)) return t('console.plan', { count: result.rows.length, where });
  if (result.ok)
    return result.more
      ? t('console.rowsMore', { count: result.rows.length, where })
      : t('console.rows', { count: result.rows.length, where });
  if (result.refused)
    return [t(`console.refused.${result.refused}`), result.detail ? `(SQLite: ${result.detail})` : '']
      .filter(Boolean)
      .join(' ');
  return t('console.sqliteError', { message: result.message });
}

interface PlanStep {
  id: number;
  detail: string;
  children: PlanStep[];
}

/** EXPLAIN QUERY PLAN's rows as the tree they describe: each step under its parent (0 is the top). */
function planSteps(rows: readonly Row[string][][]): PlanStep[] {
  const top: PlanStep[] = [];
  const byId = new Map<number, PlanStep>();
  for (const [id, parent, , detail] of rows) {
    const step: PlanStep = { id: Number(id), detail: String(detail), children: [] };
    byId.set(step.id, step);
    (byId.get(Number(parent))?.children ?? top).push(step);
  }
  return top;
}

function PlanList({ steps }: { steps: PlanStep[] }) {
  return (
    <ul>
      {steps.map((step) => (
        <li key={step.id}>
          <code>{step.detail}</code>
          {step.children.length > 0 && <PlanList steps={step.children} />}
        </li>
      ))}
    </ul>
  );
}

export function SqlConsole() {
  const { t } = useTranslation();
  const actor = useLabActor();
  const headingId = useId();
  const id = useId();
  const { answer, ask, warm } = useConsole();
  const [target, setTarget] = useState<ConsoleTarget>('independent-order');
  const [text, setText] = useState('SELECT * FROM outbox');
  const [example, setExample] = useState('');
  const design = useSelector(actor, (s) => s.context.design);
  const options = useSelector(actor, (s) => s.context.options);
  const asked = answer.state === 'done' && answer.result?.ok ? answer.request : null;
  // The log the lab stands at, a new array after every change (see lab-machine's snapshots), followed only while a
  // question has an answer to keep up to date: otherwise a Step would draw the console again for nothing.
  const followed = useSelector(actor, (s) => (asked ? s.context.actions : null));
  const actionsNow = () => actor.getSnapshot().context.actions;

  function run(event?: FormEvent) {
    event?.preventDefault();
    ask({ design, options, actions: actionsNow(), target, text });
  }

  // An example is asked at once, of the order DB's independent connection (open in every design and state).
  function pick(id: string) {
    // The picker keeps the choice, so arrow keys on it move from one example to the next.
    setExample(id);
    const chosen = CONSOLE_EXAMPLES.find((e) => e.id === id);
    if (!chosen) return;
    setText(chosen.text);
    setTarget('independent-order');
    ask({ design, options, actions: actionsNow(), target: 'independent-order', text: chosen.text });
  }

  // The lab moved: ask the last question that had an answer again, of the new state.
  useEffect(() => {
    if (asked && followed && (asked.actions !== followed || asked.design !== design || asked.options !== options))
      ask({ ...asked, design, options, actions: followed });
  }, [asked, followed, design, options, ask]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) run(event);
  };
  const result = answer.state === 'done' && answer.result?.ok ? answer.result : null;
  const where = answer.state !== 'idle' ? targetLabel(t, answer.request.target) : '';
  const problem = !result && (answer.state === 'done' || answer.state === 'timedOut' || answer.state === 'failed');
  const statusClassName = `console-status${problem ? ' console-problem' : ''}`;

  return (
    <section className="sql-console" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('console.heading')}</h2>
      <form onSubmit={run} onFocus={() => warm()}>
        <div className="console-row">
          <label htmlFor={`${id}-target`}>{t('console.connection')}</label>
          <select
            id={`${id}-target`}
            value={target}
            onChange={(e) => isConsoleTarget(e.target.value) && setTarget(e.target.value)}
          >
            {CONSOLE_TARGETS.map((c) => (
              <option key={c} value={c}>
                {targetLabel(t, c)}
              </option>
            ))}
          </select>
        </div>
        <div className="console-row">
          <label htmlFor={`${id}-example`}>{t('console.example')}</label>
          <select id={`${id}-example`} value={example} onChange={(e) => pick(e.target.value)}>
            <option value="">{t('console.chooseExample')}</option>
            {CONSOLE_EXAMPLES.map((e) => (
              <option key={e.id} value={e.id}>
                {t(`console.examples.${e.id}`)}
              </option>
            ))}
          </select>
        </div>
        <label htmlFor={`${id}-sql`}>{t('console.query')}</label>
        <div className="console-row">
          <textarea
            id={`${id}-sql`}
            rows={2}
            spellCheck={false}
            autoComplete="off"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setExample('');
            }}
            onKeyDown={onKeyDown}
            aria-describedby={`${id}-hint`}
          />
          <button type="submit">{t('console.run')}</button>
        </div>
        <p id={`${id}-hint`} className="hint">
          {t('console.hint')}
        </p>
      </form>
      <p className={statusClassName} role="status">
        {answerLine(t, answer)}
      </p>
      {result && isQueryPlan(result.columns) && (
        <div className="console-result console-plan" role="group" aria-label={t('console.planResult', { where })}>
          <PlanList steps={planSteps(result.rows)} />
        </div>
      )}
      {result && result.columns.length > 0 && !isQueryPlan(result.columns) && (
        <div
          className="table-scroll console-result"
          tabIndex={0}
          role="group"
          aria-label={t('console.result', { where })}
        >
          <table>
            <caption className="visually-hidden">{t('console.result', { where })}</caption>
            <thead>
              <tr>
                {result.columns.map((c, i) => (
                  <th scope="col" key={i}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((value, i) => (
                    <td key={i}>{value === null ? <span className="null">NULL</span> : String(value)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
