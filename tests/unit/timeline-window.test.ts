import { describe, expect, it } from 'vitest';
import {
  aimedWindowRow,
  firstWindowRow,
  isFar,
  keyMove,
  OVERSCAN,
  renderedRows,
  revealTarget,
  rowsToShow,
  windowMove,
  WINDOW_SLACK,
} from '../../app/ui/lab/timeline/timeline-window';

const sizes = { rowPx: 40, viewport: 400 };

describe("the timeline's window of rows", () => {
  it('scrolls only as far as the rows need: the newest below, the first above, nothing when they show', () => {
    expect(revealTarget(20, 20, 0, sizes)).toBe(21 * 40 - 400);
    expect(revealTarget(2, 3, 400, sizes)).toBe(80);
    expect(revealTarget(5, 6, 0, sizes)).toBeNull();
    // More rows than fit: the newest of them show.
    expect(revealTarget(0, 30, 0, sizes)).toBe(31 * 40 - 400);
  });

  it('jumps beyond two views, and moves the window only past its slack', () => {
    expect(isFar(801, 0, sizes)).toBe(true);
    expect(isFar(800, 0, sizes)).toBe(false);
    expect(windowMove(100 * 40, 100 - WINDOW_SLACK + 1, sizes)).toBeNull();
    expect(windowMove(100 * 40, 100 - WINDOW_SLACK, sizes)).toBe(100);
  });

  it('a far step found in the render lands where the scroll after it leaves the window', () => {
    // The render places the window from the target; the scroll in the next frame then moves nothing.
    const target = revealTarget(900, 905, 0, sizes)!;
    const row = windowMove(target, 0, sizes)!;
    expect(windowMove(target, row, sizes)).toBeNull();
  });

  it("a step's rows are shown, else the newest; the first window ends at them", () => {
    expect(rowsToShow(4, 6, 50)).toEqual([4, 6]);
    expect(rowsToShow(-1, -1, 50)).toEqual([49, 49]);
    expect(rowsToShow(-1, -1, 0)).toEqual([-1, -1]);
    // Ten rows fit the view: the window starts so that row 49 is its last.
    expect(firstWindowRow(49, sizes)).toBe(40);
    expect(firstWindowRow(3, sizes)).toBe(0);
  });

  it('a far step places the window in the render; a near one or nothing to show leaves it', () => {
    const far = aimedWindowRow(900, 905, 0, 0, sizes);
    expect(far).toBe(windowMove(revealTarget(900, 905, 0, sizes)!, 0, sizes));
    expect(far).not.toBeNull();
    expect(aimedWindowRow(12, 12, 0, 0, sizes)).toBeNull();
    expect(aimedWindowRow(-1, -1, 0, 0, sizes)).toBeNull();
    // Already shown: no scroll, no move.
    expect(aimedWindowRow(3, 4, 0, 0, sizes)).toBeNull();
  });

  it('renders the view and the overscan inside the list, capped, and the tab stop wherever it is', () => {
    const view = Math.ceil(sizes.viewport / sizes.rowPx) + 2 * OVERSCAN;
    const rows = renderedRows(100, 1000, 100, sizes, 240);
    expect(rows).toEqual(Array.from({ length: view }, (_, i) => 100 - OVERSCAN + i));
    // Near the end the window stays inside the list; near the start it begins at 0.
    expect(renderedRows(995, 1000, 995, sizes, 240).at(-1)).toBe(999);
    expect(renderedRows(995, 1000, 995, sizes, 240)).toHaveLength(view);
    expect(renderedRows(2, 1000, 2, sizes, 240)[0]).toBe(0);
    // The tab stop above or below the window is rendered too, in order.
    expect(renderedRows(500, 1000, 3, sizes, 240)[0]).toBe(3);
    expect(renderedRows(500, 1000, 900, sizes, 240).at(-1)).toBe(900);
    expect(renderedRows(0, 1000, 0, { rowPx: 1, viewport: 10_000 }, 240)).toHaveLength(240);
    expect(renderedRows(0, 0, -1, sizes, 240)).toEqual([]);
  });

  it('keys move the keyboard row inside the list, a page at a time a view less one row', () => {
    expect(keyMove('ArrowDown', 5, 99, sizes)).toBe(6);
    expect(keyMove('ArrowUp', 0, 99, sizes)).toBe(0);
    expect(keyMove('PageDown', 5, 99, sizes)).toBe(14);
    expect(keyMove('PageUp', 5, 99, sizes)).toBe(0);
    expect(keyMove('Home', 50, 99, sizes)).toBe(0);
    expect(keyMove('End', 50, 99, sizes)).toBe(99);
    expect(keyMove('PageDown', 0, 99, { rowPx: 40, viewport: 40 })).toBe(1);
    expect(keyMove('a', 5, 99, sizes)).toBeNull();
    expect(keyMove('ArrowDown', -1, -1, sizes)).toBeNull();
  });
});
