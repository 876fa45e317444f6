// The lab's controls, named exactly as DESIGN.md's vocabulary says. Each knows from the world's blocker
// table whether it can act now, and why not.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { formatOffset } from '../../engine/clock';
import { PROCESSES } from '../../engine/types';
import { useLabActor, useWorld } from '../lab-context';
import { ArmFaultForm } from './arm-fault-form';
import { ControlButton } from './control-button';

export function Controls() {
  const actor = useLabActor();
  const { t } = useTranslation();
  const blockers = useWorld((s) => s.blockers);
  const now = useWorld((s) => s.now);
  const nextTimer = useWorld((s) => s.nextTimer);
  const canBack = useSelector(actor, (s) => s.context.actions.length > 0);
  const canForward = useSelector(actor, (s) => s.context.undone.length > 0);
  const why = (blocker: string | null) => (blocker ? t(`reason.${blocker}`) : null);
  // Labels use the lower-case form ("Crash relay"), as DESIGN.md's vocabulary spells them.
  const name = (id: string) => t(`processInLabel.${id}`);

  return (
    <section className="controls" aria-labelledby="controls-heading" id="controls">
      <h2 id="controls-heading">{t('controls.heading')}</h2>
      <div className="control-row" role="group" aria-label={t('controls.run')}>
        <ControlButton className="primary" label={t('controls.step')} reason={why(blockers.step)} onPress={() => actor.send({ type: 'STEP' })} />
        {PROCESSES.map((id) => (
          <ControlButton
            key={id}
            label={t('controls.stepProcess', { process: name(id) })}
            reason={why(blockers.stepProcess[id])}
            onPress={() => actor.send({ type: 'STEP', process: id })}
          />
        ))}
        <ControlButton label={t('controls.runToEnd')} reason={why(blockers.run)} onPress={() => actor.send({ type: 'RUN_TO_END' })} />
      </div>
      <div className="control-row" role="group" aria-label={t('controls.history')}>
        <ControlButton label={t('controls.back')} reason={canBack ? null : t('reason.noHistory')} onPress={() => actor.send({ type: 'BACK' })} />
        <ControlButton label={t('controls.forward')} reason={canForward ? null : t('reason.noFuture')} onPress={() => actor.send({ type: 'FORWARD' })} />
        <ControlButton label={t('controls.reset')} reason={null} onPress={() => actor.send({ type: 'RESET' })} />
      </div>
      <div className="control-row" role="group" aria-label={t('controls.processes')}>
        {PROCESSES.map((id) => (
          <span className="process-controls" key={id}>
            <ControlButton label={t('controls.crash', { process: name(id) })} reason={why(blockers.crash[id])} onPress={() => actor.send({ type: 'CRASH', process: id })} />
            <ControlButton label={t('controls.fail', { process: name(id) })} reason={why(blockers.crash[id])} onPress={() => actor.send({ type: 'FAIL', process: id })} />
            <ControlButton label={t('controls.restart', { process: name(id) })} reason={why(blockers.restart[id])} onPress={() => actor.send({ type: 'RESTART', process: id })} />
          </span>
        ))}
      </div>
      <div className="control-row" role="group" aria-label={t('controls.network')}>
        <ControlButton label={t('controls.dropRequest')} reason={why(blockers.drop)} onPress={() => actor.send({ type: 'DROP', message: 'request' })} />
        <ControlButton label={t('controls.dropAck')} reason={why(blockers.drop)} onPress={() => actor.send({ type: 'DROP', message: 'ack' })} />
        <ControlButton label={t('controls.advanceClock')} reason={why(blockers.advance)} onPress={() => actor.send({ type: 'ADVANCE_CLOCK' })} />
        <span className="clock">
          {t('controls.clock', { time: formatOffset(now) })} · {nextTimer === null ? t('controls.noTimer') : t('controls.nextTimer', { time: formatOffset(nextTimer) })}
        </span>
      </div>
      <ArmFaultForm />
    </section>
  );
}
