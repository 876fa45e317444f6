// The operator's view (region "Operations"): the design's waiting work (outbox rows, scheduled events or buffered
// usage rows), how late the oldest is, parked rows, and the relay's heartbeat. Every figure is one SQL read on the
// order database's independent connection (engine/ops-figures.ts) — what a dashboard would see, not what the relay
// believes about itself. A heartbeat only lets an operator infer that the relay is down, after a while; the lab
// sees the process itself. Where the two differ, a note apart from the figures says so, and names its source.
import { memo, useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useCovered } from '../covered-panes';
import type { OpsFigures } from '../../../engine/snapshot';
import { useWorld } from '../lab-context';
import { PROCESSES, roleOf } from '../../../engine/types';
import { ageWords, relayWords } from './ops-words';
import { offeredOf } from '../../../engine/actions/registry';
import { ActionButton } from '../controls/action-button';
import { LagChart } from './lag-chart';
import { FormsOf } from '../controls/action-controls';
import DeadLetters from '../forms/dead-letters';
import './ops-panel.css';

/** One second of load at the offered rate: the control the load key presses. */
const [LOAD_SECOND] = offeredOf('load');

export function OpsPanel() {
  const { t } = useTranslation();
  const ops = useWorld((s) => s.ops);
  // The process status is the lab's knowledge, not the operator's: it only picks the note under the reading.
  // The reading is the stalest relay's (several beat apart): crashed if any relay has.
  const relayStatus = useWorld((s) =>
    PROCESSES.some((id) => roleOf(id) === 'relay' && s.processes[id].status === 'crashed') ? 'crashed' : 'up',
  );
  const relay = ops && relayWords(t, ops, relayStatus);
  const headingId = useId();
  // A lesson asking what these figures read keeps them covered until the learner has answered; the tools stay.
  const covered = useCovered().some((c) => c.kind === 'ops');
  return (
    <section className="ops" aria-labelledby={headingId} aria-describedby={ops ? `${headingId}-source` : undefined}>
      {/* Few lines, so the stage column stays about as short as the setup beside it: the heading and the relay's
          reading, then what only the lab knows right under that reading, then the waiting work and the tools. */}
      <div className="ops-row">
        <h2 id={headingId}>{t('ops.heading')}</h2>
        {/* The table the figures are read from, beside the heading but not in the region's name. */}
        {ops && <code className="ops-table">{ops.table}</code>}
        {ops && relay && covered ? (
          <>
            <p className="covered-pane covered-note">{t('course.predict.covered')}</p>
            <OpsTools sourceId={`${headingId}-source`} />
          </>
        ) : ops && relay ? (
          <>
            <dl className="ops-figures">
              <div className={ops.down ? 'ops-alarm' : undefined}>
                <dt>{t('ops.relay')}</dt>
                <dd>
                  {relay.reading} <span className="ops-note">({relay.rule})</span>
                </dd>
              </div>
            </dl>
            <p className="ops-lab-note">
              <span className="ops-lab-source">{t('ops.labKnows')}</span> {relay.lab}
            </p>
            <WorkFigures ops={ops} />
            <DeadLetters />
            <OpsTools sourceId={`${headingId}-source`} />
          </>
        ) : (
          <p className="muted">{t('ops.noOutbox')}</p>
        )}
      </div>
      <LagChart />
    </section>
  );
}

/** The design's waiting work: how much, how late the oldest, how much was given up on. */
function WorkFigures({ ops }: { ops: OpsFigures }) {
  const { t } = useTranslation();
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
          {ageWords(t, ops.oldestPendingMs)}
          {late && <span className="ops-note">⚠ {t(`ops.work.${table}.late`)}</span>}
        </dd>
      </div>
      {ops.failed !== null && (
        <div className={ops.failed > 0 ? 'ops-alarm' : undefined}>
          <dt>{t('ops.failed')}</dt>
          <dd>{ops.failed}</dd>
        </div>
      )}
    </dl>
  );
}

/**
 * The operator's tools fold away: the figures are what a learner watches, the tools what they reach for. Memoised:
 * the figures change with nearly every Step, the tools (each control with its own reason) seldom.
 */
const OpsTools = memo(function OpsTools({ sourceId }: { sourceId: string }) {
  const { t } = useTranslation();
  return (
    <details className="ops-tools">
      <summary>{t('ops.tools')}</summary>
      <p id={sourceId} className="ops-source">
        {t('ops.source')}
      </p>
      <FormsOf group="ops" except={['dead-letters']} />
      <p className="ops-one-second">
        <ActionButton action={LOAD_SECOND} />
      </p>
    </details>
  );
});
