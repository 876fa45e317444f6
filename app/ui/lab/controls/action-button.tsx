// One offered action as a control: its name, whether it can act now (from the state's blocker table) and
// why not — with the way on, read from the same snapshot — all from its spec.
import { memo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { blockerIn, specOf, toEvent, type LabAction } from '../../../engine/actions/registry';
import { formatOffset } from '../../../engine/runtime/clock';
import type { LabSnapshot, ProcessView } from '../../../engine/snapshot';
import { useLabActor, useWorld } from '../lab-context';
import { numberedRoles, processName } from '../../shared/process-names';
import { useActionLabel } from '../../shared/action-label';
import type { ProcessRole } from '../../../engine/types';
import { useNumbered } from '../use-numbered';
import { ControlButton } from './control-button';
import { actionCommandId } from '../../shortcuts/commands';
import { useShortcut } from './use-shortcut';

/** Why a process waits, as the way on: what to step or do so that it can move. */
function waitingReason(
  t: (key: string, options?: Record<string, unknown>) => string,
  view: ProcessView,
  senders: ProcessView[],
  numbered: readonly ProcessRole[],
): string {
  const waiting = view.waitingFor;
  if (!waiting) return t('reason.waiting');
  if (waiting.what === 'lock')
    return t('reason.waitingLock', { holder: processName(t, waiting.holder, numbered, 'processInLabel') });
  if (waiting.what === 'reply')
    return t('reason.waitingReply', {
      from: processName(t, waiting.from, numbered, 'processInLabel'),
      time: formatOffset(waiting.deadline),
    });
  if (waiting.what === 'request') return t('reason.waitingRequest');
  const sender = senders.find((p) => p.id !== view.id && p.inDesign && p.id !== 'warehouse');
  return t('reason.waitingMessage', { from: processName(t, sender?.id ?? 'order', numbered, 'processInLabel') });
}

/**
 * Why `action` cannot happen in `snapshot`, with the way on, or null when it can. A string, so an unchanged reason
 * re-renders nothing.
 */
export function reasonIn(
  t: (key: string, options?: Record<string, unknown>) => string,
  snapshot: LabSnapshot,
  action: LabAction,
): string | null {
  const blocker = blockerIn(snapshot.blockers, action);
  if (!blocker) return null;
  if (blocker === 'waiting' && 'process' in action && action.process) {
    const { processes } = snapshot;
    return waitingReason(t, processes[action.process], [processes.relay, processes.order], numberedRoles(processes));
  }
  return t(`reason.${blocker}`);
}

interface Props {
  action: LabAction;
  className?: string;
  /** Visible text when the surroundings name the process (a process card); the accessible name stays whole. */
  short?: boolean;
}

// Memoised: its card and the control bar re-render at every Step (the clock, the program counter), while its own
// reason comes from a narrow selector; the actions it is given are the registry's own objects, so props compare.
export const ActionButton = memo(function ActionButton({ action, className, short }: Props) {
  const actor = useLabActor();
  const { t } = useTranslation();
  const label = useActionLabel(useNumbered());
  const reason = useWorld((s) => reasonIn(t, s, action));
  const spec = specOf(action)!;
  const shortLabel = short ? t(`${spec.label(action).key}Short`) : undefined;
  const shortcut = useShortcut(actionCommandId(action));
  return (
    <ControlButton
      className={className}
      label={label(action)}
      shortLabel={shortLabel}
      reason={reason}
      shortcut={shortcut}
      onPress={() => actor.send(toEvent(action))}
    />
  );
});
