// The timeline as a sequence diagram: lanes side by side, time downwards, one row per event. Each row is a real
// button (what a click or Enter does: show the lab right after that event) carrying its words, and a decorative
// strip of the lanes with the event's arrow or mark, so nothing is said by colour or position alone. Only the rows
// in view are in the DOM: a thousand-order run has twenty thousand entries, and a step must not touch them all.
import './timeline-diagram.css';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type UIEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../i18n/use-translation';
import type { TimelineEntry } from '../../../engine/types';
import { laneName } from '../../shared/process-names';
import { useLanes } from './use-lanes';
import { useNumbered } from '../use-numbered';
import { useLabActor, useWorld } from '../lab-context';
import { currentRows, jumpTo, layoutTimeline, type TimelineLayout } from './timeline-layout';
import { EventButton } from './timeline-event-button';
import { useSeenFirst } from './use-seen-first';
import {
  aimedWindowRow,
  firstWindowRow,
  isFar,
  keyMove,
  renderedRows,
  revealTarget,
  rowsToShow,
  windowMove,
  type ListSizes,
} from './timeline-window';

/** Before the first row is measured; the CSS fixes the real height. */
const GUESSED_ROW_PX = 40;
/** A view taller than this many rows is not a view: never render more, whatever the layout gives the list. */
const MAX_RENDERED = 240;

