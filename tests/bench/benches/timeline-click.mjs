// Clicking a timeline event jumps the lab there (a replay of the log up to it) and paints.
import { REPEAT, record } from '../harness.mjs';
import { PACE } from '../lab-page.mjs';
import { base, freshPage, waitReady } from '../site.mjs';

export const needs = 'browser';

export async function run() {
  const jumpsTo = [];
  for (let i = 0; i < REPEAT; i += 1) {
    const { context, page } = await freshPage();
    await page.goto(`${base}#/lab?design=outbox&log=n:snack-7:7,d:a,e`);
    await waitReady(page);
    await page.locator('.tl-rows button').first().waitFor();
    jumpsTo.push(
      ...(await page.evaluate(async () => {
        const times = [];
        for (let k = 0; k < 10; k += 1) {
          const buttons = [...document.querySelectorAll('.tl-rows button')];
          const t0 = performance.now();
          buttons[(k * 5) % buttons.length].click();
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
          times.push(performance.now() - t0);
          const forward = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Run to end');
          forward?.click();
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        }
        return times;
      }, PACE)),
    );
    await context.close();
  }
  record(
    'interaction',
    'timeline: click an event → lab there, painted (teaching size)',
    jumpsTo,
    'ms',
    'a lost-ACK run in Outbox',
  );
}
