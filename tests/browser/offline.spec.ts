// Offline and any base path: after one visit the service worker has the whole site (the lab, its WASM, the
// course chunk, the workers), so a second load works with the network cut; the built site also runs, and goes
// offline, when a static host serves it from a sub-path.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { serveStatic } from '../support/static-server';
import { LabPage } from './lab-page';

// The one spec about the service worker: the others run without it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** The build under test: playwright.config.ts builds into its own folder when PW_PORT names another port. */
const BUILT = Number(process.env.PW_PORT ?? 4173) === 4173 ? 'dist' : `dist-pw-${process.env.PW_PORT}`;

/** Waits until the service worker is active (its install, the whole precache, has finished) and controls the page. */
async function precached(page: Page) {
  // Polled from here: waitForFunction would take the async predicate's promise itself for a truthy answer.
  const state = () =>
    page.evaluate(async () => [
      (await navigator.serviceWorker.getRegistration())?.active?.state ?? null,
      navigator.serviceWorker.controller !== null,
    ]);
  await expect.poll(state, { timeout: 30_000 }).toEqual(['activated', true]);
}

async function worksOffline(page: Page, base: string) {
  await page.context().setOffline(true);
  const lab = new LabPage(page);
  // A second load: the document itself comes from the cache now.
  await page.goto(`${base}#/lab?design=outbox`);
  await page.reload();
  await expect(lab.button('Step')).toBeVisible();
  await lab.submit('snack-7', '7');
  await lab.press('Run to end');
  await expect(lab.region('Verdict')).toContainText('Verdict: ok');
  // The course's own chunk and a lesson, from the cache too.
  await page.goto(`${base}#/lessons/lost-ack`);
  await expect(page.getByRole('article')).toContainText('The relay and the lost ACK');
  // And the explorer's worker with its own copy of the WASM.
  await page.goto(`${base}#/explorer?design=outbox`);
  await page.getByRole('button', { name: 'Run explorer' }).click();
  await expect(page.getByRole('table', { name: /Fault matrix/ })).toBeVisible({ timeout: 30_000 });
}

test('the worker’s precache waits for the lab’s own WASM download to end', async ({ page }) => {
  // When each WASM request started and ended, and whether the page or the service worker asked.
  const wasm: { byWorker: boolean; started: number; ended?: number }[] = [];
  const seen = new Map<object, (typeof wasm)[number]>();
  page.context().on('request', (request) => {
    if (!request.url().endsWith('.wasm')) return;
    const entry = { byWorker: request.serviceWorker() !== null, started: Date.now() };
    seen.set(request, entry);
    wasm.push(entry);
  });
  page.context().on('requestfinished', (request) => {
    const entry = seen.get(request);
    if (entry) entry.ended = Date.now();
  });
  // The page's own download takes a while, as on a slow network: the page is idle meanwhile.
  await page.route('**/*.wasm', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await new LabPage(page).open('#/lab?design=outbox');
  await precached(page);
  const own = wasm.filter((w) => !w.byWorker);
  const precache = wasm.filter((w) => w.byWorker);
  expect(own.length).toBeGreaterThan(0);
  expect(precache.length).toBeGreaterThan(0);
  const ownEnded = Math.max(...own.map((w) => w.ended ?? Infinity));
  for (const request of precache) expect(request.started).toBeGreaterThanOrEqual(ownEnded);
});

test('the worker is registered once the lab is drawn, not while it starts', async ({ page }) => {
  await new LabPage(page).open('#/lab?design=outbox');
  await precached(page);
  const [drawn, registering] = await page.evaluate(() => [
    performance.getEntriesByName('outbox-lab:painted')[0]?.startTime ?? null,
    // The registering code's own chunk: fetched when the page registers the worker.
    performance.getEntriesByType('resource').find((e) => /workbox-window/.test(new URL(e.name).pathname))?.startTime ??
      null,
  ]);
  expect(drawn).not.toBeNull();
  expect(registering).not.toBeNull();
  expect(registering!).toBeGreaterThanOrEqual(drawn!);
});

test('a second load works with the network blocked', async ({ page }) => {
  await new LabPage(page).open('#/lab?design=outbox');
  await precached(page);
  await worksOffline(page, '/');
});

test('the site served from a sub-path works, online and then offline', async ({ page }) => {
  const site = await serveStatic(BUILT, '/courses/outbox-lab/');
  try {
    const lab = new LabPage(page);
    await page.goto(`${site.url}#/lab?design=outbox-inbox`);
    await expect(lab.button('Step')).toBeVisible();
    await lab.submit('snack-7', '7');
    await lab.press('Run to end');
    await expect(lab.region('Verdict')).toContainText('Verdict: ok');
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.scope))).toBe(site.url);
    await precached(page);
    await worksOffline(page, site.url);
  } finally {
    await site.close();
  }
});

test('an update waits for the learner: the running page keeps its own chunks, then reloads whole under the new build', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Version 1 is the build under test; version 2 is the same source built again with another label, so every
  // hashed chunk name changes. The host swaps its files from one to the other, as a deploy does.
  const v1 = mkdtempSync(join(tmpdir(), 'outbox-v1-'));
  const v2 = mkdtempSync(join(tmpdir(), 'outbox-v2-'));
  cpSync(BUILT, v1, { recursive: true });
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', v2, '--emptyOutDir'], {
    env: { ...process.env, VITE_BUILD_LABEL: 'v2' },
    stdio: 'inherit',
  });
  const site = await serveStatic(v1, '/lab/');
  try {
    const lab = new LabPage(page);
    await page.goto(`${site.url}#/lab?design=outbox`);
    await expect(lab.button('Step')).toBeVisible();
    await precached(page);
    const course = readdirSync(join(v1, 'assets')).find((f) => f.startsWith('course-screen') && f.endsWith('.js'))!;
    expect(existsSync(join(v2, 'assets', course)), 'version 2 has other chunk names').toBe(false);

    site.root(v2);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await expect(page.getByRole('status').filter({ hasText: 'A new version of the lab is ready.' })).toBeVisible({
      timeout: 30_000,
    });
    // Still version 1, whole: its course chunk (gone from the host) still loads, from the old cache.
    await page.goto(`${site.url}#/lessons/lost-ack`);
    await expect(page.getByRole('article')).toContainText('The relay and the lost ACK');
    await expect(page.locator('html')).toHaveAttribute('data-build', '');

    await page.getByRole('button', { name: 'Reload now' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-build', 'v2', { timeout: 30_000 });
    await expect(page.getByRole('article')).toContainText('The relay and the lost ACK');
  } finally {
    await site.close();
  }
});
