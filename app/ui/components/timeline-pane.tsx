// The timeline as swim lanes: one column per lane, one row per event, commit points, faults and messages
// marked with symbols and words as well as colour.
import { memo, useEffect, useId, useRef } from 'react';
import type { TFunction } from 'i18next';
import type { TimelineEntry } from '../../engine/types';
import { useTranslation } from 'react-i18next';
import { formatOffset } from '../../engine/clock';
import { LANES } from '../../engine/types';
import { entryText } from '../announcement';
import { useWorld } from '../lab-context';
import { useViewStore } from '../store/view-store';

/** Rendering thousands of rows would cost more than a frame; older entries stay in the run, not the DOM. */
const VISIBLE = 300;

// Entries never change once written, so a step renders only the rows it added.
const TimelineRow = memo(function TimelineRow({ entry, t }: { entry: TimelineEntry; t: TFunction }) {
  return (
    <tr className={entry.mark ? `mark-${entry.mark}` : undefined}>
      <td className="time">{formatOffset(entry.at)}</td>
      {LANES.map((lane) => (
        <td key={lane}>{lane === entry.lane ? entryText(t, entry) : ''}</td>
      ))}
    </tr>
  );
});

export function TimelinePane() {
  const { t } = useTranslation();
  const timeline = useWorld((s) => s.timeline);
  const showLineRuns = useViewStore((s) => s.showLineRuns);
  const setShowLineRuns = useViewStore((s) => s.setShowLineRuns);
  const entries = showLineRuns ? timeline : timeline.filter((e) => e.text !== 'ranLine');
  const shown = entries.slice(-VISIBLE);
  const scroller = useRef<HTMLDivElement>(null);
  const headingId = useId();
  // Keep the newest entry in view as the run grows.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [entries.length]);
  return (
    <section className="timeline" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('timeline.heading')}</h2>
      <label className="toggle">
        <input type="checkbox" checked={showLineRuns} onChange={(e) => setShowLineRuns(e.target.checked)} /> {t('timeline.showLineRuns')}
      </label>
      {entries.length === 0 ? (
        <p>{t('timeline.empty')}</p>
      ) : (
        <div className="timeline-scroll" ref={scroller} tabIndex={0} role="group" aria-label={t('timeline.heading')}>
          {entries.length > shown.length && <p>{t('timeline.earlier', { count: entries.length - shown.length })}</p>}
          <table className="lanes">
            <caption className="visually-hidden">{t('timeline.heading')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('lane.time')}</th>
                {LANES.map((lane) => (
                  <th scope="col" key={lane}>
                    {t(`lane.${lane}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((e) => (
                <TimelineRow key={e.seq} entry={e} t={t} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
