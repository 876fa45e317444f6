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
