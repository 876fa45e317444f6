// The versioned design's second request: change an order's quantity at the version the client read. The order
// id and quantity follow the course's rules, the version is a whole number; a bad field is refused at the field
// and nothing is sent. Whether the version is stale is the order service's answer, not this form's.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { blockerIn, offeredOf } from '../../../engine/actions/registry';
import { checkOrderId, checkQuantity, parseQuantityText } from '../../../engine/runtime/rules';
import { useLabActor, useWorld } from '../lab-context';
import { CheckedField } from '../../shared/checked-field';
import { GuardedButton } from '../../shared/guarded-button';
import { useAnnounce } from '../controls/status-region';

type Field = 'orderId' | 'quantity' | 'version';

export default function AmendForm() {
  const { t } = useTranslation();
  const actor = useLabActor();
  const announce = useAnnounce();
  const id = useId();
  const blocker = useWorld((s) => blockerIn(s.blockers, offeredOf('amend')[0]));
  const [values, setValues] = useState<Record<Field, string>>({ orderId: 'snack-7', quantity: '5', version: '1' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // The form belongs to the versioned design: elsewhere the order service takes no amendments.
  if (blocker === 'notInDesign') return null;

  function send(event: FormEvent) {
    event.preventDefault();
    const quantity = parseQuantityText(values.quantity);
    const version = /^\s*[1-9][0-9]{0,3}\s*$/.test(values.version) ? Number(values.version) : NaN;
    const idError = checkOrderId(values.orderId);
    const quantityError = checkQuantity(quantity);
    const next: Partial<Record<Field, string>> = {
      orderId: idError ? t(`validation.orderId.${idError}`, { length: values.orderId.length }) : undefined,
      quantity: quantityError ? t(`validation.quantity.${quantityError}`, { value: values.quantity }) : undefined,
      version: Number.isNaN(version) ? t('validation.version', { value: values.version }) : undefined,
    };
    setErrors(next);
    const problems = Object.values(next).filter(Boolean);
    if (problems.length) return announce(problems.join(' '));
    if (blocker) return announce(t('status.refused', { reason: t(`reason.${blocker}`) }));
    actor.send({ type: 'AMEND', orderId: values.orderId, quantity: quantity as number, version });
  }

  const field = (name: Field, label: string) => (
    <CheckedField
      id={`${id}-${name}`}
      label={label}
      value={values[name]}
      numeric={name !== 'orderId'}
      onChange={(value) => setValues({ ...values, [name]: value })}
      error={errors[name]}
    />
  );

  return (
    <form className="amend-form" onSubmit={send} noValidate aria-label={t('form.amendHeading')}>
      <div className="fields">
        {field('orderId', t('form.orderId'))}
        {field('quantity', t('form.amendQuantity'))}
        {field('version', t('form.amendVersion'))}
        <GuardedButton
          type="submit"
          reason={blocker ? t(`reason.${blocker}`) : null}
          onRefused={(why) => announce(t('status.refused', { reason: why }))}
        >
          {t('form.amend')}
        </GuardedButton>
      </div>
    </form>
  );
}
