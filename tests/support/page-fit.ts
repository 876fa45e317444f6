// Whether a page fits its window sideways, for the browser specs that check it at a laptop's and a phone's width.
import type { Page } from '@playwright/test';

export const SIZES = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];

/** How far the page reaches past the window, and the outermost elements that reach there (for the failure message). */
export function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    // An element inside a box that clips or scrolls sideways does not widen the page, however wide it is.
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !clipped(el))
      .filter((el, _, all) => !all.some((other) => other !== el && other.contains(el)))
      .slice(0, 5)
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.className}"> ${(el.textContent ?? '').slice(0, 60)}`);
    return { by: root.scrollWidth - width, culprits };
  });
}

/**
 * Two frames: layout after a resize (container queries, observers) has settled. A second at most: once in CI a
 * resized headless page gave no frame for half a minute, and the test timed out waiting for one (the page itself was
 * fine). Reading the overflow lays the page out in any case.
 */
export const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((done) => {
        requestAnimationFrame(() => requestAnimationFrame(done));
        setTimeout(done, 1_000);
      }),
  );
