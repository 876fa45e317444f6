// #/explorer: every crash point and network fault for a design, run to quiescence and checked.
import { useId, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { designRegistry } from '../../engine/designs/registry';
import type { DesignId } from '../../engine/types';
import type { ExplorerResult, RunSize } from '../../explorer/explorer';
import type { BugReport } from '../../explorer/find-bug';
import { useActionWords } from './use-action-words';
import { explorerParallelism, warmExplorerWorkers } from './explorer-worker-pool';
import type { ExplorerState } from './explorer-state';
import { useExplorer } from './use-explorer';
import { useDocumentTitle } from '../shared/use-document-title';
import { carryViewParams } from '../view-params';
import { FAULTS_PARAM } from '../route';
import { DesignResult, OUTCOMES } from './explorer-summary';
import { GuardedButton } from '../shared/guarded-button';

/** The design picker's value for every design at once. */
const ALL = 'all';
const SIZES: readonly RunSize[] = ['single', 'pairs', 'triples'];

/** Every design at once: one row per design, its verdict counts and broken invariants, linking to its section. */
function Overview({ results }: { results: ExplorerResult[] }) {
  const { t, i18n } = useTranslation();
  const count = (n: number) => n.toLocaleString(i18n.language);
  const captionId = useId();
  // A phone is narrower than the table: it scrolls sideways inside its own box, which the keyboard can reach.
  return (
    <div className="explorer-overview-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="explorer-overview">
        <caption id={captionId}>{t('explorer.overview')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('design.label')}</th>
            <th scope="col">{t('explorer.runs')}</th>
            {OUTCOMES.map((o) => (
              <th key={o} scope="col">
                {t(`explorer.outcome.${o}`)}
              </th>
            ))}
            <th scope="col">{t('explorer.violated')}</th>
          </tr>
        </thead>
        <tbody>
          {results.map((r) => (
            <tr key={r.design}>
              <th scope="row">
                <a href={`#explorer-result-${r.design}`} onClick={(e) => jumpTo(e, `explorer-result-${r.design}`)}>
                  {t(`designs.${r.design}.name`)}
                </a>
              </th>
              <td>{count(r.results.length)}</td>
              {OUTCOMES.map((o) => (
                <td key={o} className={r.counts[o] > 0 && o !== 'ok' ? `outcome-${o}` : undefined}>
                  {count(r.counts[o])}
                </td>
              ))}
              <td>{count(r.results.filter((x) => x.violations.length > 0).length)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The design picked, written into the address so a reload or a copied link opens the explorer on it. Replaced, not
 * pushed: picking is not a page the browser's Back should step through, and a replaced hash fires no hashchange, so
 * the screen keeps what it found. "All designs" has no address of its own: the last design written stays.
 */
/** The address holds the design and the run size, so a reload or a shared link opens the same choice. */
function writeAddress(design: DesignId, size: RunSize) {
  const faults = FAULTS_PARAM[size];
  const own = `#/explorer?design=${encodeURIComponent(design)}${faults ? `&faults=${faults}` : ''}`;
  const hash = carryViewParams(own, location.hash);
  if (location.hash !== hash) history.replaceState(history.state, '', hash);
}

/** The hash holds the route, so an in-page link scrolls by hand and moves the focus to its heading. */
function jumpTo(event: React.MouseEvent, id: string) {
  event.preventDefault();
  const target = document.getElementById(id);
  target?.scrollIntoView({ block: 'start' });
  target?.focus();
}

/** What a finished exploration says: how many runs, and whether the warm workers had run them before the press. */
function ExploredStatus({ state }: { state: Extract<ExplorerState, { phase: 'explored' }> }) {
  const { t } = useTranslation();
  const count = state.results.reduce((sum, r) => sum + r.results.length, 0);
  const designs = state.results.length;
  const millis = Math.round(state.wallMillis);
  if (state.ahead === designs)
    return (
      <>
        {designs > 1
          ? t('explorer.doneAhead', { count, designs, millis })
          : t('explorer.doneAheadOne', { count, millis })}
      </>
    );
  const done =
    designs > 1
      ? t('explorer.doneAll', { count, designs, millis, workers: state.workers })
      : state.workers > 1
        ? t('explorer.doneSplit', { count, millis, workers: state.workers })
        : t('explorer.done', { count });
  return <>{state.ahead > 0 ? `${done} ${t('explorer.partlyAhead', { count: state.ahead })}` : done}</>;
}

/** The shrunk schedule in words, one numbered step per action, and the link that opens it in the lab. */
function Counterexample({ found }: { found: NonNullable<BugReport['counterexample']> }) {
  const { t } = useTranslation();
  const words = useActionWords();
  return (
    <>
      <ol className="bug-steps" aria-label={t('explorer.bugSteps')}>
        {found.schedule.map((action, i) => (
          <li key={i}>{words(action)}</li>
        ))}
      </ol>
      <p>
        {t('explorer.bugThen', {
          run: t('controls.runToEnd'),
          outcome: t(`explorer.outcome.${found.outcome ?? 'unsettled'}`),
        })}
      </p>
      <p>
        <a href={found.link}>{t('explorer.openBug')}</a>
      </p>
    </>
  );
}

export function ExplorerScreen({ initialDesign, initialSize }: { initialDesign: DesignId; initialSize: RunSize }) {
  const { t } = useTranslation();
  useDocumentTitle(t('explorer.heading'));
  const id = useId();
  const [design, setDesign] = useState<DesignId | typeof ALL>(initialDesign);
  const [size, setSize] = useState<RunSize>(initialSize);
  /** The last single design picked: "All designs" has no address of its own. */
  const [addressed, setAddressed] = useState(initialDesign);
  const choose = (next: RunSize) => {
    setSize(next);
    writeAddress(addressed, next);
  };
  const { state, start, cancel } = useExplorer();
  const running = state.phase === 'running';
  // A refused Cancel is said while the explorer stays in the state it was refused in; any change makes it stale.
  const [refusedIn, setRefusedIn] = useState<typeof state | null>(null);

  return (
    <div className="explorer">
      <h2>{t('explorer.heading')}</h2>
      <p>{t('explorer.intro')}</p>
      <div className="explorer-form">
        <label htmlFor={`${id}-design`}>{t('design.label')}</label>
        <select
          id={`${id}-design`}
          value={design}
          onChange={(e) => {
            setDesign(e.target.value);
            if (e.target.value !== ALL) {
              setAddressed(e.target.value);
              writeAddress(e.target.value, size);
            }
            // Every design at once runs on several workers: start the others now, while the learner is still choosing.
            if (e.target.value === ALL) warmExplorerWorkers(explorerParallelism() - 1);
            if (e.target.value === ALL && size === 'triples') choose('pairs');
          }}
        >
          {designRegistry.ids.map((d) => (
            <option key={d} value={d}>
              {t(`designs.${d}.name`)}
            </option>
          ))}
          <option value={ALL}>{t('explorer.allDesigns')}</option>
        </select>
        <fieldset className="explorer-size">
          <legend>{t('explorer.size')}</legend>
          {SIZES.map((s) => (
            <label key={s}>
              <input
                type="radio"
                name={`${id}-size`}
                value={s}
                checked={size === s}
                disabled={s === 'triples' && design === ALL}
                aria-describedby={s === 'triples' && design === ALL ? `${id}-one-design` : undefined}
                onChange={() => choose(s)}
              />{' '}
              {t(`explorer.sizes.${s}`)}
            </label>
          ))}
          {/* Every design's triples are hundreds of thousands of runs: minutes, and more than a page should hold. */}
          {design === ALL ? <span id={`${id}-one-design`}>{t('explorer.triplesOneDesign')}</span> : null}
        </fieldset>
        <button
          type="button"
          className="primary"
          onClick={() => start({ type: 'explore', designs: design === ALL ? [...designRegistry.ids] : [design], size })}
        >
          {t('explorer.run')}
        </button>
        {/* A bug hunt is about one design: with all of them picked, it hunts in the first. */}
        <button
          type="button"
          onClick={() =>
            start({
              type: 'findBug',
              design: design === ALL ? designRegistry.ids[0] : design,
              seed: Date.now() % 2_147_483_647,
              numRuns: 1000,
            })
          }
        >
          {t('explorer.findBug')}
        </button>
        {/* The reason shows in the status right below when pressed, so no tooltip covers it. */}
        <GuardedButton
          reason={running ? null : t('explorer.nothingToCancel')}
          title={running ? undefined : t('explorer.nothingToCancel')}
          onPress={cancel}
          onRefused={() => setRefusedIn(state)}
        >
          {t('explorer.cancel')}
        </GuardedButton>
      </div>
      <div role="status" className="explorer-status">
        {state.phase === 'running' &&
          (state.task === 'findBug'
            ? t('explorer.searching')
            : state.designs > 1
              ? t('explorer.progressAll', { done: state.done, designsDone: state.designsDone, designs: state.designs })
              : t('explorer.progress', {
                  done: t('explorer.count', { count: state.done }),
                  total: state.total ? t('explorer.count', { count: state.total }) : '…',
                }))}
        {state.phase === 'cancelled' && t('explorer.cancelled')}
        {state.phase === 'error' && t('explorer.error', { message: state.message })}
        {state.phase === 'explored' && <ExploredStatus state={state} />}
        {state.phase === 'bug' &&
          (state.report.counterexample
            ? t('explorer.bugFound', {
                outcome: t(`explorer.outcome.${state.report.counterexample.outcome ?? 'unsettled'}`),
                steps: state.report.counterexample.schedule.length,
              })
            : t('explorer.noBug', { runs: state.report.numRuns }))}
        {/* A refused press says why, under the run's own status, which stays as it was. */}
        {refusedIn === state && (
          <span className="explorer-refusal">{t('status.refused', { reason: t('explorer.nothingToCancel') })}</span>
        )}
      </div>
      {state.phase === 'running' && state.task === 'explore' && (
        // Across designs, the bar counts designs, the ones under way by their share done (the run counts of those not
        // started are not known yet).
        <progress
          aria-label={t('explorer.progressLabel')}
          max={state.designs > 1 ? state.designs : state.total || 1}
          value={state.designs > 1 ? state.designsFraction : state.done}
        />
      )}
      {state.phase === 'explored' && state.results.length > 1 && <Overview results={state.results} />}
      {/* Verdicts as they come, design by design — done in full, or under way with its runs finished so far — in
          one list that stays put when a design or the whole run finishes (or is cancelled): nothing is drawn anew. */}
      <div className="explorer-results">
        {(state.phase === 'running' && state.task === 'explore') ||
        state.phase === 'explored' ||
        state.phase === 'cancelled'
          ? state.shown.map((shown) => (
              <DesignResult
                key={shown.design}
                shown={shown}
                wallMillis={
                  // A design split between workers has its wall time in the status, beside how many they were.
                  state.phase === 'explored' && state.results.length === 1 && state.ahead === 0 && state.workers <= 1
                    ? state.wallMillis
                    : null
                }
              />
            ))
          : null}
      </div>
      {state.phase === 'bug' && (
        <section aria-labelledby="bug-heading">
          <h2 id="bug-heading">{t('explorer.bugHeading')}</h2>
          <p>
            {t('explorer.seed', {
              seed: state.report.seed,
              runs: state.report.numRuns,
              millis: Math.round(state.millis),
            })}
          </p>
          {state.report.counterexample && <Counterexample found={state.report.counterexample} />}
        </section>
      )}
    </div>
  );
}
