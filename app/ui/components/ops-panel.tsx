// The operator's view (region "Operations"): the design's waiting work (outbox rows, scheduled events or buffered
// usage rows), how late the oldest is, parked rows, and whether the relay is alive by its heartbeat. Every figure
// is one SQL read on the order database's independent connection (engine/ops-figures.ts) — what a dashboard
// would see, not what the relay believes about itself.
import { useId } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { OpsFigures } from '../../engine/snapshot';
import { useWorld } from '../lab-context';
import { offeredOf } from '../../engine/actions/registry';
import { ActionButton } from './action-button';
import { LagChart } from './lag-chart';
import { LoadForm } from './load-form';
import { RetentionForm } from './retention-form';
import './ops-panel.css';

/** One second of load at the offered rate: the control the load key presses. */
const [LOAD_SECOND] = offeredOf('load');

/** An age in virtual time, in words: seconds under two minutes, minutes and seconds above. */
function useAge() {
  const { t } = useTranslation();
  return (ms: number | null) => {
    if (ms === null) return t('ops.none');
    const seconds = Math.floor(ms / 1000);
    return seconds < 120 ? t('ops.seconds', { count: seconds }) : t('ops.minutes', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
  };
}

export function OpsPanel() {
  const { t } = useTranslation();
  const ops = useWorld((s) => s.ops);
  const headingId = useId();
  return (
    <section className="ops" aria-labelledby={headingId} aria-describedby={ops ? `${headingId}-source` : undefined}>
      {/* One row of figures beside the heading, so the stage column stays as short as the setup beside it. */}
      <div className="ops-row">
        <h2 id={headingId}>{t('ops.heading')}</h2>
        {/* The table the figures are read from, beside the heading but not in the region's name. */}
        {ops && <code className="ops-table">{ops.table}</code>}
        {ops ? <Figures ops={ops} /> : <p className="muted">{t('ops.noOutbox')}</p>}
        {ops && <OpsTools sourceId={`${headingId}-source`} />}
      </div>
      <LagChart />
    </section>
  );
}

function Figures({ ops }: { ops: OpsFigures }) {
  const { t } = useTranslation();
  const age = useAge();
  // Late work, or a parked row, is what an operator is paged for: said in words, not colour only.
  const { late, table } = ops;
  return (
    <dl className="ops-figures">
        <div>
          <dt>{t(`ops.work.${table}.pending`)}</dt>
          <dd>{ops.pending}</dd>
        </div>
        <div className={late ? 'ops-alarm' : undefined}>
          <dt>{t(`ops.work.${table}.oldest`)}</dt>
          <dd>
            {age(ops.oldestPendingMs)}
            {late && <span className="ops-note">⚠ {t(`ops.work.${table}.late`)}</span>}
          </dd>
        </div>
        {ops.failed !== null && (
          <div className={ops.failed > 0 ? 'ops-alarm' : undefined}>
            <dt>{t('ops.failed')}</dt>
            <dd>{ops.failed}</dd>
          </div>
        )}
        <div className={ops.alive ? undefined : 'ops-alarm'}>
          <dt>{t('ops.relay')}</dt>
          <dd>
            {ops.alive ? `✔ ${t('ops.alive')}` : `✖ ${t('ops.notAlive')}`}
            <span className="ops-note">{ops.lastBeat === null ? t('ops.noBeat') : t('ops.beatAgo', { age: age(ops.beatAgeMs) })}</span>
          </dd>
        </div>
    </dl>
  );
}

/** The operator's tools fold away: the figures are what a learner watches, the tools what they reach for. */
function OpsTools({ sourceId }: { sourceId: string }) {
  const { t } = useTranslation();
  return (
    <details className="ops-tools">
      <summary>{t('ops.tools')}</summary>
      <p id={sourceId} className="ops-source">
        {t('ops.source')}
      </p>
      <RetentionForm />
      <LoadForm />
      <p className="ops-one-second">
        <ActionButton action={LOAD_SECOND} />
      </p>
    </details>
  );
}
