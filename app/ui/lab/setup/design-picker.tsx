import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { designRegistry } from '../../../engine/designs/registry';
import { useLabActor } from '../lab-context';
import { QueryCheck } from '../console/query-check';

export function DesignPicker() {
  const actor = useLabActor();
  const design = useSelector(actor, (s) => s.context.design);
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="design-picker">
      <label htmlFor={id}>{t('design.label')}</label>
      <select
        id={id}
        value={design}
        onChange={(e) => actor.send({ type: 'SET_DESIGN', design: e.target.value })}
        aria-describedby={`${id}-summary`}
      >
        {designRegistry.ids.map((d) => (
          <option key={d} value={d}>
            {t(`designs.${d}.name`)}
          </option>
        ))}
      </select>
      {/* On the picker's own line: checking the design's queries belongs to the design, and costs the setup no
          height. */}
      <QueryCheck />
      <p id={`${id}-summary`} className="design-summary">
        {t(`designs.${design}.summary`)}
      </p>
    </div>
  );
}
