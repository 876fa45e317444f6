// Dead letters (region "Operations"): the outbox rows the relay parked after its last allowed attempt, each with
// its attempts and last_error as the order DB's independent connection reads them, and the operator's way back —
// Requeue, once whatever refused the event is fixed. Shown only while some row is parked.
import { memo, useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { offeredOf, type LabAction } from '../../../engine/actions/registry';
import { useLabActor, useWorld } from '../lab-context';
import { reasonIn } from '../controls/action-button';
import { ControlButton } from '../controls/control-button';
import { useShortcut } from '../controls/use-shortcut';
import { actionCommandId } from '../../shortcuts/commands';
import './dead-letters.css';

const [OLDEST] = offeredOf('requeue');

type RequeueAction = Extract<LabAction, { type: 'requeue' }>;

function RequeueButton({ action, label }: { action: RequeueAction; label: string }) {
  const { t } = useTranslation();
  const actor = useLabActor();
  const reason = useWorld((s) => reasonIn(t, s, action));
  const shortcut = useShortcut(actionCommandId(OLDEST));
  return (
    <ControlButton
      label={label}
      reason={reason}
      shortcut={action.event === undefined ? shortcut : undefined}
      onPress={() => actor.send({ ...action, type: 'REQUEUE' })}
    />
  );
}

// Memoised: the Operations pane around it is drawn again at nearly every Step; its own rows come from a selector.
export default memo(function DeadLetters() {
  const { t } = useTranslation();
  const rows = useWorld((s) => s.ops?.deadLetters ?? null);
  const id = useId();
  if (!rows || rows.length === 0) return null;
  return (
    <section className="dead-letters" aria-labelledby={id}>
      <div className="dead-letters-head">
        <h3 id={id}>{t('ops.deadLetters')}</h3>
        <RequeueButton action={OLDEST} label={t('ops.requeueOldest')} />
      </div>
      {/* Scrolls inside its box on a narrow column or a phone, never over the cards beside it. */}
      <div className="dead-letters-scroll">
        <table aria-label={t('ops.deadLettersTable')}>
          <thead>
            <tr>
              <th scope="col">event_id</th>
              <th scope="col">aggregate_id</th>
              <th scope="col">attempt_count</th>
              <th scope="col">last_error</th>
              <th scope="col">
                <span className="visually-hidden">{t('ops.requeueColumn')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const event = String(row.event_id);
              return (
                <tr key={event}>
                  <td>{event}</td>
                  <td>{String(row.aggregate_id)}</td>
                  <td>{String(row.attempt_count)}</td>
                  <td className="dead-letter-error">{String(row.last_error ?? '')}</td>
                  <td>
                    <RequeueButton action={{ type: 'requeue', event }} label={t('ops.requeue', { event })} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
});
