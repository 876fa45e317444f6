// A step late in a long session against one early on, click → next painted frame, tables the same size (one
// order id resubmitted: each resubmission is answered from the existing row, so only the log grows). The late
// session is built by 2,000 Step clicks on top of a 1,000-action link, then the JS heap is read after a GC.
import { REPEAT, record } from '../harness.mjs';
import { stepTimings, submit } from '../lab-page.mjs';
import { base, freshPage, waitReady } from '../site.mjs';

export const needs = 'browser';

export async function run() {
  const frames = { 10: [], 3_000: [] };
  const heap = { 10: [], 3_000: [] };
  for (let i = 0; i < REPEAT; i += 1) {
    for (const [n, submits] of [
      [10, 5],
      [3_000, 1_000],
    ]) {
      const { context, page } = await freshPage();
      await page.goto(`${base}#/lab?design=outbox&log=n:o-1:1*${submits}`);
      await waitReady(page);
      // The Step presses that bring the session to n actions, each let through to React before the next.
      await page.evaluate(async (count) => {
        const button = [...document.querySelectorAll('button')].find(
          (b) => b.textContent === 'Step' && !b.hasAttribute('aria-label'),
        );
        for (let k = 0; k < count; k += 1) {
          button.click();
          await new Promise((resolve) => setTimeout(resolve, 0));
        }
      }, n - submits);
      const status = await page.getByRole('status').first().innerText();
      if (/Not possible/.test(status)) throw new Error(`building ${n} actions: ${status}`);
      const cdp = await context.newCDPSession(page);
      await cdp.send('HeapProfiler.collectGarbage');
      heap[n].push((await cdp.send('Runtime.getHeapUsage')).usedSize / 1024 / 1024);
      await submit(page, `late-${i}`);
      for (const [, f] of await stepTimings(page, 14)) frames[n].push(f);
      await context.close();
    }
  }
  const late = record(
    'interaction',
    'a Step after 3,000 actions → next frame painted',
    frames[3_000],
    'ms',
    '1,000 resubmissions of one order + 2,000 Steps',
  );
  const early = record(
    'interaction',
    'a Step after 10 actions → next frame painted',
    frames[10],
    'ms',
    'the same order, 5 resubmissions + 5 Steps',
  );
  record(
    'interaction',
    'a Step after 3,000 ÷ after 10 actions (p95)',
    [late.p95 / early.p95],
    '×',
    `${late.p95.toFixed(1)} / ${early.p95.toFixed(1)} ms`,
  );
  record('memory', 'JS heap after 3,000 actions, after GC', heap[3_000], 'MB', 'Runtime.getHeapUsage');
  record('memory', 'JS heap after 10 actions, after GC', heap[10], 'MB');
}
