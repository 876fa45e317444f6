// The client's order form. Input is checked against the course's rules before anything reaches the lab:
// an invalid field gets aria-invalid and a message tied to it, and nothing is written.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { blockerIn, offeredOf } from '../../../engine/actions/registry';
import { checkOrderId, checkQuantity, parseQuantityText } from '../../../engine/runtime/rules';
import { useLabActor, useWorld } from '../lab-context';
import { useAnnounce } from '../controls/status-region';
import { GuardedButton } from '../../shared/guarded-button';
import AmendForm from './amend-form';
import { CheckedField } from '../../shared/checked-field';
import { ResponsesList } from '../setup/responses-list';

export default function OrderForm() {
  const actor = useLabActor();
  const { t } = useTranslation();
  const announce = useAnnounce();
  const submitBlocker = useWorld((s) => blockerIn(s.blockers, offeredOf('submit')[0]));
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
      {/* One grid cell for the order form and, in the versioned design, the amend form below it. */}
      <div className="order-forms">
        <form onSubmit={submit} noValidate>
          <div className="fields">
            <CheckedField
              id={`${id}-id`}
              label={t('form.orderId')}
              value={orderId}
              onChange={setOrderId}
              error={errors.orderId}
              hintId={`${id}-hint`}
              shortcutTarget="order"
              numeric={false}
            />
            <CheckedField
              id={`${id}-qty`}
              label={t('form.quantity')}
              value={quantityText}
              onChange={setQuantityText}
              error={errors.quantity}
              hintId={`${id}-hint`}
            />
            <GuardedButton
              type="submit"
              reason={submitBlocker ? t(`reason.${submitBlocker}`) : null}
              title={submitBlocker ? t(`reason.${submitBlocker}`) : undefined}
              onRefused={(why) => announce(t('status.refused', { reason: why }))}
            >
              {t('form.submit')}
            </GuardedButton>
          </div>
          <p id={`${id}-hint`} className="hint">
            {t('form.hint')}
          </p>
        </form>
        <AmendForm />
      </div>
      <ResponsesList />
    </section>
  );
}
