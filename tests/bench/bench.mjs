// npm run bench — builds the production bundle, serves it, and measures it in Chromium and in Node.
// Prints a table and writes bench-results/bench.json. Every figure is repeated; medians and spreads are
// reported. Nothing here passes or fails: speed goals are read, not asserted.
import Database from 'better-sqlite3';
import { chromium } from '@playwright/test';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import initSqlJs from 'sql.js';
import { build, preview } from 'vite';
import { CHROMIUM_FLAGS, findChromium } from '../support/chromium.mjs';
import { engineBench, stepsLog } from './engine-bench.mjs';
import { opsBench } from './ops-bench.mjs';
import { replayBench } from './replay-bench.mjs';
import { nativeDriver, runCycles, sqlJsDriver } from './outbox-cycle.mjs';

const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
const PORT = 4174;
const rows = [];

function stats(values) {
  const s = [...values].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { median: at(0.5), p95: at(0.95), min: s[0], max: s[s.length - 1], n: s.length };
}
function record(group, metric, values, unit, note = '') {
  const st = stats(values);
  rows.push({ group, metric, unit, note, ...st });
  return st;
}

// ---- transfer -----------------------------------------------------------------------------------
await build({ logLevel: 'warn' });
const dist = 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const gz = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;
const assets = readdirSync(join(dist, 'assets'));
record(
  'transfer',
  'initial JS (gzip)',
  [initial.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0)],
  'KiB',
  initial.filter((f) => f.endsWith('.js')).join(' '),
);
record(
  'transfer',
  'initial CSS (gzip)',
  [initial.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gz(f), 0)],
  'KiB',
);
record(
  'transfer',
  'sql.js wasm (gzip)',
  [assets.filter((f) => f.endsWith('.wasm')).reduce((sum, f) => sum + gz(`assets/${f}`), 0)],
  'KiB',
);
record(
  'transfer',
  // Only the course home's chunk: a lesson's page, its Markdown, the quiz and the answer key each load when opened.
  'course home JS (gzip, on demand)',
  [assets.filter((f) => f.startsWith('course-screen')).reduce((sum, f) => sum + gz(`assets/${f}`), 0)],
  'KiB',
);
record(
  'transfer',
  'explorer worker JS (gzip, on demand)',
  [assets.filter((f) => f.includes('worker')).reduce((sum, f) => sum + gz(`assets/${f}`), 0)],
  'KiB',
);

// ---- the browser --------------------------------------------------------------------------------
const server = await preview({ preview: { port: PORT, strictPort: true, host: '127.0.0.1' }, logLevel: 'warn' });
const base = `http://127.0.0.1:${PORT}/`;
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });

/**
 * Installs a stand-in for React's devtools hook before the page's scripts run: at each commit it counts the function
 * components that were drawn (mounted, or run again) rather than kept, reading the fiber tree the way React DevTools
 * does (a subtree whose child is the one it had was skipped whole). Minified names do not matter: only the count.
 */
