// Back after opening a 1,000-order link: the click → the lab one move earlier, painted.
import { REPEAT, record } from '../harness.mjs';
import { PACE } from '../lab-page.mjs';
import { thousand } from '../links.mjs';
import { base, freshPage, waitReady } from '../site.mjs';

export const needs = 'browser';

export async function run() {
  const backs = [];
  for (let i = 0; i < REPEAT; i += 1) {
    const { context, page } = await freshPage();
    await page.goto(`${base}${thousand}`);
    await waitReady(page);
    backs.push(
      ...(await page.evaluate(async (pause) => {
        const back = [...document.querySelectorAll('button')].find(
          (b) => b.textContent === 'Back' && !b.hasAttribute('aria-label'),
        );
        const times = [];
        for (let k = 0; k < 3; k += 1) {
          await new Promise((resolve) => setTimeout(resolve, pause));
          const t0 = performance.now();
          back.click();
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
          times.push(performance.now() - t0);
        }
        return times;
      }, PACE)),
    );
    await context.close();
  }
  record(
    'interaction',
    'Back after opening a 1,000-order link → painted',
    backs,
    'ms',
    `three Backs in a row, each one move of the run, ${PACE} ms after the last one's frame`,
  );
}
