// The explorer's page, for the benchmarks that press "Run explorer": the designs its picker offers, the page a
// learner reaches it from, and the press timed until its first verdicts are on screen.
import { base, freshPage, waitReady } from './site.mjs';

// The designs are whatever the registry lists: read from the explorer's picker, as a learner sees them. Read once a
// run, so that every explorer benchmark in it goes through the same list.
let designs = null;
export async function pickerDesigns() {
  if (designs) return designs;
  const { context, page } = await freshPage();
  await page.goto(`${base}#/explorer`);
  // The explorer's screen is a chunk of its own, drawn after the load event that goto waits for: read at once, its
  // picker has no options yet, and the benchmarks that go through the designs would run none.
  const picker = page.getByLabel('Design', { exact: true }).locator('option');
  await picker.first().waitFor({ state: 'attached' });
  const ids = await picker.evaluateAll((options) => options.map((o) => o.value));
  await context.close();
  // "All designs" is the picker's last option, not a design.
  designs = ids.filter((id) => id !== 'all');
  return designs;
}
/**
 * A fresh page where the learner has been in the lab, idle for two seconds (the explorer's worker warms), then opens
 * the explorer.
 */
export async function explorerAfterIdleLab(idle = 2_000) {
  const { context, page } = await freshPage();
  await page.goto(`${base}#/lab?design=outbox`);
  await waitReady(page);
  await page.waitForTimeout(idle);
  await page.getByRole('link', { name: 'Explorer' }).click();
  return { context, page };
}

/**
 * Presses "Run explorer": the time from the press to the first verdicts on screen (a design's counts so far, or a
 * design done), timed in the page.
 */
export const pressRunTimingFirstVerdicts = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Run explorer');
        let t0 = 0;
        new MutationObserver((_, observer) => {
          if (t0 && document.querySelector('ul.counts')) {
            observer.disconnect();
            resolve(performance.now() - t0);
          }
        }).observe(document.body, { childList: true, subtree: true });
        t0 = performance.now();
        button.click();
      }),
  );