function countRenders() {
  window.__drawn = 0;
  const isComponent = (f) => f.tag === 0 || f.tag === 11 || f.tag === 14 || f.tag === 15;
  const walk = (parent) => {
    for (let f = parent.child; f; f = f.sibling) {
      const before = f.alternate;
      if (isComponent(f) && (!before || f.flags & 1)) window.__drawn += 1;
      if (!before || f.child !== before.child) walk(f);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    inject: () => 1,
    onCommitFiberRoot: (_id, root) => walk(root.current),
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    checkDCE() {},
  };
}
async function freshPage({ renders = false } = {}) {
  // Without the service worker: a first visit registers it once its lab is drawn, and its install (the whole site
  // fetched and stored, once per version) would land among the first interactions measured here. The second open of
  // a long link (replay-bench.mjs) is measured with it.
  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
  if (renders) await context.addInitScript(countRenders);
  return { context, page: await context.newPage() };
}
async function waitReady(page, timeout = 120_000) {
  await page.waitForFunction(() => performance.getEntriesByName('outbox-lab:ready').length > 0, null, { timeout });
}
// A learner's quick pace: a press 250 ms after the last one's frame, when what that press set going (the address
// written when idle, a message gliding in, the timeline's smooth scroll) has mostly run. Pressed at once after the
// last frame instead, a Step's work starts a few ms after a frame and misses the next one; those rows are kept too.
const PACE = 250;
/**
 * Clicks the lab's Step `n` times inside the page, `gap` ms after each frame; per click: the synchronous update, and
 * until the next frame is painted.
 */
async function stepTimings(page, n, gap = PACE) {
  return page.evaluate(
    async ([count, pause]) => {
      // The bar's Step: the process cards' Step buttons show "Step" too, but are named "Step <process>".
      const button = [...document.querySelectorAll('button')].find(
        (b) => b.textContent === 'Step' && !b.hasAttribute('aria-label'),
      );
      const out = [];
      for (let i = 0; i < count && button.getAttribute('aria-disabled') !== 'true'; i += 1) {
        if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
        const t0 = performance.now();
        button.click();
        const t1 = performance.now();
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        out.push([t1 - t0, performance.now() - t0]);
      }
      return out;
    },
    [n, gap],
  );
}
/**
 * Presses the lab's Step `n` times with the mouse (real input events), `PACE` ms apart; per press, the duration
 * Chromium's Event Timing gives the click: from the input to the next frame presented. Presses it reports no entry
 * for took less than its 16 ms threshold and count as 16.
 */
async function presentedSteps(page, n) {
  await page.evaluate(() => {
    window.__presented = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'click') window.__presented.push(e.duration);
    }).observe({ type: 'event', durationThreshold: 16 });
  });
  const step = page.getByRole('button', { name: 'Step', exact: true });
  let pressed = 0;
  for (; pressed < n && (await step.getAttribute('aria-disabled')) !== 'true'; pressed += 1) {
    await step.click();
    await page.waitForTimeout(PACE);
  }
  const seen = await page.evaluate(() => window.__presented);
  return [...seen, ...Array(Math.max(0, pressed - seen.length)).fill(16)];
}
async function submit(page, id) {
  await page.getByLabel('Order ID').fill(id);
  await page.getByLabel('Quantity').fill('7');
  await page.getByRole('button', { name: 'Submit order' }).click();
}

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

// What each entry route downloads before its first screen is there (the course home's lesson list; the lab ready):
// the entry, then that route's own chunks — each counted once, compressed as the static files are. A download the
// page starts after that moment (sql.js's warm-up once the home's list is up, the lessons' presets on demand) is not
// the first screen's: resource timings say when each one started.
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
record('transfer', 'JS until the course home lists its lessons, #/ (gzip)', [await routeJs('#/', homeListed)], 'KiB');
record(
  'transfer',
  'JS until the lab is ready, #/lab (gzip)',
  [await routeJs('#/lab?design=outbox-inbox', labReady)],
  'KiB',
);

