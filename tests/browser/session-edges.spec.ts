// Nothing a learner or an instructor did is lost without a word: long sessions survive a reload and a trip
// through the explorer, long queues finish in one "Run to end", navigation during load wins, the chosen
// language wins over a stale address, disabled controls do nothing, two tabs keep their own preferences,
// a design change is undone by Back, and the address, written a moment after each change, loses nothing.
import { expect, test } from '@playwright/test';
import { address, LabPage, linkLog } from './lab-page';

const submits = (n: number) => Array.from({ length: n }, (_, i) => `n:o-${i + 1}:1`).join(',');

test('a 2,000-action link plus five more actions survives a reload and Explorer → Lab', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open(`#/lab?design=outbox&log=${submits(2_000)}`);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await lab.press('Step', 5);
  const link = new URL(await address(page)).hash;
  expect(link.length).toBeLessThan(40_000);
  await page.reload();
  await expect(lab.button('Step')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(new URL(await address(page)).hash).toBe(link);
  await expect(page.getByText('Lab ready, 2,005 actions already taken.')).toBeAttached();
  await page.getByRole('link', { name: 'Explorer' }).click();
  await expect(page.getByRole('button', { name: 'Run explorer' })).toBeVisible();
  await page.getByRole('link', { name: 'Lab', exact: true }).click();
  await expect(lab.button('Step')).toBeVisible();
  expect(new URL(await address(page)).hash).toBe(link);
  // The five Steps are there to undo, one at a time.
  await lab.press('Back', 5);
  await expect(lab.rows('outbox — independent connection')).toHaveCount(0);
});

test('Steps and, in the same moment, Explorer → Lab: the lab comes back with the Steps, though its address was not yet written', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox');
  await lab.submit('snack-7', '7');
  // Three Steps and the click on Explorer in one task: the browser has had no idle moment to write the address.
  await page.evaluate(() => {
    const step = [...document.querySelectorAll('button')].find(
      (b) => b.textContent === 'Step' && !b.hasAttribute('aria-label'),
    )!;
    for (let i = 0; i < 3; i += 1) step.click();
    [...document.querySelectorAll('a')].find((a) => a.textContent === 'Explorer')!.click();
  });
  await expect(page.getByRole('button', { name: 'Run explorer' })).toBeVisible();
  await page.getByRole('link', { name: 'Lab', exact: true }).click();
  await expect(page.getByText('Lab ready, 4 actions already taken.')).toBeAttached();
  expect(linkLog(await address(page)).applied).toEqual(['n:snack-7:7', 's', 's', 's']);
});

test('300 queued orders and one press of Run to end give a verdict', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open(`#/lab?design=outbox-inbox&log=${submits(300)}`);
  await lab.press('Run to end');
  await expect(page.getByRole('region', { name: 'Verdict' })).toContainText('ok', { timeout: 30_000 });
  await expect(page.getByText(/paused after/)).toHaveCount(0);
});

test('clicking Explorer while the SQLite engine is still loading stays on the explorer', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.wasm', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/#/lab?design=outbox');
  await expect(page.getByRole('status').filter({ hasText: 'Loading the SQLite engine' })).toBeVisible();
  await page.getByRole('link', { name: 'Explorer' }).click();
  await expect(page.getByRole('button', { name: 'Run explorer' })).toBeVisible();
  const arrived = page.waitForEvent('requestfinished', (request) => request.url().endsWith('.wasm'));
  release();
  // Whatever the engine's arrival does, it does not take the learner back to the lab.
  await arrived;
  await page.evaluate(
    () => new Promise((done) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(done)), 200)),
  );
  await expect(page.getByRole('button', { name: 'Run explorer' })).toBeVisible();
  expect(new URL(page.url()).hash).toMatch(/^#\/explorer/);
});

