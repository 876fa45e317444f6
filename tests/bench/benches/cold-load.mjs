// A cold visit to the lab: when the page's text is painted, when the lab is ready (the WASM loaded, both databases
// seeded), and when the ready lab is first on screen. Its lab-ready times are also the yardstick lesson-load divides
// a lesson's by, so they are returned.
import { REPEAT, record } from '../harness.mjs';
import { base, freshPage, waitReady } from '../site.mjs';

export const needs = 'browser';

export async function run() {
  const fcp = [];
  const ready = [];
  const painted = [];
  for (let i = 0; i < REPEAT; i += 1) {
    const { context, page } = await freshPage();
    await page.goto(`${base}#/lab?design=outbox-inbox`);
    await waitReady(page);
    await page.waitForFunction(() => performance.getEntriesByName('outbox-lab:painted').length > 0);
    const t = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      ready: performance.getEntriesByName('outbox-lab:ready')[0].startTime,
      painted: performance.getEntriesByName('outbox-lab:painted')[0].startTime,
    }));
    fcp.push(t.fcp);
    ready.push(t.ready);
    painted.push(t.painted);
    await context.close();
  }
  record('load, cold', 'page text painted (first contentful paint)', fcp, 'ms');
  record('load, cold', 'lab ready (WASM loaded, both DBs seeded)', ready, 'ms');
  record(
    'load, cold',
    'the lab on screen',
    painted,
    'ms',
    'from navigation: the first frame after React draws the ready lab',
  );
  return { ready };
}
