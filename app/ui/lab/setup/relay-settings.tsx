// The relay's retry settings, for a design with a relay: the wait before a retry, exponential back-off with its
// cap, parking after N attempts. A value out of range is refused at its field with a message naming the limit,
// and nothing changes; good values replay the same actions under the new settings (Back returns to the old run).
import { useId, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from '../../i18n/use-translation';
import {
  OPTION_LIMITS,
  optionProblem,
  redeliveryBoundMs,
  type OptionField,
  type OptionProblem,
} from '../../../engine/runtime/backoff';
import { DELIVERY_ORDERS, type DeliveryOrder, type DesignOptions } from '../../../engine/types';
import { useLabActor, useWorld } from '../lab-context';
import { CheckedField } from '../../shared/checked-field';
import { useAnnounce } from '../controls/status-region';

const PROBLEM: Record<OptionField, string> = {
  retryAfter: 'relaySettings.retryAfterProblem',
  backoffCap: 'relaySettings.capProblem',
  maxAttempts: 'relaySettings.parkProblem',
  inboxKeep: 'relaySettings.inboxKeepProblem',
};

/** A field's text as a whole number, or NaN (which every limit refuses). */
const whole = (text: string) => (/^\s*[0-9]+\s*$/.test(text) ? Number(text) : NaN);

export function RelaySettings() {
  const actor = useLabActor();
  const relay = useWorld((s) => s.processes.relay.inDesign);
  const current = useSelector(actor, (s) => s.context.options);
  // Open or folded survives new settings (Back, a link); the fields start again from what is in use.
  const [open, setOpen] = useState(false);
  if (!relay) return null;
  return <SettingsForm key={JSON.stringify(current)} current={current} open={open} setOpen={setOpen} />;
}

function SettingsForm({
  current,
  open,
  setOpen,
}: {
  current: DesignOptions;
  open: boolean;
  setOpen(open: boolean): void;
}) {
  const { t } = useTranslation();
  const actor = useLabActor();
  const announce = useAnnounce();
  const id = useId();
  const [retry, setRetry] = useState(String(current.retryAfter));
  const [exponential, setExponential] = useState(current.backoffCap !== null);
  const [cap, setCap] = useState(String(current.backoffCap ?? 600));
  const [park, setPark] = useState(current.maxAttempts === null ? '' : String(current.maxAttempts));
  const [order, setOrder] = useState<DeliveryOrder>(current.order);
  const [keep, setKeep] = useState(current.inboxKeep === null ? '' : String(current.inboxKeep));
  const inbox = useWorld((s) => s.tables.warehouse.some((pane) => pane.table === 'inbox'));
  const [problem, setProblem] = useState<OptionProblem | null>(null);

  function apply(event: FormEvent) {
    event.preventDefault();
    const options: DesignOptions = {
      retryAfter: whole(retry),
      backoffCap: exponential ? whole(cap) : null,
      maxAttempts: park.trim() === '' ? null : whole(park),
      order,
      inboxKeep: keep.trim() === '' ? null : whole(keep),
    };
    const found = optionProblem(options);
    setProblem(found);
    if (found) return;
    if (JSON.stringify(options) === JSON.stringify(current)) {
      announce(t('relaySettings.unchanged'));
      return;
    }
    actor.send({ type: 'SET_OPTIONS', options });
  }

  const orderName = `${id}-order`;
  const field = (name: OptionField, label: string, value: string, set: (v: string) => void, disabled = false) => (
    <CheckedField
      id={`${id}-${name}`}
      label={label}
      value={value}
      onChange={set}
      disabled={disabled}
      error={problem === name ? t(PROBLEM[name], OPTION_LIMITS[name]) : undefined}
    />
  );

  return (
    <details className="relay-settings" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('relaySettings.heading')}</summary>
      <form onSubmit={apply} noValidate aria-label={t('relaySettings.heading')}>
        <p className="hint">{t('relaySettings.hint')}</p>
        {field('retryAfter', t('relaySettings.retryAfter'), retry, setRetry)}
        <label className="toggle">
          <input type="checkbox" checked={exponential} onChange={(e) => setExponential(e.target.checked)} />{' '}
          {t('relaySettings.exponential')}
        </label>
        {field('backoffCap', t('relaySettings.cap'), cap, setCap, !exponential)}
        {field('maxAttempts', t('relaySettings.park'), park, setPark)}
        <fieldset className="delivery-order">
          <legend>{t('relaySettings.order')}</legend>
          {DELIVERY_ORDERS.map((o) => (
            <label className="toggle" key={o}>
              <input type="radio" name={orderName} value={o} checked={order === o} onChange={() => setOrder(o)} />{' '}
              {t(`relaySettings.orders.${o}`)}
            </label>
          ))}
        </fieldset>
        {inbox && (
          <>
            {field('inboxKeep', t('relaySettings.inboxKeep'), keep, setKeep)}
            <RedeliveryBound options={current} />
          </>
        )}
        <button type="submit">{t('relaySettings.apply')}</button>
      </form>
    </details>
  );
}

/**
 * How late a redelivery can come under the settings in use, beside how long the inbox remembers: a redelivery later
 * than the inbox's memory is applied again. The relay's own retries are bounded only when it parks; an operator's
 * Requeue is bounded by nothing.
 */
function RedeliveryBound({ options }: { options: DesignOptions }) {
  const { t } = useTranslation();
  const bound = redeliveryBoundMs(options);
  const keepMs = options.inboxKeep === null ? null : options.inboxKeep * 1_000;
  const tooSoon = keepMs !== null && (bound === null || keepMs <= bound);
  return (
    <p className="hint redelivery-bound">
      {bound === null
        ? t('relaySettings.boundNone')
        : t('relaySettings.bound', { seconds: bound / 1_000, attempts: options.maxAttempts })}{' '}
      {t('relaySettings.boundRequeue')}
      {tooSoon && <strong> ⚠ {t('relaySettings.inboxTooSoon', { keep: options.inboxKeep })}</strong>}
    </p>
  );
}
