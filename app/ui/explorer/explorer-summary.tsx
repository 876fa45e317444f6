// One design's verdicts on the explorer's screen: in full once its runs are done (counts, broken invariants, the
// fault matrix or the list of pairs that went wrong), and while they run, the ones finished so far.
import { useTranslation } from '../i18n/use-translation';
import type { Outcome } from '../../engine/types';
import type { ExplorerResult, RunResult } from '../../explorer/explorer';
import { FaultMatrix } from './fault-matrix';
import type { ShownDesign } from './use-explorer';

export const OUTCOMES = ['ok', 'lost', 'duplicated', 'phantom', 'unsettled'] as const;
const PAIR_LIST_LIMIT = 200;

export function Summary({ result, wallMillis }: { result: ExplorerResult; wallMillis: number | null }) {
  const { t } = useTranslation();
  const violations = result.results.filter((r) => r.violations.length > 0);
  const notOk = result.results.filter((r) => r.outcome !== 'ok');
  const headingId = `explorer-result-${result.design}`;
  const timing = {
    runs: result.results.length,
    derive: Math.round(result.millis.derive),
    run: Math.round(result.millis.run),
  };
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {t('explorer.resultHeading', { design: t(`designs.${result.design}.name`) })}
      </h2>
      <p>
        {wallMillis === null
          ? t('explorer.timingInWorker', timing)
          : t('explorer.timing', { ...timing, wall: Math.round(wallMillis) })}
      </p>
      {result.states.hits > 0 && (
        <p>
          {t('explorer.statesMet', {
            hits: result.states.hits,
            keyed: result.states.keyed,
            saved: result.states.saved,
          })}
        </p>
      )}
      <ul className="counts" aria-label={t('explorer.counts')}>
        {OUTCOMES.map((o) => (
          <li key={o} className={`outcome-${o}`}>
            {t(`explorer.outcome.${o}`)}: {result.counts[o]}
          </li>
        ))}
      </ul>
      {violations.length === 0 ? (
        <p>{t('explorer.noViolations', { count: result.results.length })}</p>
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
      {result.pairs ? (
        <>
          <h3>{t('explorer.pairsNotOk', { count: notOk.length })}</h3>
          <PairList notOk={notOk} />
        </>
      ) : (
        <FaultMatrix design={result.design} results={result.results} />
      )}
    </section>
  );
}

function PairList({ notOk }: { notOk: RunResult[] }) {
  const { t } = useTranslation();
  return (
    <ul className="pair-list">
      {notOk.slice(0, PAIR_LIST_LIMIT).map((r) => (
        <li key={r.run.id}>
          <a href={r.run.link}>{t(`explorer.outcome.${r.outcome ?? 'unsettled'}`)}</a> — {r.run.id.replace('+', ' + ')}
        </li>
      ))}
    </ul>
  );
}

/** A design under way: how far it has got, its counts so far, and the verdicts already known (each opens its run). */
export function PartialSummary({ shown }: { shown: Extract<ShownDesign, { finished: null }> }) {
  const { t } = useTranslation();
  const counts: Record<Outcome | 'unsettled', number> = { ok: 0, lost: 0, duplicated: 0, phantom: 0, unsettled: 0 };
  for (const r of shown.results) counts[r.outcome ?? 'unsettled'] += 1;
  const headingId = `explorer-result-${shown.design}`;
  return (
    <section aria-labelledby={headingId} aria-busy="true">
      <h2 id={headingId} tabIndex={-1}>
        {t('explorer.partialHeading', {
          design: t(`designs.${shown.design}.name`),
          done: shown.results.length,
          total: shown.total,
        })}
      </h2>
      <ul className="counts" aria-label={t('explorer.countsSoFar')}>
        {OUTCOMES.map((o) => (
          <li key={o} className={`outcome-${o}`}>
            {t(`explorer.outcome.${o}`)}: {counts[o]}
          </li>
        ))}
      </ul>
      {shown.pairs ? (
        <>
          <h3>{t('explorer.pairsNotOkSoFar', { count: shown.results.length - counts.ok })}</h3>
          <PairList notOk={shown.results.filter((r) => r.outcome !== 'ok')} />
        </>
      ) : (
        <FaultMatrix design={shown.design} results={shown.results} />
      )}
    </section>
  );
}