test('English chosen after opening a lang=ja link survives a reload, and the address follows the choice', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await page.goto('/#/lab?design=outbox&log=n:snack-7:7&lang=ja');
  await expect(lab.button('ステップ')).toBeVisible();
  await page.getByLabel('言語').selectOption('en');
  await expect(lab.button('Step')).toBeVisible();
  await lab.press('Step');
  expect(new URL(await address(page)).hash).not.toContain('lang=ja');
  await page.reload();
  await expect(lab.button('Step')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('Cancel after a finished explorer run changes nothing', async ({ page }) => {
  await page.goto('/#/explorer?design=outbox');
  await page.getByRole('button', { name: 'Run explorer' }).click();
  const matrix = page.getByRole('table', { name: 'Fault matrix' });
  await expect(matrix).toBeVisible({ timeout: 30_000 });
  // The matrix fills as runs finish: it is read once the run is done, not when it first shows.
  await expect(page.getByRole('status')).toHaveText(/^Done: 40 runs/, { timeout: 30_000 });
  const before = await matrix.innerText();
  const cancel = page.getByRole('button', { name: 'Cancel' });
  await expect(cancel).toHaveAttribute('aria-disabled', 'true');
  // A pointer and the keyboard both press it, as they would an enabled button.
  await cancel.click({ force: true });
  await cancel.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(matrix).toBeVisible();
  // It says why it did nothing, under the run's own status, and the matrix is as it was.
  // (The warm workers may have run the matrix before the press: the status then says so.)
  await expect(page.getByRole('status')).toHaveText(
    /^Done: 40 runs(, shown in \d+ ms: they had already run in the background before you pressed Run explorer)?\.\s*Not possible now: Nothing is running\.$/,
  );
  expect(await matrix.innerText()).toBe(before);
});

test('two tabs keep their own preference changes', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await a.goto('/#/lab?design=outbox');
  await b.goto('/#/lab?design=outbox');
  await expect(a.getByRole('button', { name: 'Step', exact: true })).toBeVisible();
  await expect(b.getByRole('button', { name: 'Step', exact: true })).toBeVisible();
  await b.getByRole('button', { name: 'As table' }).click();
  // Tab A's storage holds B's choice before A makes its own, as with any person moving between tabs. Within the few
  // milliseconds a write takes to reach another tab's storage, A's read-then-write could still carry the old field:
  // localStorage has no transactions, and no person switches tabs that fast.
  await expect
    .poll(() => a.evaluate(() => JSON.parse(localStorage.getItem('outbox-lab:view') ?? '{}').state?.timelineView))
    .toBe('table');
  await a.getByLabel('Language').selectOption('ja');
  // Tab A's choice reaches tab B, and B's reaches A, without either undoing the other.
  await expect(b.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(a.getByRole('button', { name: '表で表示' })).toHaveAttribute('aria-pressed', 'true');
  for (const page of [a, b]) {
    await page.reload();
    await expect(page.getByRole('button', { name: 'ステップ', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '表で表示' })).toHaveAttribute('aria-pressed', 'true');
  }
});

test('Back after a design change returns to the design before it, with its run', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox');
  await lab.submit('snack-7', '7');
  await lab.press('Step', 3);
  const outbox = new URL(await address(page)).hash;
  await lab.chooseDesign('Commit, then send');
  await expect(page.getByLabel('Design', { exact: true })).toHaveValue('commit-then-send');
  await lab.press('Back');
  await expect(page.getByLabel('Design', { exact: true })).toHaveValue('outbox');
  expect(new URL(await address(page)).hash).toBe(outbox);
  await lab.press('Forward');
  await expect(page.getByLabel('Design', { exact: true })).toHaveValue('commit-then-send');
});

test('the address follows the lab a moment after each change: a reload at once still opens the last Step, and a screen left at once stays left', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox');
  await lab.submit('snack-7', '7');
  await lab.press('Step', 3);
  // No waiting for the address: the page writes what is pending as it goes.
  await page.reload();
  await expect(lab.button('Step')).toBeVisible();
  expect(linkLog(await address(page)).applied).toEqual(['n:snack-7:7', 's', 's', 's']);

  // A Step and at once another screen: the lab's late write does not pull the address back to the lab.
  await lab.press('Step');
  await page.getByRole('link', { name: 'Explorer' }).click();
  await expect(page.getByRole('button', { name: 'Run explorer' })).toBeVisible();
  expect(new URL(await address(page)).hash).toMatch(/^#\/explorer/);
  // The lab link in the navigation still leads back to that Step.
  await page.getByRole('link', { name: 'Lab', exact: true }).click();
  await expect(lab.button('Step')).toBeVisible();
  expect(linkLog(await address(page)).applied).toEqual(['n:snack-7:7', 's', 's', 's', 's']);
});
