// A table pane a lesson keeps covered until its prediction is answered: the caption stays, so the learner knows
// which pane will prove the answer; the rows wait (said in words, with a dashed edge, not colour alone).
import { useTranslation } from '../../i18n/use-translation';

export function CoveredTable({ table, connection }: { table: string; connection: string }) {
  const { t } = useTranslation();
  return (
    <div className="table-view covered-pane">
      <p className="covered-caption">
        <code>{table}</code> — {connection}
      </p>
      <p className="covered-note">{t('course.predict.covered')}</p>
    </div>
  );
}
