// The timeline of a 1,000-order run: scrolling anywhere in it renders only the rows in view.
import { REPEAT, record } from '../harness.mjs';
import { thousand } from '../links.mjs';
import { base, freshPage, waitReady } from '../site.mjs';

export const needs = 'browser';

export async function run() {
  const scrolls = [];
  let entries = 0;
  for (let i = 0; i < REPEAT; i += 1) {
    const { context, page } = await freshPage();
    await page.goto(`${base}${thousand}`);
    await waitReady(page);
    await page.locator('.tl-scroll').waitFor();
    const out = await page.evaluate(async () => {
      const scroller = document.querySelector('.tl-scroll');
      const times = [];
      for (let k = 0; k < 40; k += 1) {
        const t0 = performance.now();
        scroller.scrollTop = (((k * 7919) % 97) / 97) * scroller.scrollHeight;
        scroller.dispatchEvent(new Event('scroll'));
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        times.push(performance.now() - t0);
      }
      return {
        times,
        rows: document.querySelectorAll('.tl-rows li').length,
        total: Number(document.querySelector('.tl-rows li')?.getAttribute('aria-setsize') ?? 0),
      };
    });
    scrolls.push(...out.times);
    entries = out.total;
    if (i === 0)
      record(
        'interaction',
        'timeline rows in the DOM, 1,000-order run',
        [out.rows],
        'rows',
        `of ${out.total} rows (repeats folded)`,
      );
    await context.close();
  }
  record(
    'interaction',
    'timeline: scroll anywhere → next frame painted, 1,000-order run',
    scrolls,
    'ms',
    `${entries} rows, windowed`,
  );
}
