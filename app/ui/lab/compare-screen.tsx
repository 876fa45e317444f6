// #/compare: two labs side by side, each with its own actor and its own database files, for trying the same
// faults under two designs. Neither touches the address bar.
import { useTranslation } from '../i18n/use-translation';
import type { DesignId } from '../../engine/types';
import { useDocumentTitle } from '../shared/use-document-title';
import { LabView } from './lab-view';

export function CompareScreen({ left, right }: { left: DesignId; right: DesignId }) {
  const { t } = useTranslation();
  useDocumentTitle(t('compare.heading'));
  return (
    <div className="compare">
      <h2>{t('compare.heading')}</h2>
      <p>{t('compare.intro')}</p>
      <div className="compare-labs">
        <LabView link={{ design: left, actions: [] }} syncUrl={false} title={t('compare.left')} />
        <LabView link={{ design: right, actions: [] }} syncUrl={false} title={t('compare.right')} />
      </div>
    </div>
  );
}
