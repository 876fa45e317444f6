// Long links in the page: opening the 1,000-order link the first time (replayed a slice at a time under a progress
// bar) and the second time in the same browser (restored from the replay saved in IndexedDB), and how soon the bar
// shows. The link is the one steps opens (links.mjs).
import { REPEAT, record } from '../harness.mjs';
import { thousand } from '../links.mjs';
import { base, theBrowser } from '../site.mjs';

export const needs = 'browser';

/** Opens `link` in `page`; the marks the lab leaves on the way, relative to the navigation. */
async function open(page, base, link) {
  await page.goto(`${base}${link}`);
  await page.waitForFunction(() => performance.getEntriesByName('outbox-lab:painted').length > 0, null, {
    timeout: 120_000,
  });
  return page.evaluate(() => {
    const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
    return {
      ready: at('outbox-lab:ready'),
      painted: at('outbox-lab:painted'),
      start: at('outbox-lab:replay-start'),
      bar: at('outbox-lab:replay-bar'),
      restored: performance.getEntriesByName('outbox-lab:replay-restored').length > 0,
      save: performance.getEntriesByName('outbox-lab:replay-save')[0]?.duration ?? NaN,
      debug: Object.fromEntries(
        performance.getEntriesByType('mark').map((m) => [m.name.replace('outbox-lab:', ''), Math.round(m.startTime)]),
      ),
    };
  });
}

/**
 * A link opened "the second time" is opened by a browser that has visited: the site's service worker is installed (the
 * whole site fetched and stored, once per version), and that has settled. The page registers the worker once its first
 * screen is drawn (app/ui/first-screen.ts), so after a long link the install comes right after the first open; a page
 * opened within the next second or two shares the browser's storage with the install's writing out (its saved replay
 * read 100–150 ms later than otherwise). Waited for here: the worker active, then this long.
 */
const SETTLE_MS = 2_000;
async function siteInstalled(page) {
  // Polled from here: waitForFunction would take an async predicate's promise itself for a truthy answer.
  const active = () =>
    page.evaluate(async () => (await navigator.serviceWorker?.getRegistration())?.active?.state ?? null);
  for (let tries = 0; (await active()) !== 'activated'; tries += 1) {
    if (tries >= 600) throw new Error('the service worker never became active');
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(SETTLE_MS);
}

/** Waits until the page's saved replays hold `count` links (written in the background once the lab is up). */
async function savedLinks(page, count) {
  for (let tries = 0; tries < 150; tries += 1) {
    const held = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const request = indexedDB.open('outbox-lab-replays');
          request.onsuccess = () => {
            const db = request.result;
            if (!db.objectStoreNames.contains('entries')) return (resolve(0), db.close());
            const counting = db.transaction('entries').objectStore('entries').count();
            counting.onsuccess = () => (resolve(counting.result), db.close());
          };
          request.onerror = () => resolve(0);
        }),
    );
    if (held >= count) return;
    await page.waitForTimeout(200);
  }
}

async function replayBench(record, { browser, base, repeat, thousand }) {
  const first = [];
  const firstReplay = [];
  const second = [];
  const secondReplay = [];
  const secondPainted = [];
  const bar = [];
  const save = [];
  let restored = 0;
  for (let i = 0; i < repeat; i += 1) {
    // A fresh context: a browser that has never opened the link (IndexedDB empty).
    const context = await browser.newContext({ locale: 'en-US' });
    const one = await context.newPage();
    const a = await open(one, base, thousand);
    first.push(a.ready);
    firstReplay.push(a.ready - a.start);
    bar.push(a.bar - a.start);
    save.push(a.save);
    await savedLinks(one, 1);
    await siteInstalled(one);
    await one.close();
    const two = await context.newPage();
    const b = await open(two, base, thousand);
    second.push(b.ready);
    secondReplay.push(b.ready - b.start);
    secondPainted.push(b.painted - b.start);
    if (b.restored) restored += 1;
    if (process.env.BENCH_DEBUG) console.log(JSON.stringify(a.debug), JSON.stringify(b.debug));
    await context.close();
  }
  record(
    'load, cold',
    'open the 1,000-order link, first time → lab ready',
    first,
    'ms',
    `from navigation; ${fmt(median(firstReplay))} ms of it from replay start, then ${fmt(median(save))} ms ` +
      'to save the replay in the same task (medians)',
  );
  record(
    'load, cold',
    'open the 1,000-order link, second time (saved checkpoint) → lab ready',
    second,
    'ms',
    `same browser, new page, from navigation; ${fmt(median(secondReplay))} ms from replay start (median); ` +
      `${restored} of ${repeat} restored`,
  );
  record(
    'load, cold',
    'open the 1,000-order link, second time: replay start → the lab on screen',
    secondPainted,
    'ms',
    '"ready" comes before React draws the lab; this is the first frame after that drawing',
  );
  record('load, cold', 'long replay: start → progress bar shown', bar, 'ms', 'the frame that draws the bar');
  return { firstReplay, secondReplay };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (x) => (Number.isFinite(x) ? x.toFixed(0) : '—');

export async function run() {
  // The same link opened the first time (a replay under a progress bar) and again in the same browser (restored).
  await replayBench(record, { browser: theBrowser(), base, repeat: REPEAT, thousand });
}
