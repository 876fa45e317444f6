// The timeline "As table": one column per lane, one row per event, commit points, faults and messages marked
// with symbols and words as well as colour. The alternative to the sequence diagram, for those who read a grid
// (or a screen reader's table navigation) more easily.
import { memo, useEffect, useRef } from 'react';
import type { TFunction } from '../../i18n/translator';
import type { TimelineEntry } from '../../../engine/types';
import { useTranslation } from '../../i18n/use-translation';
import { formatOffset } from '../../../engine/runtime/clock';
import type { Lane, ProcessRole } from '../../../engine/types';
import { laneName } from '../../shared/process-names';
import { useLanes } from './use-lanes';
import { useNumbered } from '../use-numbered';
import { entryText } from '../controls/announcement';
import { useWorld } from '../lab-context';
import { timelineFilter } from './timeline-filter';

/** Rendering thousands of rows would cost more than a frame; older entries stay in the run, not the DOM. */
const VISIBLE = 300;

// Entries never change once written, so a step renders only the rows it added.
const TimelineRow = memo(function TimelineRow({
  entry,
  t,
  lanes,
  numbered,
}: {
  entry: TimelineEntry;
  t: TFunction;
  lanes: readonly Lane[];
  numbered: readonly ProcessRole[];
}) {
  return (
    <tr className={entry.mark ? `mark-${entry.mark}` : undefined}>
      <td className="time">{formatOffset(entry.at)}</td>
      {lanes.map((lane) => (
        <td key={lane}>{lane === entry.lane ? entryText(t, entry, numbered) : ''}</td>
      ))}
    </tr>
  );
});

/** The entries other than "runs line N": a long run's timeline is read only where it is new. */
const withoutLineRuns = timelineFilter((e) => e.text !== 'ranLine');

export function TimelineTable({ showLineRuns }: { showLineRuns: boolean }) {
  const { t } = useTranslation();
  const timeline = useWorld((s) => s.timeline);
  // Every lane the diagram has (the design's own), so a second relay's entries have a column too.
  const lanes = useLanes();
  const numbered = useNumbered();
  const entries = showLineRuns ? timeline : withoutLineRuns(timeline);
  const shown = entries.slice(-VISIBLE);
  const scroller = useRef<HTMLDivElement>(null);
  // Keep the newest entry in view as the run grows.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [entries.length]);
  return (
    <div className="timeline-scroll" ref={scroller} tabIndex={0} role="group" aria-label={t('timelineView.heading')}>
      {entries.length > shown.length && <p>{t('timelineView.earlier', { count: entries.length - shown.length })}</p>}
      <table className="lanes">
        <caption className="visually-hidden">{t('timelineView.heading')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lane.time')}</th>
            {lanes.map((lane) => (
              <th scope="col" key={lane}>
                {laneName(t, lane, numbered)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((e) => (
            <TimelineRow key={e.seq} entry={e} t={t} lanes={lanes} numbered={numbered} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