export function TimelineDiagram({ showLineRuns, hintId }: { showLineRuns: boolean; hintId: string }) {
  const { t } = useTranslation();
  const actor = useLabActor();
  const scroller = useRef<HTMLDivElement>(null);
  // Below the fold, the diagram catches up in the frame after the one that shows a change (use-seen-first.ts).
  const worldTimeline = useWorld((s) => s.timeline);
  const worldCount = useWorld((s) => s.actionCount);
  const now = useMemo(() => ({ timeline: worldTimeline, actionCount: worldCount }), [worldTimeline, worldCount]);
  const {
    shown: { timeline, actionCount },
    behind,
  } = useSeenFirst(now, scroller);
  const lanes = useLanes();
  const numbered = useNumbered();

  // The previous layout lets a growing run be laid out by what it added (see layoutTimeline).
  const previous = useRef<TimelineLayout | undefined>(undefined);
  const layout = useMemo(() => layoutTimeline(timeline, showLineRuns, previous.current), [timeline, showLineRuns]);
  useEffect(() => {
    previous.current = layout;
  }, [layout]);
  const { rows } = layout;
  const current = currentRows(rows, actionCount);
  const hasRows = rows.length > 0;
  const [currentFirst, currentLast] = current ? [current.first, current.last] : [-1, -1];

  const head = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  // Where the list is scrolled, read by effects without re-running them on every scroll.
  const scrolled = useRef(0);
  const [viewport, setViewport] = useState(400);
  const [rowPx, setRowPx] = useState(GUESSED_ROW_PX);
  const sizes = useMemo<ListSizes>(() => ({ rowPx, viewport }), [rowPx, viewport]);
  // The rows a step keeps in view: its own, or the newest row when no step is current.
  const [showFrom, showTo] = rowsToShow(currentFirst, currentLast, rows.length);
  /**
   * The first row of the window of rendered rows (an index: a measure that corrects the row height leaves it where it
   * is), and the committed one in a ref: a scroll event that leaves the window where it is then sets no state (a
   * functional update that keeps it still costs React an empty commit).
   */
  const [windowRow, setWindowRow] = useState(() => firstWindowRow(showTo, sizes));
  const windowTop = useRef(windowRow);
  useLayoutEffect(() => {
    windowTop.current = windowRow;
  }, [windowRow]);

  /** Moves the window to a view scrolled to `top`, once that view leaves the slack the overscan gives. */
  const moveWindow = useCallback(
    (top: number) => {
      const row = windowMove(top, windowTop.current, sizes);
      if (row === null) return;
      windowTop.current = row;
      setWindowRow(row);
    },
    [sizes],
  );

  // A step or a jump that will scroll far places the window where the scroll will end, in this render: the scroll in
  // the next frame then finds its rows drawn, and the frame needs no second render of the list (a jump's cost). The
  // first render starts there too (above). The same sums as reveal's, from the same sizes and scroll position.
  const aim = `${currentFirst}:${currentLast}:${rows.length}:${actionCount}`;
  const [aimed, setAimed] = useState(aim);
  if (aimed !== aim) {
    setAimed(aim);
    const row = aimedWindowRow(showFrom, showTo, scrolled.current, windowRow, sizes);
    if (row !== null) setWindowRow(row);
  }

  // The keyboard's row while focus is in the list; otherwise the list's one tab stop is the current step.
  const [active, setActive] = useState<number | null>(null);
  const last = rows.length - 1;
  const tabStop = Math.min(active ?? showTo, last);
  const focusWanted = useRef(false);

  // The rows' height comes from the CSS (rem, container width): measured once the browser has laid the list out, and
  // again when it is resized. Never by asking for sizes as the list mounts: the timeline pane is skipped by
  // content-visibility below the fold, and a read there forces its layout, a second one in the frame that first draws
  // a long link's lab. A ResizeObserver is told after layout, before paint, and not while it is skipped.
  const [measured, setMeasured] = useState(false);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const observer = new ResizeObserver((entries) => {
      // A pane skipped by content-visibility measures 0: keep the last real sizes until it is shown.
      if (entries.every((entry) => entry.contentRect.height === 0)) return;
      // Fractional (2.6rem is 41.6px): rounding would open a gap between rows that grows down the list. The computed
      // height, not the box on screen: under the big screen's CSS zoom the box is zoomed, and rows placed at zoomed
      // heights would be zoomed again, opening a gap between every two rows.
      const row = list.current?.querySelector<HTMLElement>('.tl-row');
      const height = row ? parseFloat(getComputedStyle(row).height) : 0;
      // A row not laid out yet (its pane still skipped) has no height: its own observation (below) comes when it is.
      if (row && !(height > 0)) return;
      const view = Math.max(GUESSED_ROW_PX, el.clientHeight - (head.current?.offsetHeight ?? 0));
      // Drawn in this frame: the first scroll into place (below) comes with it, before the frame is painted.
      flushSync(() => {
        setViewport(view);
        if (row) setRowPx(height);
        setMeasured(true);
      });
    });
    observer.observe(el);
    const row = list.current?.querySelector<HTMLElement>('.tl-row');
    if (row) observer.observe(row);
    return () => observer.disconnect();
  }, [hasRows]);

  /**
   * Scrolls the list so that rows `from`..`to` show below the sticky header (the newest of them if they do not all
   * fit). Sizes come from the last measure and the last scroll event: reading them from the DOM here would force
   * the whole page's layout in the middle of every step. A far move jumps; a near one follows the CSS, which
   * scrolls smoothly unless reduced motion is asked for.
   */
  const reveal = useCallback(
    (from: number, to: number, instant: boolean) => {
      const el = scroller.current;
      const target = el ? revealTarget(from, to, scrolled.current, sizes) : null;
      if (!el || target === null) return;
      const jump = instant || isFar(target, scrolled.current, sizes);
      el.scrollTo({ top: target, behavior: jump ? 'instant' : 'auto' });
      scrolled.current = target;
      // A jump's rows are drawn now, not after the scroll event a frame later, which would show the old window's
      // rows, or none, for that frame (most often the render placed them already). A smooth move passes the rows in
      // between: its scroll events move the window.
      if (jump) moveWindow(target);
    },
    [sizes, moveWindow],
  );

  // Keep the current step in view as the run grows and after a jump; with no current step, the newest row. Only a
  // step moves the list: a resize (new sizes, hence a new `reveal`) leaves where the learner scrolled alone.
  const firstScroll = useRef(true);
  const revealNow = useRef(reveal);
  revealNow.current = reveal;
  useLayoutEffect(() => {
    if (showFrom < 0 || !measured) return;
    const instant = firstScroll.current;
    firstScroll.current = false;
    const show = () => revealNow.current(showFrom, showTo, instant);
    // The first scroll comes with the first measure, after the browser's layout: at once, in the same frame.
    if (instant) return show();
    // In the next frame, before its layout: scrolling now, in the middle of the step, would lay the whole page out
    // once for the scroll and again for the frame.
    // The window's rows are drawn in that frame too (flushSync: a state set outside React would wait for a task).
    const frame = requestAnimationFrame(() => flushSync(show));
    return () => cancelAnimationFrame(frame);
    // actionCount: a jump or Back to the same rows still brings the current step back into view.
  }, [showFrom, showTo, actionCount, measured]);

  // A key moved the tab stop: bring it into view and focus it (it is always rendered, even outside the window).
  useLayoutEffect(() => {
    if (!focusWanted.current) return;
    focusWanted.current = false;
    reveal(tabStop, tabStop, false);
    list.current?.querySelector<HTMLElement>(`[data-index="${tabStop}"]`)?.focus({ preventScroll: true });
  }, [reveal, tabStop]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    scrolled.current = event.currentTarget.scrollTop;
    moveWindow(scrolled.current);
  };

  const onJump = useCallback((entry: TimelineEntry) => actor.send(jumpTo(entry)), [actor]);

  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const next = keyMove(event.key, tabStop, last, sizes);
    if (next === null) return;
    event.preventDefault();
    // At either end a key changes nothing; a focus request left waiting would fire on the next step.
    if (next === tabStop) return;
    focusWanted.current = true;
    setActive(next);
  };

  const indices = renderedRows(windowRow, rows.length, tabStop, sizes, MAX_RENDERED);

  return (
    <div className="tl-diagram" style={{ '--tl-lanes': lanes.length } as CSSProperties}>
      <div className="tl-scroll" ref={scroller} role="group" aria-label={t('timelineView.heading')} onScroll={onScroll}>
        <div className="tl-head" ref={head} aria-hidden="true">
          <span className="tl-time">{t('lane.time')}</span>
          {/* Each name in its own lane's column, centred on the lane's line; the names carry their own break
              points (a soft hyphen, a zero-width space), so a word breaks where a reader expects it to. */}
          <span className="tl-lane-names">
            {lanes.map((lane, i) => (
              <span key={lane} className="tl-lane-name" style={{ gridColumn: i + 1 }}>
                <span>{laneName(t, lane, numbered, 'timelineDiagram.laneHead')}</span>
              </span>
            ))}
          </span>
          <span className="tl-text">{t('timelineDiagram.event')}</span>
        </div>
        <ol
          ref={list}
          className="tl-rows"
          style={{ height: `calc(var(--tl-row-h) * ${rows.length})` }}
          aria-label={t('timelineDiagram.events')}
          aria-describedby={hintId}
          // Off screen and a frame behind the lab: busy until it has caught up (what reads it then waits).
          aria-busy={behind || undefined}
          onKeyDown={onKeyDown}
          onFocus={(e) => setActive(Number((e.target as HTMLElement).dataset.index ?? tabStop))}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setActive(null);
          }}
        >
          {indices.map((i) => {
            const row = rows[i];
            const current = currentFirst >= 0 && i >= currentFirst;
            const className = ['tl-row', current ? 'tl-current' : '', row.glyph !== 'event' ? `tl-${row.glyph}` : '']
              .filter(Boolean)
              .join(' ');
            return (
              <li
                key={row.key}
                className={className}
                style={{ top: `calc(var(--tl-row-h) * ${i})` }}
                aria-setsize={rows.length}
                aria-posinset={i + 1}
              >
                <EventButton
                  row={row}
                  index={i}
                  lanes={lanes}
                  current={current}
                  tabbable={i === tabStop}
                  t={t}
                  numbered={numbered}
                  onJump={onJump}
                />
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
