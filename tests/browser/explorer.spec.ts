// The fault explorer in the browser: the matrix, a cell opening its run in the lab, a responsive page.
import { expect, test, type Page } from '@playwright/test';
import { LabPage } from './lab-page';

const COLUMNS = { Crash: 0, Fail: 1, Lost: 2 } as const;

function cell(page: Page, where: RegExp, column: keyof typeof COLUMNS) {
  const matrix = page.getByRole('table', { name: 'Fault matrix' });
  return matrix.getByRole('row').filter({ has: page.getByRole('rowheader', { name: where }) }).getByRole('cell').nth(COLUMNS[column]);
}

async function runMatrix(page: Page, design: string) {
  await page.goto('/#/explorer');
  await page.getByLabel('Design', { exact: true }).selectOption({ label: design });
  await page.getByRole('button', { name: 'Run explorer' }).click();
  await expect(page.getByRole('table', { name: 'Fault matrix' })).toBeVisible({ timeout: 30_000 });
}

test('outbox: the matrix shows duplicated for the faults DESIGN.md names, ok for the others it names, and never lost or phantom', async ({ page }) => {
  await runMatrix(page, 'Outbox');
  await expect(cell(page, /^Warehouse line 5:/, 'Crash')).toHaveText(/duplicated/); // warehouse crash after its COMMIT
  await expect(cell(page, /^Network: the ACK/, 'Lost')).toHaveText(/duplicated/); // lost ACK
  await expect(cell(page, /^Relay line 4:/, 'Crash')).toHaveText(/duplicated/); // relay crash after the ACK
  await expect(cell(page, /^Network: the request/, 'Lost')).toHaveText(/✔ ok/); // lost request
  await expect(cell(page, /^Relay line 2:/, 'Crash')).toHaveText(/✔ ok/); // relay crash before sending
  await expect(cell(page, /^Warehouse line 4:/, 'Crash')).toHaveText(/✔ ok/); // warehouse crash before COMMIT
  const matrix = page.getByRole('table', { name: 'Fault matrix' });
  await expect(matrix.getByRole('link', { name: /^(lost|phantom)$/ })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Runs per verdict' })).toContainText('duplicated: 7');
  await expect(page.getByText(/No invariant was broken at any step of the 40 runs/)).toBeVisible();
});

test('outbox + inbox: every cell is ok', async ({ page }) => {
  await runMatrix(page, 'Outbox + inbox');
  const matrix = page.getByRole('table', { name: 'Fault matrix' });
  await expect(matrix.getByRole('link', { name: 'ok', exact: true })).toHaveCount(42);
  await expect(matrix.getByRole('link', { name: /duplicated|lost|phantom/ })).toHaveCount(0);
});

test('a cell opens the lab at that run, positioned at the fault', async ({ page }) => {
  await runMatrix(page, 'Outbox');
  await cell(page, /^Relay line 4:/, 'Crash').getByRole('link').click();
  const lab = new LabPage(page);
  await expect(lab.button('Restart relay')).toBeEnabled();
  await expect(page.getByLabel('Design', { exact: true })).toHaveValue('outbox');
  await expect(lab.region('Timeline')).toContainText('CRASH before line 4');
  await lab.press('Run to end');
  await expect(lab.region('Verdict')).toContainText('Verdict: duplicated');
  await expect.poll(() => lab.prepared('snack-7')).toBe('14');
});

test('the page answers input while every pair runs, and Cancel stops it', async ({ page }) => {
  await page.goto('/#/explorer');
  await page.getByLabel('Design', { exact: true }).selectOption({ label: 'Outbox + inbox' });
  await page.getByLabel('Every pair of faults (slower)').check();
  await page.getByRole('button', { name: 'Run explorer' }).click();
  const progress = page.getByRole('progressbar', { name: 'Explorer progress' });
  await expect(progress).toBeVisible();
  await expect(page.getByRole('status')).toContainText(/of 1764 runs done/, { timeout: 20_000 });
  // While the worker runs, the page still reacts at once to a click and to typing.
  const box = page.getByLabel('Every pair of faults (slower)');
  const started = Date.now();
  await box.uncheck();
  await expect(box).not.toBeChecked();
  expect(Date.now() - started).toBeLessThan(1000);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status')).toHaveText('Cancelled.');
  await expect(progress).toHaveCount(0);
});

test('Find me a bug shrinks a counterexample for outbox and opens it in the lab', async ({ page }) => {
  await page.goto('/#/explorer?design=outbox');
  await page.getByRole('button', { name: 'Find me a bug' }).click();
  await page.getByRole('link', { name: 'Open the shrunk counterexample in the lab' }).click({ timeout: 60_000 });
  const lab = new LabPage(page);
  await lab.press('Run to end');
  await expect(lab.region('Verdict')).toContainText(/Verdict: (duplicated|lost|phantom)/);
});

test('axe finds no WCAG 2.2 AA violation on the explorer with a matrix', async ({ page }) => {
  const AxeBuilder = (await import('@axe-core/playwright')).default;
  await runMatrix(page, 'Outbox');
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(result.violations.map((v) => `${v.id} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('the explorer can be driven by keyboard alone, into the lab', async ({ page }) => {
  await page.goto('/#/explorer?design=outbox');
  const tabTo = async (name: RegExp) => {
    for (let i = 0; i < 80; i += 1) {
      await page.keyboard.press('Tab');
      if (name.test(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText ?? ''))) return;
    }
    throw new Error(`Tab never reached ${name}`);
  };
  await tabTo(/^Run explorer$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: 'Fault matrix' })).toBeVisible({ timeout: 30_000 });
  await tabTo(/^duplicated$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Run to end', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/#\/lab\?design=outbox&log=/);
});
