// One process as a card: its name and state, its own controls (Step / Crash / Fail / Restart it), and its
// program. The next line carries aria-current="step"; while a transaction is open its range, from the line
// that ran BEGIN to the next line, is shaded and bracketed, and the BEGIN line says so in words.
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { offeredActions } from '../../../engine/actions/registry';
import { formatOffset } from '../../../engine/runtime/clock';
import { instanceNo, PROCESSES, roleOf, ROLES, type ProcessId, type ProcessRole } from '../../../engine/types';
import { useWorld } from '../lab-context';
import { processName } from '../../shared/process-names';
import { useNumbered } from '../use-numbered';
import { ActionButton } from '../controls/action-button';

const OFFERED = offeredActions();
/** A warehouse outage is the warehouse's condition as others meet it: its switches sit on the warehouse's card. */
const OUTAGE = OFFERED.filter(({ spec }) => spec.group === 'outage').map(({ action }) => action);
/** Step <process>, then Crash / Fail / Restart <process>, in the specs' order. */
const actionsOf = (id: ProcessId) =>
  OFFERED.map(({ action }) => action).filter((a) => 'process' in a && a.process === id);

export function ProcessCard({ id }: { id: ProcessId }) {
  const { t } = useTranslation();
  const view = useWorld((s) => s.processes[id]);
  const picked = useWorld((s) => s.defaultPick === id);
  // The warehouse outage is the warehouse's state as others meet it; its program may be idle all along.
  const outage = useWorld((s) => (id === 'warehouse' ? s.outage : null));
  const numbered = useNumbered();
  const headingId = useId();
  const name = processName(t, id, numbered);
  const state = !view.inDesign ? 'absent' : view.status === 'crashed' ? 'crashed' : view.inTx ? 'inTx' : 'up';
  return (
    <section className={`process-card process-${state}`} aria-labelledby={headingId}>
      <div className="process-head">
        <h3 id={headingId}>{name}</h3>
        <span className={`process-state state-${state}`}>{t(`program.state.${state}`)}</span>
      </div>
      {view.inDesign && (
        <div className="process-controls" role="group" aria-label={t('controls.forProcess', { process: name })}>
          {actionsOf(id).map((a) => (
            <ActionButton key={JSON.stringify(a)} action={a} short />
          ))}
        </div>
      )}
      {!view.inDesign ? (
        <p className="muted">{t('program.absent')}</p>
      ) : (
        <ol className="program" aria-label={name}>
          {view.lines.map((code, index) => {
            const next = view.status === 'up' && index === view.pc;
            const inTx = view.txFrom !== null && index >= view.txFrom && index <= view.pc;
            const classes = [
              next && 'next-line',
              inTx && 'in-tx',
              index === view.txFrom && 'tx-start',
              index === view.pc && inTx && 'tx-end',
            ]
              .filter(Boolean)
              .join(' ');
            return (
              <li key={index} aria-current={next ? 'step' : undefined} className={classes || undefined} title={code}>
                <code>{code}</code>
                {index === view.errorLine && <span className="tag"> ({t('program.errorPath')})</span>}
                {index === view.txFrom && <span className="tag tx-tag"> ⟦ {t('program.txBegan')}</span>}
                {next && <span className="tag next-tag"> ◀ {t('program.next')}</span>}
                {next && picked && <span className="tag step-tag"> · {t('program.stepRunsThis')}</span>}
              </li>
            );
          })}
        </ol>
      )}
      {id === 'warehouse' && view.inDesign && (
        <div className="process-controls outage-controls" role="group" aria-label={t('controls.outage')}>
          {/* The group's name, seen: the buttons' visible text is short, their accessible names whole. */}
          <span className="group-label" aria-hidden="true">
            {t('controls.outageLabel')}
          </span>
          {OUTAGE.map((a) => (
            <ActionButton key={JSON.stringify(a)} action={a} short />
          ))}
        </div>
      )}
      {view.status === 'crashed' && <p className="crashed-note">{t('program.crashed')}</p>}
      {outage && (
        <p className="crashed-note">✖ {t(`program.outage.${outage.mode}`, { until: formatOffset(outage.until) })}</p>
      )}
    </section>
  );
}

/**
 * The cards of one role (or of every role, in order): the first instance always (a role the design lacks says so
 * on its card), a further one only where the design runs it. Each role's cards share a box (display: contents in
 * the lab's grid), so a layout can place a role — one relay or two — where its column is (presenter.css).
 */
export function ProcessCards({ role }: { role?: ProcessRole }) {
  const shown = useWorld((s) =>
    PROCESSES.filter(
      (id) => (!role || roleOf(id) === role) && (instanceNo(id) === 1 || s.processes[id].inDesign),
    ).join(),
  );
  const ids = shown.split(',') as ProcessId[];
  return (
    <>
      {ROLES.filter((r) => !role || r === role).map((r) => (
        <div key={r} className={`role-cards role-cards-${r}`}>
          {ids
            .filter((id) => roleOf(id) === r)
            .map((id) => (
              <ProcessCard key={id} id={id} />
            ))}
        </div>
      ))}
    </>
  );
}

/** How many cards stand in the lab's row of processes: the databases below span them (see lab-layout.css). */
export function useCardCount(): number {
  return useWorld((s) => PROCESSES.filter((id) => instanceNo(id) === 1 || s.processes[id].inDesign).length);
}
