// One row of the timeline diagram: a real button (a click or Enter shows the lab right after that event) carrying
// its words, and a decorative strip of the lanes with the event's arrow or mark.
import { memo } from 'react';
import type { TFunction } from '../../i18n/translator';
import { formatOffset } from '../../../engine/runtime/clock';
import type { Lane, ProcessRole, TimelineEntry } from '../../../engine/types';
import { laneName } from '../../shared/process-names';
import { entryText } from '../controls/announcement';
import type { DiagramRow } from './timeline-layout';
import { LaneStrip } from './timeline-strip';

interface EventProps {
  row: DiagramRow;
  index: number;
  lanes: readonly Lane[];
  current: boolean;
  tabbable: boolean;
  t: TFunction;
  numbered: readonly ProcessRole[];
  onJump(entry: TimelineEntry): void;
}

// Rows are laid out once and kept as the same objects, so a step re-renders only the events it added or changed;
// the list items around them change with the list's length (aria-setsize) and cost next to nothing.
export const EventButton = memo(function EventButton({
  row,
  index,
  lanes,
  current,
  tabbable,
  t,
  numbered,
  onJump,
}: EventProps) {
  const { entry, count } = row;
  return (
    <button
      type="button"
      data-index={index}
      tabIndex={tabbable ? 0 : -1}
      aria-current={current ? 'step' : undefined}
      onClick={() => onJump(entry)}
    >
      <span className="tl-time">{formatOffset(entry.at)}</span>
      <LaneStrip lanes={lanes} row={row} />
      <span className="tl-text">
        <span className="tl-words">
          <span className="visually-hidden">{laneName(t, entry.lane, numbered)}: </span>
          {entryText(t, entry, numbered)}
          {count > 1 && <span className="visually-hidden"> ({t('timelineDiagram.repeated', { count })})</span>}
        </span>
        {count > 1 && (
          <span className="tl-count" aria-hidden="true">
            ×{count}
          </span>
        )}
      </span>
    </button>
  );
});
