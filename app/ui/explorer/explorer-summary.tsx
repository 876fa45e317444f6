// One design's verdicts on the explorer's screen: in full once its runs are done (counts, broken invariants, the
// fault matrix or the list of pairs or triples that went wrong), and while they run, the ones finished so far. One
// component for both, its parts in the same places, so a design that finishes keeps its section, its matrix and the
// focus a keyboard user had in it.
import { memo } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { Outcome } from '../../engine/types';
import type { RunResult } from '../../explorer/explorer';
import { FaultMatrix, faultLabel } from './fault-matrix';
import type { ShownDesign } from './explorer-state';

export const OUTCOMES = ['ok', 'lost', 'duplicated', 'phantom', 'unsettled'] as const;
const PAIR_LIST_LIMIT = 200;

function PairList({ notOk }: { notOk: RunResult[] }) {
  const { t } = useTranslation();
  return (
    <>
      {notOk.length > PAIR_LIST_LIMIT ? <p>{t('explorer.listLimited', { shown: PAIR_LIST_LIMIT })}</p> : null}
      <ul className="pair-list">
        {notOk.slice(0, PAIR_LIST_LIMIT).map((r) => (
          <li key={r.run.id}>
            <a href={r.run.link}>{t(`explorer.outcome.${r.outcome ?? 'unsettled'}`)}</a> —{' '}
            {t('explorer.runFaults', {
              first: faultLabel(t, r.run.faults[0]),
              armed: r.run.faults
                .slice(1)
                .map((f) => faultLabel(t, f))
                .join(t('explorer.faultSeparator')),
            })}
          </li>
        ))}
      </ul>
    </>
  );
}

function countsOf(results: readonly RunResult[]): Record<Outcome | 'unsettled', number> {
  const counts = { ok: 0, lost: 0, duplicated: 0, phantom: 0, unsettled: 0 };
  for (const r of results) counts[r.outcome ?? 'unsettled'] += 1;
  return counts;
}

/**
 * `wallMillis`: the wall time to show beside the workers' own (a single design run on the press), or null.
 * Memoised: while other designs run, a design's section draws again only when its own verdicts change.
 */
export const DesignResult = memo(function DesignResult({
  shown,
  wallMillis = null,
}: {
  shown: ShownDesign;
  wallMillis?: number | null;
}) {
  const { t } = useTranslation();
  const done = shown.finished;
  const design = shown.design;
  const results = done ? done.results : shown.results;
  const size = done ? (done.triples ? 'triples' : done.pairs ? 'pairs' : 'single') : shown.size;
  const counts = done ? done.counts : countsOf(results);
  const violations = results.filter((r) => r.violations.length > 0);
  const notOk = results.filter((r) => r.outcome !== 'ok');
  const headingId = `explorer-result-${design}`;
  const name = t(`designs.${design}.name`);
  const timing = done && {
    runs: done.results.length,
    derive: Math.round(done.millis.derive),
    run: Math.round(done.millis.run),
  };
  return (
    <section aria-labelledby={headingId} aria-busy={done ? undefined : true}>
      <h2 id={headingId} tabIndex={-1}>
        {done
          ? t('explorer.resultHeading', { design: name })
          : t('explorer.partialHeading', { design: name, done: results.length, total: shown.total })}
      </h2>
      {timing ? (
        <p>
          {wallMillis === null
            ? t('explorer.timingInWorker', timing)
            : t('explorer.timing', { ...timing, wall: Math.round(wallMillis) })}
        </p>
      ) : null}
      {done && done.states.hits > 0 ? <p>{t('explorer.statesMet', { ...done.states })}</p> : null}
      <ul className="counts" aria-label={t(done ? 'explorer.counts' : 'explorer.countsSoFar')}>
        {OUTCOMES.map((o) => (
          <li key={o} className={`outcome-${o}`}>
            {t(`explorer.outcome.${o}`)}: {t('explorer.count', { count: counts[o] })}
          </li>
        ))}
      </ul>
      {!done ? null : violations.length === 0 ? (
        <p>{t('explorer.noViolations', { count: results.length })}</p>
      ) : (
        <div role="alert">
          <p>{t('explorer.violations', { count: violations.length })}</p>
          <ul>
            {violations.map((r) => (
              <li key={r.run.id}>
                <a href={r.run.link}>{r.run.id}</a>: {r.violations.map((v) => v.message).join('; ')}
              </li>
            ))}
          </ul>
        </div>
      )}
      {size !== 'single' ? (
        <>
          <h3>
            {size === 'pairs'
              ? t(done ? 'explorer.pairsNotOk' : 'explorer.pairsNotOkSoFar', { count: notOk.length })
              : t(done ? 'explorer.triplesNotOk' : 'explorer.triplesNotOkSoFar', { count: notOk.length })}
          </h3>
          <PairList notOk={notOk} />
        </>
      ) : (
        <FaultMatrix design={design} results={results} pending={!done} />
      )}
    </section>
  );
});
