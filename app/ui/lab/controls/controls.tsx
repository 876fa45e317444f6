// The lab's global control bar: Step and Run to end, Back / Forward / Reset, the network and the clock, arming
// a fault, and the status line that says what the last action did. Each process's own controls sit on its
// card (process-card.tsx). All buttons are rendered from the action specs.
import { useSelector } from '@xstate/react';
import { useTranslation } from '../../i18n/use-translation';
import { offeredActions, type LabAction } from '../../../engine/actions/registry';
import { formatOffset } from '../../../engine/runtime/clock';
import { useLabActor, useWorld } from '../lab-context';
import { ActionButton } from './action-button';
import { FormsOf } from './action-controls';
import { ControlButton } from './control-button';
import { StatusLine } from './status-region';
import { useShortcut } from './use-shortcut';

const OFFERED = offeredActions();
const inGroup = (group: string) => OFFERED.filter(({ spec }) => spec.group === group).map(({ action }) => action);
/** The run group's global actions (Step, Run to end); Step <process> lives on the process's card. */
const RUN = inGroup('run').filter((a) => !('process' in a && a.process));
const NETWORK = inGroup('network');
const key = (a: LabAction) => JSON.stringify(a);

/**
 * The virtual clock and the timer it waits for: its own component, as nearly every Step moves the clock, so that the
 * rest of the bar (every button with its own reason) is not drawn again with it.
 */
function Clock() {
  const { t } = useTranslation();
  const now = useWorld((s) => s.now);
  const nextTimer = useWorld((s) => s.nextTimer);
  return (
    <span className="clock">
      {t('controls.clock', { time: formatOffset(now) })}
      {/* Only a waiting timer is worth the room; "Advance clock" says why it is disabled when none is. */}
      {nextTimer !== null && (
        <span className="next-timer"> · {t('controls.nextTimer', { time: formatOffset(nextTimer) })}</span>
      )}
    </span>
  );
}

export function Controls() {
  const actor = useLabActor();
  const { t } = useTranslation();
  // The machine's own guards decide: Back also returns to the design before a design change.
  const canBack = useSelector(actor, (s) => s.can({ type: 'BACK' }));
  const canForward = useSelector(actor, (s) => s.can({ type: 'FORWARD' }));
  const keys = {
    back: useShortcut('history:back'),
    forward: useShortcut('history:forward'),
    reset: useShortcut('history:reset'),
  };

  return (
    <section className="controls" aria-label={t('controls.heading')}>
      <div className="control-scroller">
        <div className="control-row" role="group" aria-label={t('controls.run')}>
          {RUN.map((a) => (
            <ActionButton key={key(a)} action={a} className={a.type === 'step' ? 'primary' : undefined} />
          ))}
        </div>
        <div className="control-row" role="group" aria-label={t('controls.history')}>
          <ControlButton
            label={t('controls.back')}
            reason={canBack ? null : t('reason.noHistory')}
            shortcut={keys.back}
            onPress={() => actor.send({ type: 'BACK' })}
          />
          <ControlButton
            label={t('controls.forward')}
            reason={canForward ? null : t('reason.noFuture')}
            shortcut={keys.forward}
            onPress={() => actor.send({ type: 'FORWARD' })}
          />
          <ControlButton
            label={t('controls.reset')}
            reason={null}
            shortcut={keys.reset}
            onPress={() => actor.send({ type: 'RESET' })}
          />
        </div>
        <div className="control-row" role="group" aria-label={t('controls.network')}>
          {NETWORK.map((a) => (
            <ActionButton key={key(a)} action={a} />
          ))}
          <Clock />
        </div>
        <FormsOf group="arm" />
      </div>
      <StatusLine />
    </section>
  );
}
