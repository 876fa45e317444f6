// The verdict at quiescence, with the evidence rows an auditor connection read across both databases.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorld } from '../lab-context';

export function VerdictPane() {
  const { t } = useTranslation();
  const verdict = useWorld((s) => s.verdict);
  const quiescent = useWorld((s) => s.quiescent);
  const headingId = useId();
  return (
    <section className="verdict" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('verdict.heading')}</h2>
      {!verdict ? (
        <p>{quiescent ? t('verdict.idle') : t('verdict.pending')}</p>
      ) : (
        <>
          <p className={`outcome outcome-${verdict.outcome}`}>
            <strong>{t('verdict.result', { outcome: t(`verdict.${verdict.outcome}`) })}</strong> — {t(`verdict.explain.${verdict.outcome}`)}
          </p>
          <table>
            <caption>{t('verdict.evidence')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('verdict.orderId')}</th>
                <th scope="col">{t('verdict.quantity')}</th>
                <th scope="col">{t('verdict.prepared')}</th>
                <th scope="col">{t('verdict.outcome')}</th>
              </tr>
            </thead>
            <tbody>
              {verdict.evidence.map((row) => (
                <tr key={String(row.order_id)} className={`outcome-${String(row.outcome)}`}>
                  <td>{String(row.order_id)}</td>
                  <td>{row.quantity === null ? t('verdict.none') : String(row.quantity)}</td>
                  <td>{row.prepared === null ? t('verdict.none') : String(row.prepared)}</td>
                  <td>{t(`verdict.${String(row.outcome)}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
