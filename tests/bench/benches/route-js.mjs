// What each entry route downloads before its first screen is there (the course home's lesson list; the lab ready):
// the entry, then that route's own chunks — each counted once, compressed as the static files are. A download the
// page starts after that moment (sql.js's warm-up once the home's list is up, the lessons' presets on demand) is not
// the first screen's: resource timings say when each one started.
import { record } from '../harness.mjs';
import { base, freshPage, gz } from '../site.mjs';

export const needs = 'browser';

async function routeJs(hash, readyAt) {
  const { context, page } = await freshPage();
  await page.goto(`${base}${hash}`);
  const files = await page.evaluate(readyAt).then((at) =>
    page.evaluate(
      (limit) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime <= limit && new URL(e.name).pathname.endsWith('.js'))
          .map((e) => new URL(e.name).pathname.slice(1)),
      at,
    ),
  );
  await context.close();
  return [...new Set(files)].reduce((sum, f) => sum + gz(f), 0);
}
/** In the page: when the course home's first lesson link was put on screen. */
const homeListed = () =>
  new Promise((resolve) => {
    const seen = () => document.querySelector('.lesson-list a');
    if (seen()) return resolve(performance.now());
    new MutationObserver((_, observer) => {
      if (!seen()) return;
      observer.disconnect();
      resolve(performance.now());
    }).observe(document, { childList: true, subtree: true });
  });
/** In the page: when the lab was ready (its own mark). */
const labReady = () =>
  new Promise((resolve) => {
    const mark = () => performance.getEntriesByName('outbox-lab:ready')[0]?.startTime;
    const poll = () => (mark() === undefined ? setTimeout(poll, 20) : resolve(mark()));
    poll();
  });

export async function run() {
  record('transfer', 'JS until the course home lists its lessons, #/ (gzip)', [await routeJs('#/', homeListed)], 'KiB');
  record(
    'transfer',
    'JS until the lab is ready, #/lab (gzip)',
    [await routeJs('#/lab?design=outbox-inbox', labReady)],
    'KiB',
  );
}
