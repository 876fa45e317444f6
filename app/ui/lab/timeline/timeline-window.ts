// Where the timeline's list scrolls to show some rows, and which rows it then renders: one sum for the render that
// places the window of rows and for the scroll that follows it, so a jump draws its rows once.

/**
 * Rows drawn beyond each edge of the view (about a view and a half), so a scroll finds them already there. Each row is
 * some sixteen elements: more of them made every Step and a long link's first frame lay out rows nobody sees.
 */
export const OVERSCAN = 16;
/**
 * How far the view may scroll either way before the window of rendered rows moves: within this many rows the overscan
 * still covers the view, so a Step that scrolls its new row into view (or a few frames of a smooth scroll) draws no
 * rows again.
 */
export const WINDOW_SLACK = OVERSCAN / 2;

export interface ListSizes {
  rowPx: number;
  /** The list's height below its sticky header. */
  viewport: number;
}

/**
 * Where to scroll a list scrolled to `scrolled` so that rows `from`..`to` show (the newest of them if they do not all
 * fit); null when they show already.
 */
export function revealTarget(
  from: number,
  to: number,
  scrolled: number,
  { rowPx, viewport }: ListSizes,
): number | null {
  const [top, bottom] = [from * rowPx, (to + 1) * rowPx];
  let target = scrolled;
  if (bottom > target + viewport) target = bottom - viewport;
  if (top < target) target = Math.max(top, bottom - viewport);
  return target === scrolled ? null : target;
}

/** A scroll that far (more than two views) jumps there rather than scrolling smoothly past every row in between. */
export const isFar = (target: number, scrolled: number, { viewport }: ListSizes): boolean =>
  Math.abs(target - scrolled) > 2 * viewport;

/** The first row of the window for a view scrolled to `top`, or null while the window there still covers it. */
export function windowMove(top: number, windowRow: number, { rowPx }: ListSizes): number | null {
  const row = Math.floor(top / rowPx);
  return Math.abs(row - windowRow) < WINDOW_SLACK ? null : row;
}

/** The rows a step keeps in view: its own (`currentFirst`..`currentLast`), or the newest row when none is current. */
export function rowsToShow(currentFirst: number, currentLast: number, rowCount: number): [number, number] {
  return currentLast >= 0 ? [currentFirst, currentLast] : [rowCount - 1, rowCount - 1];
}

/** The window's first row before anything is measured: the rows to show at the bottom of the view. */
export const firstWindowRow = (showTo: number, { rowPx, viewport }: ListSizes): number =>
  Math.max(0, showTo + 1 - Math.floor(viewport / rowPx));

/**
 * Where a step or a jump that will scroll far places the window, in the render that shows it, so the scroll in the
 * next frame finds its rows drawn: the same sums as the scroll's, from the same sizes and scroll position. Null when
 * the scroll is near (its own scroll events move the window) or there is nothing to show.
 */
export function aimedWindowRow(
  showFrom: number,
  showTo: number,
  scrolled: number,
  windowRow: number,
  sizes: ListSizes,
): number | null {
  const target = showFrom >= 0 ? revealTarget(showFrom, showTo, scrolled, sizes) : null;
  return target !== null && isFar(target, scrolled, sizes) ? windowMove(target, windowRow, sizes) : null;
}

/**
 * The rows rendered: the window (a view and the overscan each side, never more than `maxRendered`, kept inside the
 * list) and the keyboard's row wherever it is, since it holds the list's one tab stop.
 */
export function renderedRows(
  windowRow: number,
  rowCount: number,
  tabStop: number,
  { rowPx, viewport }: ListSizes,
  maxRendered: number,
): number[] {
  const shown = Math.min(maxRendered, Math.ceil(viewport / rowPx) + 2 * OVERSCAN);
  const start = Math.max(0, Math.min(windowRow - OVERSCAN, rowCount - shown));
  const end = Math.min(rowCount, start + shown);
  const indices: number[] = [];
  if (tabStop >= 0 && tabStop < start) indices.push(tabStop);
  for (let i = start; i < end; i += 1) indices.push(i);
  if (tabStop >= end) indices.push(tabStop);
  return indices;
}

const KEY_MOVES: Record<string, (index: number, last: number, page: number) => number> = {
  ArrowDown: (i) => i + 1,
  ArrowUp: (i) => i - 1,
  PageDown: (i, _last, page) => i + page,
  PageUp: (i, _last, page) => i - page,
  Home: () => 0,
  End: (_i, last) => last,
};

/**
 * The row a key moves the keyboard's row to, kept inside the list (a page is a view less one row); null for a key
 * that moves nothing, which is left to the browser.
 */
export function keyMove(key: string, tabStop: number, last: number, { rowPx, viewport }: ListSizes): number | null {
  const move = KEY_MOVES[key];
  if (!move || last < 0) return null;
  const page = Math.max(1, Math.floor(viewport / rowPx) - 1);
  return Math.max(0, Math.min(last, move(tabStop, last, page)));
}
