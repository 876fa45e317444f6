// One row's slice of the sequence diagram: the lanes as vertical lines, and the event drawn on them — an arrow
// from sender to receiver (stopping half way with a cross when it was lost), or a mark on its own lane. Purely
// decorative (aria-hidden): the row's button says the same in words. Coordinates are percentages of the strip's
// width, so the same drawing fits a wide screen and a phone; marks keep their size in pixels.
import { memo } from 'react';
import type { Lane } from '../../../engine/types';
import { laneX, type DiagramRow, type Glyph } from './timeline-layout';

const SYMBOL: Record<Exclude<Glyph, 'event'>, string> = { commit: '✔', rollback: '↺', fault: '⚠', lost: '✕' };

const pct = (value: number) => `${value}%`;

function Mark({ glyph, x }: { glyph: Glyph; x: number }) {
  if (glyph === 'event') return <circle className="tl-dot" cx={pct(x)} cy="50%" r="4" />;
  return (
    <g className={`tl-glyph tl-glyph-${glyph}`}>
      <circle cx={pct(x)} cy="50%" r="9" />
      <text x={pct(x)} y="50%" textAnchor="middle" dominantBaseline="central">
        {SYMBOL[glyph]}
      </text>
    </g>
  );
}

export const LaneStrip = memo(function LaneStrip({ lanes, row }: { lanes: readonly Lane[]; row: DiagramRow }) {
  const { arrow, glyph, entry } = row;
  const drawn = arrow && lanes.includes(arrow.from) && lanes.includes(arrow.to) ? arrow : null;
  let event;
  if (drawn) {
    const from = laneX(lanes, drawn.from);
    const to = laneX(lanes, drawn.to);
    const end = drawn.lost ? (from + to) / 2 : to;
    const rightwards = to > from;
    event = (
      <g className={drawn.lost ? 'tl-arrow tl-arrow-lost' : 'tl-arrow'}>
        <circle cx={pct(from)} cy="50%" r="3" />
        <line x1={pct(from)} x2={pct(end)} y1="50%" y2="50%" />
        {drawn.lost ? (
          <text className="tl-lost-cross" x={pct(end)} y="50%" textAnchor="middle" dominantBaseline="central">
            ✕
          </text>
        ) : (
          // A nested svg puts the arrowhead, drawn in pixels, at a point given in percent.
          <svg x={pct(end)} y="50%" overflow="visible">
            <path d={rightwards ? 'M0 0 L-9 -5 L-9 5 Z' : 'M0 0 L9 -5 L9 5 Z'} />
          </svg>
        )}
      </g>
    );
  } else if (lanes.includes(entry.lane)) {
    event = <Mark glyph={glyph} x={laneX(lanes, entry.lane)} />;
  }
  return (
    <svg className="tl-strip" aria-hidden="true" focusable="false">
      {lanes.map((lane) => (
        <line
          key={lane}
          className={`tl-lane tl-lane-${lane}`}
          x1={pct(laneX(lanes, lane))}
          x2={pct(laneX(lanes, lane))}
          y1="0"
          y2="100%"
        />
      ))}
      {event}
    </svg>
  );
});
