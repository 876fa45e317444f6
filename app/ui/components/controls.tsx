// The lab's controls, rendered from the action specs and named exactly as DESIGN.md's vocabulary says. Each
// knows from the world's blocker table whether it can act now, and why not. Back, Forward and Reset move
// through the log rather than act on the world, so they are the machine's own events.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { offeredActions, type LabAction } from '../../engine/actions/registry';
import { formatOffset } from '../../engine/clock';
import { PROCESSES } from '../../engine/types';
import { useLabActor, useWorld } from '../lab-context';
import { ActionButton } from './action-button';
import { ArmFaultForm } from './arm-fault-form';
import { ControlButton } from './control-button';

const OFFERED = offeredActions();
const inGroup = (group: string) => OFFERED.filter(({ spec }) => spec.group === group).map(({ action }) => action);
const RUN = inGroup('run');
const NETWORK = inGroup('network');
const BY_PROCESS = PROCESSES.map((id) => ({ id, actions: inGroup('process').filter((a) => 'process' in a && a.process === id) }));
const key = (a: LabAction) => JSON.stringify(a);

export function Controls() {
  const actor = useLabActor();
  const { t } = useTranslation();
  const now = useWorld((s) => s.now);
  const nextTimer = useWorld((s) => s.nextTimer);
  const canBack = useSelector(actor, (s) => s.context.actions.length > 0);
  const canForward = useSelector(actor, (s) => s.context.undone.length > 0);

  return (
    <section className="controls" aria-label={t('controls.heading')}>
      <h2>{t('controls.heading')}</h2>
      <div className="control-row" role="group" aria-label={t('controls.run')}>
        {RUN.map((a) => (
          <ActionButton key={key(a)} action={a} className={a.type === 'step' && !a.process ? 'primary' : undefined} />
        ))}
      </div>
      <div className="control-row" role="group" aria-label={t('controls.history')}>
        <ControlButton label={t('controls.back')} reason={canBack ? null : t('reason.noHistory')} onPress={() => actor.send({ type: 'BACK' })} />
        <ControlButton label={t('controls.forward')} reason={canForward ? null : t('reason.noFuture')} onPress={() => actor.send({ type: 'FORWARD' })} />
        <ControlButton label={t('controls.reset')} reason={null} onPress={() => actor.send({ type: 'RESET' })} />
      </div>
      <div className="control-row" role="group" aria-label={t('controls.processes')}>
        {BY_PROCESS.map(({ id, actions }) => (
          <span className="process-controls" key={id}>
            {actions.map((a) => (
              <ActionButton key={key(a)} action={a} />
            ))}
          </span>
        ))}
      </div>
      <div className="control-row" role="group" aria-label={t('controls.network')}>
        {NETWORK.map((a) => (
          <ActionButton key={key(a)} action={a} />
        ))}
        <span className="clock">
          {t('controls.clock', { time: formatOffset(now) })} · {nextTimer === null ? t('controls.noTimer') : t('controls.nextTimer', { time: formatOffset(nextTimer) })}
        </span>
      </div>
      <ArmFaultForm />
    </section>
  );
}
