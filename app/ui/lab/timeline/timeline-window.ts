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