// A lesson: its text paints before the WASM is ready, and its embedded labs are ready together about as
// soon as one. The lesson with the most labs is the one measured; its links come from the course home.
const lessonLinks = await (async () => {
  const { context, page } = await freshPage();
  await page.goto(`${base}#/`);
  await page.locator('.lesson-list a').first().waitFor();
  const hrefs = await page.locator('.lesson-list a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const counts = [];
  for (const href of hrefs) {
    await page.goto(`${base}${href}`);
    await page.getByRole('article').waitFor();
    counts.push([href, await page.locator('.lesson-lab').count()]);
  }
  await context.close();
  return counts.sort((a, b) => b[1] - a[1]);
})();
const [lessonHref, lessonLabs] = lessonLinks[0] ?? ['#/', 0];
const lessonText = [];
const lessonReady = [];
const lessonFirstLab = [];
for (let i = 0; i < REPEAT; i += 1) {
  const { context, page } = await freshPage();
  // When the lesson's own text (its article heading) is first in the document: the course loads as its own chunk.
  await page.addInitScript(() => {
    const seen = () => {
      if (!window.__lessonTextAt && document.querySelector('article h2')) window.__lessonTextAt = performance.now();
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${base}${lessonHref}`);
  await page.waitForFunction((n) => performance.getEntriesByName('outbox-lab:ready').length >= n, lessonLabs, {
    timeout: 120_000,
  });
  const t = await page.evaluate(() => {
    const marks = performance.getEntriesByName('outbox-lab:ready').map((e) => e.startTime);
    return { text: window.__lessonTextAt ?? NaN, first: Math.min(...marks), all: Math.max(...marks) };
  });
  lessonText.push(t.text);
  lessonFirstLab.push(t.first);
  lessonReady.push(t.all);
  await context.close();
}
record(
  'load, cold',
  `lesson text in the page (${lessonHref})`,
  lessonText,
  'ms',
  'its article heading, before any lab is ready',
);
record('load, cold', 'lesson: first embedded lab ready (WASM loaded)', lessonFirstLab, 'ms');
const allReady = record('load, cold', `lesson: all ${lessonLabs} embedded labs ready`, lessonReady, 'ms');
record(
  'load, cold',
  `lesson: all ${lessonLabs} labs ready ÷ its first lab ready`,
  lessonReady.map((x, i) => x / lessonFirstLab[i]),
  '×',
  'what the extra labs add on the same page',
);
record(
  'load, cold',
  `lesson: all ${lessonLabs} labs ready ÷ #/lab ready`,
  lessonReady.map((x, i) => x / ready[i]),
  '×',
  `${(allReady.median / stats(ready).median).toFixed(2)}× by medians; the lesson also loads the course chunk`,
);

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
await stepSeries('#/lab?design=outbox', 'teaching size', '');
const thousand = `#/lab?design=outbox&log=${Array.from({ length: 1000 }, (_, i) => `n:o-${i}:1`).join(',')},e`;
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
// The same link opened the first time (a replay under a progress bar) and again in the same browser (restored).
await replayBench(record, { browser, base, repeat: REPEAT, thousand });

// The timeline of a 1,000-order run: scrolling anywhere in it renders only the rows in view.
{
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

// Clicking a timeline event jumps the lab there (a replay of the log up to it) and paints.
{
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

// What a learner sees mid-transaction (order and outbox rows written, not committed), saved for the notes.
const SHOTS = [
  ['lab-1366x768', { width: 1366, height: 768 }, 1],
  ['lab-1920x1080', { width: 1920, height: 1080 }, 1],
  ['lab-phone-390x844', { width: 390, height: 844 }, 2],
];
mkdirSync('bench-results', { recursive: true });
for (const [name, viewport, scale] of SHOTS) {
  for (const lang of ['en', 'ja']) {
    const context = await browser.newContext({
      viewport,
      deviceScaleFactor: scale,
      locale: lang === 'ja' ? 'ja-JP' : 'en-US',
    });
    const page = await context.newPage();
    await page.goto(`${base}?lang=${lang}#/lab?design=outbox&log=n:snack-7:7,s,s,s,s,s`);
    await waitReady(page);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `bench-results/${name}-${lang}.png` });
    await context.close();
  }
}

// Jumps through a long run: the page holds a 500-step (then a 5,000-step) run of the outbox design, opened from its
// link, and the address is set to one step after another in a scattered order — as a learner scrubbing the
// timeline or an instructor pasting positions would. Each jump is a restore of the nearest checkpoint, a few
// actions replayed, and a paint.
/** Sets the address to the first `k` actions of `log` and times it until the lab stands at step k, painted. */
async function jump(page, log, k) {
  // Until the lab stands at step k, then that frame painted: the hashchange, the route, the replay and the lab's new
  // picture can take more than one task, and the frame right after the address was set can show the lab as it was.
  // The history's "This way: k actions" counts the log's actions, Forward's included: these links have none.
  return page.evaluate(
    async ([hash, k, pause]) => {
      await new Promise((resolve) => setTimeout(resolve, pause));
      const there = [`This way: ${k.toLocaleString('en')} actions`, `This way: ${k} action`];
      const arrived = () => [...document.querySelectorAll('label')].some((l) => there.includes(l.textContent));
      const t0 = performance.now();
      location.hash = hash;
      await new Promise((resolve, reject) => {
        const check = () =>
          arrived()
            ? resolve()
            : performance.now() - t0 > 10_000
              ? reject(new Error(`no step ${k}`))
              : setTimeout(check, 0);
        check();
      });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return performance.now() - t0;
    },
    [`#/lab?design=outbox&log=${log.slice(0, k).join(',')}`, k, PACE],
  );
}
for (const n of [500, 5_000]) {
  const log = stepsLog(n);
  const steps = Array.from({ length: 20 * REPEAT }, (_, i) => 1 + ((i * 7919) % (n - 1)));
  const jumps = [];
  const again = [];
  const { context, page } = await freshPage();
  await page.goto(`${base}#/lab?design=outbox&log=${log.join(',')}`);
  await waitReady(page);
  if ((await page.getByRole('alert').count()) > 0)
    throw new Error(`the ${n}-step link was refused: ${await page.getByRole('alert').innerText()}`);
  for (const k of steps) jumps.push(await jump(page, log, k));
  // The same steps again: the lab keeps their results, so no world moves and no SQL runs. What is left is the
  // page's own share of a jump (the address, React, layout and paint): the floor under the row above. (At 5 repeats,
  // 100 results: within the 8 MB of results a lab keeps. A result dropped would be replayed, and show in the row.)
  if (n === 500) for (const k of steps) again.push(await jump(page, log, k));
  await context.close();
  record(
    'interaction',
    `jump to any step of a ${n.toLocaleString('en')}-step run`,
    jumps,
    'ms',
    `address set → the lab at that step, painted; each ${PACE} ms after the last one's frame`,
  );
  if (n === 500)
    record(
      'interaction',
      'jump again to a step shown before (500-step run)',
      again,
      'ms',
      'the same jumps once more: results kept, no replay, no SQL — the page alone',
    );
}

// A step late in a long session against one early on, click → next painted frame, tables the same size (one
// order id resubmitted: each resubmission is answered from the existing row, so only the log grows). The late
// session is built by 2,000 Step clicks on top of a 1,000-action link, then the JS heap is read after a GC.
{
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

// Back after opening a 1,000-order link: the click → the lab one move earlier, painted.
{
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

// The designs are whatever the registry lists: read from the explorer's picker, as a learner sees them.
const DESIGNS = await (async () => {
  const { context, page } = await freshPage();
  await page.goto(`${base}#/explorer`);
  const ids = await page
    .getByLabel('Design', { exact: true })
    .locator('option')
    .evaluateAll((options) => options.map((o) => o.value));
  await context.close();
  // "All designs" is the picker's last option, not a design.
  return ids.filter((id) => id !== 'all');
})();
/**
 * A fresh page where the learner has been in the lab, idle for two seconds (the explorer's worker warms), then opens
 * the explorer.
 */
async function explorerAfterIdleLab(idle = 2_000) {
  const { context, page } = await freshPage();
  await page.goto(`${base}#/lab?design=outbox`);
  await waitReady(page);
  await page.waitForTimeout(idle);
  await page.getByRole('link', { name: 'Explorer' }).click();
  return { context, page };
}

const explorer = Object.fromEntries(DESIGNS.map((d) => [d, { derive: [], run: [], wall: [], runs: 0, ahead: 0 }]));
for (let i = 0; i < REPEAT; i += 1) {
  // Each design in turn.
  const { context, page } = await explorerAfterIdleLab();
  for (const design of DESIGNS) {
    await page.getByLabel('Design', { exact: true }).selectOption(design);
    await page.getByRole('button', { name: 'Run explorer' }).click();
    const done = page.getByRole('status').filter({ hasText: /^Done:/ });
    await done.waitFor({ timeout: 60_000 });
    const text = (await page.getByText(/deriving the fault points took/).innerText()).replace(/,/g, '');
    // A matrix the warm workers had run ahead says how long it ran there, and the status how long the press took.
    const [runs, derive, run, inSummary] = text.match(/\d+/g).map(Number);
    const wall = inSummary ?? Number(/shown in (\d+) ms/.exec(await done.innerText())[1]);
    if (inSummary === undefined) explorer[design].ahead += 1;
    Object.assign(explorer[design], { runs });
    explorer[design].derive.push(derive);
    explorer[design].run.push(run);
    explorer[design].wall.push(wall);
  }
  await context.close();
}
const totalRuns = DESIGNS.reduce((sum, d) => sum + explorer[d].runs, 0);
for (const d of DESIGNS)
  record(
    'explorer',
    `${d}: derive + run (${explorer[d].runs} runs)`,
    explorer[d].derive.map((x, i) => x + explorer[d].run[i]),
    'ms',
    'in the worker',
  );
record(
  'explorer',
  `all designs: derive + run (${totalRuns} runs)`,
  Array.from({ length: REPEAT }, (_, i) => DESIGNS.reduce((s, d) => s + explorer[d].derive[i] + explorer[d].run[i], 0)),
  'ms',
  'in the worker',
);
record(
  'explorer',
  'all designs: running the runs only',
  Array.from({ length: REPEAT }, (_, i) => DESIGNS.reduce((s, d) => s + explorer[d].run[i], 0)),
  'ms',
  'fault points already derived',
);
const aheadShare = `${DESIGNS.reduce((s, d) => s + explorer[d].ahead, 0)} of ${DESIGNS.length * REPEAT} presses found their matrix run ahead`;
record(
  'explorer',
  'all designs, single faults, one design a click: wall times summed',
  Array.from({ length: REPEAT }, (_, i) => DESIGNS.reduce((s, d) => s + explorer[d].wall[i], 0)),
  'ms',
  `each design picked and run in turn, on the explorer’s one worker; ${aheadShare}`,
);

// Pairs of faults for the designs that run two instances of a process: every pair includes the pairs across
// instances (a crash of relay 1 with a failure of relay 2). Each run once per repeat, from a fresh explorer.
const PAIRED = ['two-relays', 'two-relays-lease', 'high-water-mark'].filter((d) => DESIGNS.includes(d));
const paired = Object.fromEntries(PAIRED.map((d) => [d, { times: [], runs: 0 }]));
for (let i = 0; i < REPEAT; i += 1) {
  for (const design of PAIRED) {
    const { context, page } = await explorerAfterIdleLab();
    await page.getByLabel('Design', { exact: true }).selectOption(design);
    await page.getByLabel('Every pair of faults (slower)').check();
    await page.getByRole('button', { name: 'Run explorer' }).click();
    const done = page.getByRole('status').filter({ hasText: /^Done:/ });
    await done.waitFor({ timeout: 600_000 });
    const text = (await page.getByText(/deriving the fault points took/).innerText()).replace(/,/g, '');
    const [runs, derive, run] = text.match(/\d+/g).map(Number);
    paired[design].runs = runs;
    paired[design].times.push(derive + run);
    await context.close();
  }
}
for (const d of PAIRED)
  record('explorer', `${d}: every pair of faults (${paired[d].runs} runs)`, paired[d].times, 'ms', 'in the worker');

// The figure: one press of "Run explorer" with "All designs" picked, the first click after the lab was
// idle for two seconds. The wall time is the page's own (press → last design's result in), as its status says;
// Playwright's press → "Done:" shown adds the rendering of every design's matrix.
for (const idle of [2_000, 8_000]) {
  const wall = [];
  const shown = [];
  let workers = 0;
  let ahead = 0;
  for (let i = 0; i < REPEAT; i += 1) {
    const { context, page } = await explorerAfterIdleLab(idle);
    await page.getByLabel('Design', { exact: true }).selectOption('all');
    const pressed = Date.now();
    await page.getByRole('button', { name: 'Run explorer' }).click();
    const done = page.getByRole('status').filter({ hasText: /^Done:/ });
    await done.waitFor({ timeout: 60_000 });
    shown.push(Date.now() - pressed);
    const status = (await done.innerText()).replace(/,/g, '');
    const [, , millis, used] = status.match(/\d+/g).map(Number);
    wall.push(millis);
    if (/had run them/.test(status)) ahead += 1;
    workers = used ?? workers;
    await context.close();
  }
  // At 8 s, a learner who read the lab for a moment: the warm workers have run every matrix by then.
  const after = idle === 2_000 ? '' : `, after ${idle / 1000} s idle`;
  record(
    'explorer',
    `all designs, single faults: wall time seen by the page${after}`,
    wall,
    'ms',
    `one press of "All designs", the first after the lab was idle for ${idle / 1000} s; ${workers} workers; ${ahead} of ${REPEAT} found every matrix run ahead`,
  );
  record(
    'explorer',
    `all designs, single faults: press → every matrix shown${after}`,
    shown,
    'ms',
    'as Playwright sees it, rendering included',
  );
}

/**
 * Presses "Run explorer": the time from the press to the first verdicts on screen (a design's counts so far, or a
 * design done), timed in the page.
 */
const pressRunTimingFirstVerdicts = (page) =>
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

// Every ordered pair of faults for every design, as one press of "Run explorer" with "All designs" picked: the
// designs spread over the workers (one per core, up to four), which warm while the learner picks the options.
{
  const wall = [];
  const inWorkers = [];
  const firstVerdicts = [];
  const states = [];
  let met = '';
  let runs = 0;
  let workers = 0;
  for (let i = 0; i < REPEAT; i += 1) {
    const { context, page } = await explorerAfterIdleLab();
    await page.getByLabel('Design', { exact: true }).selectOption('all');
    await page.getByLabel('Every pair of faults (slower)').check();
    await page.waitForTimeout(2_000);
    firstVerdicts.push(await pressRunTimingFirstVerdicts(page));
    const done = page.getByRole('status').filter({ hasText: /^Done:/ });
    await done.waitFor({ timeout: 120_000 });
    const [count, , millis, used] = (await done.innerText()).replace(/,/g, '').match(/\d+/g).map(Number);
    runs = count;
    workers = used;
    wall.push(millis);
    const lines = await page.getByText(/runs: deriving the fault points took/).allInnerTexts();
    inWorkers.push(
      lines.reduce(
        (sum, line) =>
          sum +
          line
            .replace(/,/g, '')
            .match(/\d+/g)
            .slice(1, 3)
            .map(Number)
            .reduce((a, b) => a + b, 0),
        0,
      ),
    );
    // "N distinct states explored (K visits); H runs reached … (S moves spared)", one line per design.
    const visits = (await page.getByText(/distinct states explored/).allInnerTexts()).map((line) =>
      line.replace(/,/g, '').match(/\d+/g).slice(0, 4).map(Number),
    );
    const sum = (k) => visits.reduce((total, v) => total + v[k], 0);
    states.push(sum(0));
    met = `${sum(1)} visits; ${sum(2)} runs stopped at a state explored before, sparing ${sum(3)} moves`;
    await context.close();
  }
  record(
    'explorer',
    'all designs, every ordered pair: press → first verdicts on screen',
    firstVerdicts,
    'ms',
    'a design’s counts so far (or a design done), seen by a MutationObserver',
  );
  record('explorer', 'all designs, every ordered pair: states visited (distinct)', states, 'states', met);
  record(
    'explorer',
    `all designs, every ordered pair (${runs} runs): wall time seen by the page`,
    wall,
    'ms',
    `${workers} workers in parallel, warmed while the options were picked`,
  );
  record(
    'explorer',
    'all designs, every ordered pair: derive + run summed over the workers',
    inWorkers,
    'ms',
    'each pair answered from its first fault’s trunk',
  );
}

// Every triple of faults for one design, as one press with that design picked: its first faults shared out between
// the workers, the parts joined in the page. The smallest design with losses under triples, and the biggest.
for (const design of ['commit-then-send', 'outbox-inbox']) {
  const wall = [];
  const firstVerdicts = [];
  let runs = 0;
  let workers = 0;
  let met = '';
  for (let i = 0; i < REPEAT; i += 1) {
    const { context, page } = await explorerAfterIdleLab();
    await page.getByLabel('Design', { exact: true }).selectOption(design);
    await page.getByRole('radio', { name: 'Every triple of faults (slowest)' }).check();
    await page.waitForTimeout(2_000);
    firstVerdicts.push(await pressRunTimingFirstVerdicts(page));
    const done = page.getByRole('status').filter({ hasText: /^Done:/ });
    await done.waitFor({ timeout: 300_000 });
    const [count, millis, used] = (await done.innerText()).replace(/,/g, '').match(/\d+/g).map(Number);
    runs = count;
    wall.push(millis);
    workers = used;
    met = await page.getByText(/distinct states explored/).innerText();
    await context.close();
  }
  record(
    'explorer',
    `${design}, every triple of faults (${runs} runs): wall time seen by the page`,
    wall,
    'ms',
    `${workers} workers, each on its share of the first faults; ${met}`,
  );
  record('explorer', `${design}, every triple of faults: press → first verdicts on screen`, firstVerdicts, 'ms');
}

await browser.close();
await new Promise((resolve) => server.httpServer.close(resolve));

// ---- the engine headless: checkpoints, late steps, the engine against bare sql.js -----------------------
await engineBench(record, REPEAT);
await opsBench(record, REPEAT);

// ---- the engine: sql.js against native SQLite, same SQL ---------------------------------------------
const SQLModule = await initSqlJs();
const ramDir = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
const CYCLES = 2000;
const perCycle = { wasm: [], native: [], nativeMemJournal: [] };
const MEMORY_JOURNAL = ['journal_mode = MEMORY', 'synchronous = OFF'];
for (let i = 0; i < REPEAT; i += 1) {
  const wasm = sqlJsDriver(SQLModule, `r${i}`);
  runCycles(wasm, 200); // warm-up
  let t = performance.now();
  runCycles(wasm, CYCLES, 200);
  perCycle.wasm.push(((performance.now() - t) / CYCLES) * 1000);
  wasm.close();
  const native = nativeDriver(Database, ramDir, `${process.pid}-${i}`);
  runCycles(native, 200);
  t = performance.now();
  runCycles(native, CYCLES, 200);
  perCycle.native.push(((performance.now() - t) / CYCLES) * 1000);
  native.close();
  const lean = nativeDriver(Database, ramDir, `${process.pid}-m${i}`, MEMORY_JOURNAL);
  runCycles(lean, 200);
  t = performance.now();
  runCycles(lean, CYCLES, 200);
  perCycle.nativeMemJournal.push(((performance.now() - t) / CYCLES) * 1000);
  lean.close();
}
const wasmStats = record(
  'engine',
  'outbox cycle, sql.js (WASM)',
  perCycle.wasm,
  'µs',
  `${CYCLES} cycles, Node ${process.version}`,
);
const nativeStats = record(
  'engine',
  'outbox cycle, native SQLite (better-sqlite3)',
  perCycle.native,
  'µs',
  `files in ${ramDir}`,
);
record(
  'engine',
  'ratio sql.js / native',
  perCycle.wasm.map((w, i) => w / perCycle.native[i]),
  '×',
  'per repeat, same SQL',
);
const leanStats = record(
  'engine',
  'outbox cycle, native, journal in memory, synchronous OFF',
  perCycle.nativeMemJournal,
  'µs',
  'no file-system work at all',
);
record(
  'engine',
  'ratio sql.js / native (journal in memory)',
  perCycle.wasm.map((w, i) => w / perCycle.nativeMemJournal[i]),
  '×',
  'per repeat, same SQL',
);

// ---- report -------------------------------------------------------------------------------------------
const fmt = (x) => (Number.isFinite(x) ? (x >= 100 ? x.toFixed(0) : x.toFixed(x >= 10 ? 1 : 2)) : '—');
const table = [
  ['group', 'metric', 'median', 'p95', 'min–max', 'n', 'unit', 'note'],
  ...rows.map((r) => [
    r.group,
    r.metric,
    fmt(r.median),
    fmt(r.p95),
    `${fmt(r.min)}–${fmt(r.max)}`,
    String(r.n),
    r.unit,
    r.note,
  ]),
];
const widths = table[0].map((_, c) => Math.max(...table.map((row) => row[c].length)));
for (const row of table)
  console.log(
    row
      .map((cell, c) => cell.padEnd(widths[c]))
      .join('  ')
      .trimEnd(),
  );
console.log(
  `\nA full outbox cycle in sql.js takes ${fmt(wasmStats.median / nativeStats.median)}× the time of native SQLite on RAM-backed files, ` +
    `${fmt(wasmStats.median / leanStats.median)}× native with its journal in memory (medians).`,
);
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/bench.json',
  JSON.stringify({ date: new Date().toISOString(), repeat: REPEAT, node: process.version, rows }, null, 2),
);
console.log('wrote bench-results/bench.json');
