// The client's order form. Input is checked against the course's rules before anything reaches the lab:
// an invalid field gets aria-invalid and a message tied to it, and nothing is written.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkOrderId, checkQuantity, parseQuantityText } from '../../engine/rules';
import { useLabActor, useWorld } from '../lab-context';
import { useAnnounce } from './status-region';
import { ResponsesList } from './responses-list';

export function OrderForm() {
  const actor = useLabActor();
  const { t } = useTranslation();
  const announce = useAnnounce();
  const submitBlocker = useWorld((s) => s.blockers.submit);
  const id = useId();
  const [orderId, setOrderId] = useState('snack-7');
  const [quantityText, setQuantityText] = useState('7');
  const [errors, setErrors] = useState<{ orderId?: string; quantity?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const quantity = parseQuantityText(quantityText);
    const idError = checkOrderId(orderId);
    const quantityError = checkQuantity(quantity);
    const next = {
      orderId: idError ? t(`validation.orderId.${idError}`, { length: orderId.length }) : undefined,
      quantity: quantityError ? t(`validation.quantity.${quantityError}`, { value: quantityText }) : undefined,
    };
    setErrors(next);
    if (next.orderId || next.quantity) {
      announce([next.orderId, next.quantity].filter(Boolean).join(' '));
      return;
    }
    if (submitBlocker) {
      announce(t('status.refused', { reason: t(`reason.${submitBlocker}`) }));
      return;
    }
    actor.send({ type: 'SUBMIT', orderId, quantity: quantity as number });
  }

  return (
    <section className="order-form" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('form.heading')}</h2>
      <form onSubmit={submit} noValidate>
        <p id={`${id}-hint`} className="hint">
          {t('form.hint')}
        </p>
        <div className="field">
          <label htmlFor={`${id}-id`}>{t('form.orderId')}</label>
          <input
            id={`${id}-id`}
            value={orderId}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setOrderId(e.target.value)}
            aria-invalid={errors.orderId ? 'true' : undefined}
            aria-describedby={errors.orderId ? `${id}-id-error` : `${id}-hint`}
          />
          {errors.orderId && (
            <p id={`${id}-id-error`} className="field-error">
              {errors.orderId}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-qty`}>{t('form.quantity')}</label>
          <input
            id={`${id}-qty`}
            value={quantityText}
            inputMode="numeric"
            autoComplete="off"
            onChange={(e) => setQuantityText(e.target.value)}
            aria-invalid={errors.quantity ? 'true' : undefined}
            aria-describedby={errors.quantity ? `${id}-qty-error` : `${id}-hint`}
          />
          {errors.quantity && (
            <p id={`${id}-qty-error`} className="field-error">
              {errors.quantity}
            </p>
          )}
        </div>
        <button type="submit" aria-disabled={submitBlocker ? 'true' : undefined} title={submitBlocker ? t(`reason.${submitBlocker}`) : undefined}>
          {t('form.submit')}
        </button>
      </form>
      <ResponsesList />
    </section>
  );
}
