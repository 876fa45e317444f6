// The verdict at quiescence: what it found, why (each step of each causal chain a button that jumps the lab
// to right after that step), a design that survives the same faults, and the evidence rows an auditor
// connection read across both databases.
import './verdict-pane.css';
import type { TFunction } from '../../i18n/translator';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { designRegistry } from '../../../engine/designs/registry';
import { formatOffset } from '../../../engine/runtime/clock';
import type { Cause, CauseLink, Verdict } from '../../../engine/snapshot';
import { useLabActor, useWorld } from '../lab-context';
import { useFixingDesign, type FixingRun } from './use-fixing-design';
import { useShownVerdict, type ShownVerdict } from './use-shown-verdict';
import { useAnnounce } from '../controls/status-region';
import { useCovered } from '../covered-panes';
import { numberedRoles, processName } from '../../shared/process-names';
import { isProcess, type ProcessRole } from '../../../engine/types';

/** Params that name a process are said with the process's name in the running text. */
const PROCESS_PARAMS = new Set(['process', 'to']);

function linkText(t: TFunction, link: CauseLink, numbered: readonly ProcessRole[]): string {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(link.params))
    params[key] =
      PROCESS_PARAMS.has(key) && isProcess(value) ? processName(t, value, numbered, 'processInLabel') : value;
  return t(`why.link.${link.kind}`, params);
}

/** The link the picture on screen is at: the last one that has happened, while the verdict lies ahead. */
function hereSeq(shown: ShownVerdict, cause: Cause): number | null {
  if (!shown.ahead) return null;
  const past = cause.links.filter((l) => l.seq <= shown.position);
  return past.length ? past[past.length - 1].seq : null;
}

