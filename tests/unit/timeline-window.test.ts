import { describe, expect, it } from 'vitest';
import { isFar, revealTarget, windowMove, WINDOW_SLACK } from '../../app/ui/lab/timeline/timeline-window';

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
});
