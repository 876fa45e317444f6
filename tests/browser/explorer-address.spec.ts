// The explorer's address holds the design picked, so a reload or a link shared from it opens the same design.
import { expect, test } from '@playwright/test';

test('the address follows the design picker, so a reload or a shared link opens the same design', async ({ page }) => {
  await page.goto('/?lang=en#/explorer?design=outbox&present=1');
  const picker = page.getByLabel('Design', { exact: true });
  const entries = await page.evaluate(() => history.length);
  await picker.selectOption({ label: 'Outbox + inbox' });
  await expect(page).toHaveURL(/#\/explorer\?design=outbox-inbox&present=1$/);
  await picker.selectOption({ label: 'Commit, then send' });
  await expect(page).toHaveURL(/#\/explorer\?design=commit-then-send&present=1$/);
  // Written in place: Back leaves the explorer rather than stepping through the picks.
  expect(await page.evaluate(() => history.length)).toBe(entries);
  await page.reload();
  await expect(picker).toHaveValue('commit-then-send');
  await page.getByRole('button', { name: 'Run explorer' }).click();
  await expect(page.getByRole('heading', { name: /Commit, then send/ })).toBeVisible({ timeout: 30_000 });
  // "All designs" has no address of its own: the last single design stays in it.
  await picker.selectOption({ label: 'All designs' });
  await expect(page).toHaveURL(/#\/explorer\?design=commit-then-send&present=1$/);
});

test('the address holds the run size too: a link opens the explorer with pairs or triples chosen', async ({ page }) => {
  await page.goto('/?lang=en#/explorer?design=outbox');
  const sizes = page.getByRole('group', { name: 'Faults in each run' });
  await sizes.getByRole('radio', { name: 'Every triple of faults (slowest)' }).check();
  await expect(page).toHaveURL(/#\/explorer\?design=outbox&faults=3$/);
  await page.getByLabel('Design', { exact: true }).selectOption({ label: 'Outbox + inbox' });
  await expect(page).toHaveURL(/#\/explorer\?design=outbox-inbox&faults=3$/);
  // With all designs picked, triples give way to pairs, and the address says so under the last single design.
  await page.getByLabel('Design', { exact: true }).selectOption({ label: 'All designs' });
  await expect(page).toHaveURL(/#\/explorer\?design=outbox-inbox&faults=2$/);
  await sizes.getByRole('radio', { name: 'One fault' }).check();
  await expect(page).toHaveURL(/#\/explorer\?design=outbox-inbox$/);
  await page.goto('/?lang=en#/explorer?design=commit-then-send&faults=2');
  await expect(page.getByRole('radio', { name: 'Every pair of faults (slower)' })).toBeChecked();
  await expect(page.getByLabel('Design', { exact: true })).toHaveValue('commit-then-send');
});

test('a run size the explorer cannot read says so, in English and in Japanese, and opens with one fault', async ({
  page,
}) => {
  await page.goto('/?lang=en#/explorer?design=outbox&faults=4');
  await expect(page.getByRole('alert')).toContainText(
    "That link's number of faults per run (faults=) could not be read",
  );
  await expect(page.getByRole('radio', { name: 'One fault' })).toBeChecked();
  await expect(page.getByLabel('Design', { exact: true })).toHaveValue('outbox');
  await page.goto('/?lang=ja#/explorer?design=outbox&faults=three');
  await expect(page.getByRole('alert')).toContainText('faults=)は読み取れませんでした');
  await expect(page.getByRole('radio', { name: '障害1つずつ' })).toBeChecked();
});