function CauseChain({ cause, shown, t }: { cause: Cause; shown: ShownVerdict; t: TFunction }) {
  const actor = useLabActor();
  const announce = useAnnounce();
  const headingId = useId();
  const here = hereSeq(shown, cause);
  const jump = (link: CauseLink, text: string) => {
    actor.send({ type: 'JUMP', action: link.action, ...(link.move === undefined ? {} : { move: link.move }) });
    announce(t('why.jumped', { step: text }));
  };
  return (
    <div className={`why-chain why-chain-${cause.finding}`}>
      <h3 id={headingId}>{t(`why.finding.${cause.finding}`, { order: cause.order })}</h3>
      <ol aria-labelledby={headingId}>
        {cause.links.map((link) => {
          const text = linkText(t, link, numberedRoles(shown.snapshot.processes));
          const at = shown.snapshot.timeline[link.seq - 1]?.at ?? 0;
          return (
            <li
              key={link.seq}
              className={
                link.seq === here ? 'why-here' : link.seq > shown.position && shown.ahead ? 'why-later' : undefined
              }
            >
              <button
                type="button"
                className="why-link"
                aria-current={link.seq === here ? 'step' : undefined}
                onClick={() => jump(link, text)}
              >
                <span className="why-at">{formatOffset(at)}</span> {text}
              </button>
              {link.seq === here && <span className="why-here-tag">{t('why.here')}</span>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function TryDesign({ shown, fix, onTried, t }: { shown: ShownVerdict; fix: FixingRun; onTried(): void; t: TFunction }) {
  const actor = useLabActor();
  const announce = useAnnounce();
  const hintId = useId();
  const name = t(`designs.${fix.design}.name`);
  const load = () => {
    actor.send({ type: 'LOAD', design: fix.design, actions: fix.actions, options: shown.options });
    announce(t('why.tried', { design: name }));
    onTried();
  };
  return (
    <div className="why-try">
      <button type="button" className="primary" aria-describedby={hintId} onClick={load}>
        {t('why.tryWith', { design: name })}
      </button>
      <p id={hintId} className="hint">
        {t('why.tryHint', { design: name })}
      </p>
    </div>
  );
}

/** A long run's verdict has an evidence row per order; past this many, the table folds to the rows that matter. */
export const EVIDENCE_FOLD = 20;

/** Folded: the rows that are not ok (the verdict is about them), then ok ones, EVIDENCE_FOLD in all. */
function foldedRows(evidence: Verdict['evidence']): Verdict['evidence'] {
  const notOk = evidence.filter((row) => row.outcome !== 'ok');
  return [...notOk, ...evidence.filter((row) => row.outcome === 'ok')].slice(0, EVIDENCE_FOLD);
}

/**
 * One row per order. A thousand-order run would make it a table twenty thousand pixels long that every change of
 * the lab lays out again, so past EVIDENCE_FOLD rows it shows the ones that matter and a button shows the rest.
 */
const Evidence = memo(function Evidence({
  evidence,
  t,
  counted,
}: {
  evidence: Verdict['evidence'];
  t: TFunction;
  counted: boolean;
}) {
  const [all, setAll] = useState(false);
  const noteId = useId();
  // A design that counts its effect in the order DB (accumulation) reads per user, not per order.
  const say = (key: string, params?: Record<string, number>) =>
    t(counted ? [`verdict.counted.${key}`, `verdict.${key}`] : `verdict.${key}`, params);
  const folds = evidence.length > EVIDENCE_FOLD;
  const rows = folds && !all ? foldedRows(evidence) : evidence;
  return (
    <>
      <table className="verdict-evidence" aria-describedby={folds ? noteId : undefined}>
        <caption>{say('evidence')}</caption>
        <thead>
          <tr>
            <th scope="col">{say('orderId')}</th>
            <th scope="col">{say('quantity')}</th>
            <th scope="col">{say('prepared')}</th>
            <th scope="col">{t('verdict.outcome')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row.order_id)} className={`outcome-${String(row.outcome)}`}>
              <td>{String(row.order_id)}</td>
              <td>{row.quantity === null ? t('verdict.none') : String(row.quantity)}</td>
              <td>{row.prepared === null ? t('verdict.none') : String(row.prepared)}</td>
              <td>{t(`verdict.${String(row.outcome)}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {folds && (
        <p className="evidence-fold">
          <span id={noteId}>
            {all
              ? say('evidenceAllShown', { count: evidence.length })
              : say('evidenceFolded', { shown: rows.length, count: evidence.length })}
          </span>{' '}
          <button type="button" aria-expanded={all} onClick={() => setAll(!all)}>
            {all ? say('evidenceFewer', { shown: EVIDENCE_FOLD }) : say('evidenceShowAll', { count: evidence.length })}
          </button>
        </p>
      )}
    </>
  );
});

export function VerdictPane() {
  const { t } = useTranslation();
  const quiescent = useWorld((s) => s.quiescent);
  const shown = useShownVerdict();
  const fix = useFixingDesign(shown);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // After "Try this with…" the button is gone: the keyboard lands on the new verdict instead of the page top.
  const [focusVerdict, setFocusVerdict] = useState(false);
  useEffect(() => {
    if (!focusVerdict) return;
    heading.current?.focus();
    setFocusVerdict(false);
  }, [focusVerdict]);
  const verdict = shown?.verdict;
  const counted = useWorld((s) => designRegistry.get(s.design).evidence?.per === 'user');
  const covered = useCovered().some((c) => c.kind === 'verdict');
  if (covered)
    return (
      <section className="verdict covered-pane" aria-labelledby={headingId}>
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {t('verdict.heading')}
        </h2>
        <p className="covered-note">{t('course.predict.covered')}</p>
      </section>
    );
  return (
    <section className="verdict" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('verdict.heading')}
      </h2>
      {(!shown || shown.ahead) && <p>{quiescent ? t('verdict.idle') : t('verdict.pending')}</p>}
      {shown && verdict && (
        <>
          {/* Walking back through a finished run: no verdict here yet, but the one it ends in keeps its causes. */}
          {shown.ahead && <p className="why-ahead">{t('why.ahead')}</p>}
          <p className={`outcome outcome-${verdict.outcome}`}>
            <strong>{t('verdict.result', { outcome: t(`verdict.${verdict.outcome}`) })}</strong> —{' '}
            {t(
              counted
                ? [`verdict.counted.explain.${verdict.outcome}`, `verdict.explain.${verdict.outcome}`]
                : `verdict.explain.${verdict.outcome}`,
            )}
          </p>
          {verdict.absorbed > 0 && (
            <p className="why-absorbed-count">{t('why.absorbedCount', { count: verdict.absorbed })}</p>
          )}
          {verdict.causes.length > 0 && (
            <div className="why">
              <p className="hint">{t('why.hint')}</p>
              {verdict.causes.map((cause) => (
                <CauseChain key={`${cause.order}-${cause.links[0]?.seq}`} cause={cause} shown={shown} t={t} />
              ))}
            </div>
          )}
          {fix && <TryDesign shown={shown} fix={fix} onTried={() => setFocusVerdict(true)} t={t} />}
          <Evidence evidence={verdict.evidence} t={t} counted={counted} />
        </>
      )}
    </section>
  );
}
