// One lab's keys: each action its design has, Back, Forward, Reset and the two forms. Every lab listens, and a key
// acts on the lab the focus is in (keyed-labs.ts): a lesson's lab answers keys pressed inside its region, the
// #/lab screen's lab answers everywhere else. A key for an action the design does not have is not this lab's to
// take; a refused key says why in the status line, exactly as pressing the disabled control does.
import { useCallback, useEffect, useMemo, type RefObject } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { blockerIn, toEvent } from '../../../engine/actions/registry';
import { snapshotOf } from '../../../machine/lab-machine';
import { reasonIn } from './action-button';
import { useAnnounce } from './status-region';
import { useLabActor } from '../lab-context';
import type { Command } from '../../shortcuts/commands';
import { registerKeyedLab, type KeyedLab } from '../../shortcuts/keyed-labs';
import { useShortcutKeys } from '../../shared/use-shortcut-keys';

const NO_WAY: Record<string, string> = { BACK: 'reason.noHistory', FORWARD: 'reason.noFuture' };

interface Props {
  /** The lab's region on a page of several labs; absent for the page's own lab. */
  region?: RefObject<HTMLElement | null>;
}

export function LabShortcuts({ region }: Props) {
  const actor = useLabActor();
  const announce = useAnnounce();
  const { t } = useTranslation();

  // A form's field in this lab: in its region, or anywhere on the page for the page's own lab.
  const field = useCallback(
    (name: string) =>
      (region ? region.current : document)?.querySelector<HTMLElement>(`[data-shortcut-target="${name}"]`) ?? null,
    [region],
  );
  const lab = useMemo<KeyedLab>(
    () => ({
      page: !region,
      region: () => region?.current ?? null,
      offers(command) {
        const target = command.target;
        // The design decides which actions exist: a process it does not run, amendments, an outbox to clean.
        if (target.kind === 'action')
          return blockerIn(snapshotOf(actor.getSnapshot().context).blockers, target.action) !== 'notInDesign';
        // A lesson's lab may show only some parts: a form that is not there cannot take the focus.
        if (target.kind === 'focus') return field(target.field) !== null;
        return target.kind === 'history';
      },
    }),
    [actor, region, field],
  );
  useEffect(() => registerKeyedLab(lab), [lab]);

  useShortcutKeys(
    (command) => lab.offers(command),
    (command: Command) => {
      const target = command.target;
      if (target.kind === 'action') {
        const reason = reasonIn(t, snapshotOf(actor.getSnapshot().context), target.action);
        if (reason) announce(t('status.refused', { reason }));
        else actor.send(toEvent(target.action));
      } else if (target.kind === 'history') {
        if (actor.getSnapshot().can({ type: target.event })) actor.send({ type: target.event });
        else announce(t('status.refused', { reason: t(NO_WAY[target.event]) }));
      } else if (target.kind === 'focus') {
        const input = field(target.field);
        // The fault form folds away under its summary: open it, or the field cannot take the focus.
        const fold = input?.closest('details');
        if (fold && !fold.open) fold.open = true;
        input?.focus();
      }
    },
    lab,
  );
  return null;
}
