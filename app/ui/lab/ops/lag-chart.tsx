// The lag over virtual time during a load: the oldest pending row's age at the end of each second, as the
// engine read it by SQL and logged it. Drawn in plain SVG for the eye, and given whole as a table to screen
// readers (the picture says nothing the table does not).
import { useId, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useWorld } from '../lab-context';
import { timelineFilter } from '../timeline/timeline-filter';

/** The load's samples, one per second of virtual time: a long run's timeline is read only where it is new. */
const loadSamples = timelineFilter((e) => e.text === 'loadSample');

const W = 320;
const H = 90;
const PAD = { left: 34, right: 6, top: 6, bottom: 18 };

export function LagChart() {
  const { t } = useTranslation();
  const timeline = useWorld((s) => s.timeline);
  // The samples count the design's own waiting work: outbox rows, scheduled events or buffered rows.
  const table = useWorld((s) => s.ops?.table ?? 'outbox');
  const captionId = useId();
  const sampled = loadSamples(timeline);
  const samples = useMemo(
    () =>
      sampled.map((e) => ({ at: e.at / 1000, pending: Number(e.params.pending), lag: Number(e.params.lagMs) / 1000 })),
    [sampled],
  );
  if (samples.length === 0) return null;
  const t0 = samples[0].at - 1;
  const span = Math.max(1, samples.at(-1)!.at - t0);
  const top = Math.max(1, Math.ceil(Math.max(...samples.map((s) => s.lag))));
  const x = (at: number) => PAD.left + ((at - t0) / span) * (W - PAD.left - PAD.right);
  const y = (lag: number) => H - PAD.bottom - (lag / top) * (H - PAD.top - PAD.bottom);
  const points = samples.map((s) => `${x(s.at).toFixed(1)},${y(s.lag).toFixed(1)}`).join(' ');
  return (
    <figure className="lag-chart" aria-labelledby={captionId}>
      <figcaption id={captionId}>{t('ops.lagCaption', { count: samples.length })}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} aria-hidden="true" focusable="false">
        <line x1={PAD.left} y1={H - PAD.bottom} x2={W - PAD.right} y2={H - PAD.bottom} className="axis" />
        <line x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={H - PAD.bottom} className="axis" />
        <text x={PAD.left - 4} y={PAD.top + 8} textAnchor="end">
          {t('ops.secondsShort', { value: top })}
        </text>
        <text x={PAD.left - 4} y={H - PAD.bottom} textAnchor="end">
          0
        </text>
        <text x={W - PAD.right} y={H - 4} textAnchor="end">
          {t('ops.clockAt', { value: samples.at(-1)!.at.toFixed(0) })}
        </text>
        <polyline points={points} className="lag-line" />
        {samples.map((s) => (
          <circle key={s.at} cx={x(s.at)} cy={y(s.lag)} r={1.8} className="lag-point" />
        ))}
      </svg>
      <table className="visually-hidden">
        <caption>{t('ops.lagTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ops.lagTime')}</th>
            <th scope="col">{t(`ops.work.${table}.pending`)}</th>
            <th scope="col">{t(`ops.work.${table}.oldest`)}</th>
          </tr>
        </thead>
        <tbody>
          {samples.map((s) => (
            <tr key={s.at}>
              <td>{t('ops.clockAt', { value: s.at.toFixed(0) })}</td>
              <td>{s.pending}</td>
              <td>{t('ops.secondsShort', { value: s.lag.toFixed(2) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
