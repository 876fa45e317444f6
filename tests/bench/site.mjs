// The production bundle, served, and one Chromium for every benchmark that measures the page. bench.mjs builds once
// and starts them once, and only when a benchmark it runs needs them: a Node-only benchmark starts at once. Each page
// measured starts in a context of its own, so no benchmark inherits another's caches, storage or service worker.
// BENCH_OUT and BENCH_PORT move the build and the server (dist/ and 4174 otherwise), so that a bench can run beside
// another build or server on the same machine; BENCH_NO_BUILD serves the build already there, to repeat a benchmark
// of the page without waiting for Vite.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';
import { CHROMIUM_FLAGS, findChromium } from '../support/chromium.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4174);
export const dist = process.env.BENCH_OUT ?? 'dist';
/** Vite's own output folder unless BENCH_OUT names another: the build and the preview must agree on it. */
const outDir = process.env.BENCH_OUT ? { build: { outDir: dist, emptyOutDir: true } } : {};
export const base = `http://127.0.0.1:${PORT}/`;
let built = false;
let server = null;
let browser = null;

export async function buildOnce() {
  if (built || process.env.BENCH_NO_BUILD) return;
  await build({ logLevel: 'warn', ...outDir });
  built = true;
}
/** Serves the build and launches Chromium, the first time a benchmark needs the page. */
export async function startSite() {
  if (browser) return;
  server = await preview({
    preview: { port: PORT, strictPort: true, host: '127.0.0.1' },
    ...outDir,
    logLevel: 'warn',
  });
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
}
/** Closed before the Node benchmarks run, so that an idle Chromium does not share their cores. */
export async function stopSite() {
  if (!browser) return;
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
  browser = null;
  server = null;
}
/** The Chromium started, for a benchmark that makes contexts of its own (with a service worker, a viewport). */
export function theBrowser() {
  if (!browser) throw new Error('Chromium is not started: a benchmark that opens pages exports needs = "browser"');
  return browser;
}
/** A built file's size gzipped, in KiB: as the static files are served compressed. */
export const gz = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;

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
export async function freshPage({ renders = false } = {}) {
  // Without the service worker: a first visit registers it once its lab is drawn, and its install (the whole site
  // fetched and stored, once per version) would land among the first interactions measured here. The second open of
  // a long link (benches/replay.mjs) is measured with it.
  const context = await theBrowser().newContext({ locale: 'en-US', serviceWorkers: 'block' });
  if (renders) await context.addInitScript(countRenders);
  return { context, page: await context.newPage() };
}
export async function waitReady(page, timeout = 120_000) {
  await page.waitForFunction(() => performance.getEntriesByName('outbox-lab:ready').length > 0, null, { timeout });
}
