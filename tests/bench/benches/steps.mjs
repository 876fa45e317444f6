// A Step in the lab, at teaching size and with 1,000 outbox rows: the click's synchronous update (SQL, snapshot,
// React's commit), the next frame painted at a learner's pace and back to back, Chromium's own measure of a real
// press, the DOM's size and the components React draws per Step. The 1,000-row lab is opened from its link, so how
// long that link takes to open is recorded here too.
import { REPEAT, record } from '../harness.mjs';
import { PACE, presentedSteps, stepTimings, submit } from '../lab-page.mjs';
import { thousand } from '../links.mjs';
import { base, freshPage, waitReady } from '../site.mjs';

export const needs = 'browser';

async function stepSeries(link, label, note) {
  const sync = [];
  const frame = [];
  const burst = [];
  const presented = [];
  const loads = [];
  const elements = [];
  const drawn = [];
  for (let i = 0; i < REPEAT; i += 1) {
    const { context, page } = await freshPage();
    const started = Date.now();
    await page.goto(`${base}${link}`);
    await waitReady(page);
    loads.push(Date.now() - started);
    await submit(page, `bench-${i}`);
    for (const [s, f] of await stepTimings(page, 14)) {
      sync.push(s);
      frame.push(f);
    }
    elements.push(await page.evaluate(() => document.querySelectorAll('*').length));
    await submit(page, `bench-burst-${i}`);
    for (const [, f] of await stepTimings(page, 14, 0)) burst.push(f);
    await submit(page, `bench-presented-${i}`);
    presented.push(...(await presentedSteps(page, 14)));
    await context.close();
  }
  // Counted apart from the timed Steps (the count walks the fiber tree at each commit), after every effect has run.
  {
    const { context, page } = await freshPage({ renders: true });
    await page.goto(`${base}${link}`);
    await waitReady(page);
    await submit(page, 'bench-drawn');
    await page.waitForTimeout(500);
    const per = await page.evaluate(async () => {
      const button = [...document.querySelectorAll('button')].find(
        (b) => b.textContent === 'Step' && !b.hasAttribute('aria-label'),
      );
      const out = [];
      for (let k = 0; k < 14 && button.getAttribute('aria-disabled') !== 'true'; k += 1) {
        const before = window.__drawn;
        button.click();
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)));
        out.push(window.__drawn - before);
      }
      return out;
    });
    drawn.push(...per);
    await context.close();
  }
  record('interaction', `DOM elements in the lab, ${label}`, elements, 'elements', 'after an order and 14 Steps');
  record(
    'interaction',
    `React components drawn per Step, ${label}`,
    drawn,
    'components',
    'each Step and what follows it within 100 ms (scrolling, the address)',
  );
  record(
    'interaction',
    `step → all panes updated, ${label}`,
    sync,
    'ms',
    'click handler incl. SQL, snapshot and React commit',
  );
  record(
    'interaction',
    `step → next frame painted, ${label}`,
    frame,
    'ms',
    [`each Step ${PACE} ms after the last one's frame`, note].filter(Boolean).join('; '),
  );
  record(
    'interaction',
    `step → next frame presented (Event Timing), ${label}`,
    presented,
    'ms',
    `Chromium's own measure of a press (as INP): a real click's input to the frame on screen, in 8 ms steps; ` +
      `each Step ${PACE} ms after the last one's frame`,
  );
  record(
    'interaction',
    `step → next frame painted, ${label}, Steps back to back`,
    burst,
    'ms',
    "each Step at once after the last one's frame (a held key)",
  );
  return loads;
}

export async function run() {
  await stepSeries('#/lab?design=outbox', 'teaching size', '');
  const thousandLoads = await stepSeries(
    thousand,
    'with 1,000 outbox rows',
    'panes show only the newest rows of each table (PANE_ROW_LIMIT in snapshot.ts)',
  );
  record(
    'load, cold',
    'open a link that replays 1,000 orders to the end',
    thousandLoads,
    'ms',
    'about 17,000 program steps',
  );
}
