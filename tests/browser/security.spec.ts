// Security gates: the CSP holds, nothing leaves the origin, outside input never becomes HTML, a link or
// SQL, hundreds of fuzzed URLs never crash the page, and saved state is handled whatever it holds.
import fc from 'fast-check';
import { expect, test, type Page } from '@playwright/test';
import { CSP } from '../../vite.config';
import { LabPage } from './lab-page';

declare global {
  interface Window {
    outboxLab: { executedSql(): string[] };
    __cspViolations: string[];
    __xss?: number;
  }
}

async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
}

test('the built page carries the CSP and a full learner session runs under it, all requests same-origin', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const requests: string[] = [];
  context.on('request', (r) => requests.push(r.url()));
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await watchCsp(page);

  const lab = new LabPage(page);
  await lab.open();
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute('content', CSP);
  await lab.chooseDesign('Outbox');
  await lab.submit('snack-7', '7');
  await lab.press('Step', 3);
  await lab.press('Crash order service');
  await lab.press('Restart order service');
  await lab.submit('snack-7', '7');
  await lab.press('Drop ACK');
  await lab.press('Run to end');
  await expect(lab.region('Verdict')).toContainText('Verdict: duplicated');
  await page.getByRole('link', { name: 'Explorer' }).click();
  await page.getByRole('button', { name: 'Run explorer' }).click();
  await expect(page.getByRole('table', { name: 'Fault matrix' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Language').selectOption('ja');
  await expect(page.getByRole('button', { name: 'エクスプローラーを実行' })).toBeVisible();

  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  expect(errors).toEqual([]);
  expect(requests.length).toBeGreaterThan(3);
  expect(requests.filter((url) => !url.startsWith(origin))).toEqual([]);
});

test('text a learner types is shown as text, never as HTML', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open();
  const payload = '<img src=x onerror="window.__xss=1">';
  await lab.submit(payload, payload);
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveAccessibleDescription(
    new RegExp(`not “${payload.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”`),
  );
  await expect(page.locator('main img')).toHaveCount(0);
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
});

test('URL parameters and saved state cannot become HTML or a javascript: link', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'outbox-lab:view',
      JSON.stringify({ state: { language: '<b>x</b>', showLineRuns: 'javascript:alert(1)' }, version: 2 }),
    ),
  );
  await page.goto(
    '/?lang=%3Cimg%20src%3Dx%20onerror%3Dwindow.__xss%3D1%3E#/lab?design=javascript:alert(1)&log=%3Cscript%3E',
  );
  await expect(page.getByRole('alert')).toContainText('names a design the lab does not have');
  await expect(page.getByRole('button', { name: 'Step', exact: true })).toBeVisible();
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.filter((h) => /^\s*javascript:/i.test(h))).toEqual([]);
  expect(await page.locator('main img, main script, main b').count()).toBe(0);
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

// Random hashes: the lab's own tokens mixed with garbage, SQL fragments and markup. "zqx" marks every
// fragment that comes from the URL, so any SQL text containing it would prove input became SQL.
const token = fc.oneof(
  fc.constantFrom(
    's',
    's:o',
    's:r',
    's:w',
    'c:o',
    'c:r',
    'f:w',
    'r:o',
    'r:r',
    'd:q',
    'd:a',
    't',
    'e',
    'a:c:r:4',
    'a:f:w:9',
  ),
  fc.constantFrom(
    'zqx',
    "n:zqx-1';DROP TABLE orders;--:7",
    'n:zqx-2:7',
    'n:zqx:0',
    'n:zqx:1001',
    '<img src=zqx>',
    '%00zqx',
    '∑zqx',
  ),
  fc.string({ maxLength: 6 }).map((s) => `zqx${s}`),
);
const hashArb = fc.record({
  path: fc.constantFrom('#/lab', '#/', '', '#/explorer', '#/zqx', '#/lab/zqx', '#/quiz', '#/lessons/zqx', '#/compare'),
  design: fc.option(fc.constantFrom('outbox', 'outbox-inbox', 'commit-then-send', 'send-then-commit', 'zqx', ''), {
    nil: undefined,
  }),
  log: fc.option(
    fc.array(token, { maxLength: 8 }).map((t) => t.join(fc.sample(fc.constantFrom(',', ',', ';', '&'), 1)[0])),
    { nil: undefined },
  ),
  extra: fc.option(fc.constantFrom('lang=zqx', 'x=zqx', 'design=zqx&design=outbox', 'log=', '%zqx'), {
    nil: undefined,
  }),
});

test('500 fuzzed URLs never crash the page and never run SQL that is not the lab’s own', async ({ page }) => {
  test.setTimeout(240_000);
  // The same variable as the unit tests' property seed: PROPERTY_SEED=<n> replays this fuzz run too.
  const seed = Number(process.env.PROPERTY_SEED ?? Math.floor(Math.random() * 2 ** 31));
  console.log(`URL fuzz seed: ${seed} (replay with PROPERTY_SEED=${seed})`);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const lab = new LabPage(page);
  await lab.open();
  const urls = fc.sample(hashArb, { numRuns: 500, seed }).map(({ path, design, log, extra }) => {
    const params = [
      design !== undefined ? `design=${encodeURIComponent(design)}` : '',
      log !== undefined ? `log=${log}` : '',
      extra ?? '',
    ]
      .filter(Boolean)
      .join('&');
    return params ? `${path || '#/lab'}?${params}` : path;
  });
  for (const [i, hash] of urls.entries()) {
    // Most URLs arrive as a hash change in a running page; every 50th is a full load.
    if (i % 50 === 0) await page.goto(`/${hash}`);
    else await page.evaluate((h) => (location.hash = h), hash);
    await expect(page.locator('main')).toBeVisible();
  }
  await page.goto('/#/lab');
  await expect(lab.button('Step')).toBeVisible();
  expect(errors).toEqual([]);
  const sql = await page.evaluate(() => window.outboxLab.executedSql());
  expect(sql.length).toBeGreaterThan(10);
  expect(sql.filter((text) => /zqx/i.test(text))).toEqual([]);
});

test('saved state that is corrupt, oversized, from an older version or unavailable is handled', async ({ browser }) => {
  const cases: [string, string | null, RegExp][] = [
    ['corrupt', '{"state": {"language": "ja"', /Step/],
    ['oversized', JSON.stringify({ state: { language: 'ja', pad: 'x'.repeat(50_000) }, version: 2 }), /Step/],
    ['version 1', JSON.stringify({ state: { lang: 'ja' }, version: 1 }), /ステップ/],
    ['unavailable', null, /Step/],
  ];
  for (const [name, stored, stepName] of cases) {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    if (stored === null) {
      await page.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          get: () => {
            throw new DOMException('denied', 'SecurityError');
          },
        });
      });
    } else {
      await page.addInitScript((value) => localStorage.setItem('outbox-lab:view', value), stored);
    }
    await page.goto('/#/lab');
    await expect(page.getByRole('button', { name: stepName, exact: false }).first(), name).toBeVisible();
    // The page still works, and changing a preference does not throw either.
    await page.getByRole('checkbox').first().uncheck();
    expect(errors, name).toEqual([]);
    if (name === 'corrupt') expect(await page.evaluate(() => localStorage.getItem('outbox-lab:view'))).not.toBeNull();
    await context.close();
  }
});
