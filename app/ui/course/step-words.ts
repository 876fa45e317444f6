// A run of lab actions in words, as the controls name them ("Step relay × 4", "Arm a fault: Crash relay before
// line 4"), so an instructor can do them with the same buttons in front of a room.
import type { TFunction } from '../i18n/translator';
import { encodeAction, specOf, type LabAction } from '../../engine/actions/registry';

function describe(t: TFunction, action: LabAction): string {
  // A form's action carries its fields: the button's name alone ("Submit order") would not say what to type.
  if (action.type === 'submit') return t('answers.step.submit', { orderId: action.orderId, quantity: action.quantity });
  if (action.type === 'amend')
    return t('answers.step.amend', { orderId: action.orderId, quantity: action.quantity, version: action.version });
  if (action.type === 'arm') {
    const fault = t(`controls.${action.fault.kind}`, { process: t(`processInLabel.${action.fault.process}`) });
    return t('answers.step.arm', { fault, line: action.fault.line });
  }
  const label = specOf(action)!.label(action);
  return t(label.key, {
    ...(label.process ? { process: t(`processInLabel.${label.process}`) } : {}),
    ...(label.count !== undefined ? { count: label.count } : {}),
  });
}

/** One entry per run of equal actions: fourteen Steps read "Step × 14". */
export function describeSteps(t: TFunction, actions: readonly LabAction[]): string[] {
  const runs: { action: LabAction; token: string; count: number }[] = [];
  for (const action of actions) {
    const token = encodeAction(action);
    const last = runs.at(-1);
    if (last && last.token === token) last.count += 1;
    else runs.push({ action, token, count: 1 });
  }
  return runs.map(({ action, count }) =>
    count === 1 ? describe(t, action) : t('answers.step.times', { step: describe(t, action), n: count }),
  );
}
