// How a measured value reads in words: "0 rows", "duplicated", "confirmed as a retry".
import type { TFunction } from '../i18n/translator';
import type { Measure, MeasureValue } from '../../course/lesson-spec';

export function valueLabel(t: TFunction, measure: Measure, value: MeasureValue): string {
  if (value === 'none') return t(`course.value.none.${measure.kind}`);
  switch (measure.kind) {
    case 'rows':
      return t('course.value.rows', { count: Number(value) });
    case 'prepared':
      return t('course.value.prepared', { count: Number(value) });
    case 'verdict':
      return t(`verdict.${value}`);
    case 'response':
      return t(`course.value.response.${value}`);
    case 'cell':
      return String(value);
    case 'sent':
      return t('course.value.sent', { count: Number(value) });
    case 'ops':
      // A count reads in its own words ("3 pending rows"); late and down read yes or no.
      return typeof value === 'number'
        ? t(`course.value.ops.${measure.figure}`, { count: value })
        : t(`course.value.ops.${measure.figure}.${value}`);
  }
}
