// History as a tree in the page: Back and another action keep the old way, the scrubber reaches any step of it,
// and the link holds the current way only.
import { expect, test } from '@playwright/test';
import { address, LabPage } from './lab-page';

test('the old branch survives Back plus a new action and is reachable from the scrubber', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox');
  await lab.submit('snack-7', '7');
  await lab.press('Step', 6);
  const atSeven = await lab.region('Order DB').innerText();
  await lab.press('Back', 3);
  await lab.press('Crash relay');
  // The link is the current way only: no step of the old one is in it.
  expect(decodeURIComponent(await address(page))).toMatch(/log=n:snack-7:7,s\*3,c:r$/);

  const history = lab.region('History');
  const branch = history.getByRole('slider', { name: 'Branch 1: leaves this way after action 4, 7 in all' });
  await expect(branch).toHaveAttribute('aria-valuetext', 'After action 7 of 7: Step');
  await branch.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(branch).toHaveAttribute('aria-valuetext', 'After action 6 of 7: Step');
  await page.keyboard.press('ArrowRight');
  await history.getByRole('button', { name: 'Show step 7' }).click();
  await expect.poll(() => lab.region('Order DB').innerText()).toBe(atSeven);
  expect(decodeURIComponent(await address(page))).toMatch(/log=n:snack-7:7,s\*6$/);
  // The way with the crash is now the branch; the current way's slider scrubs within this one.
  await expect(
    history.getByRole('slider', { name: 'Branch 1: leaves this way after action 4, 5 in all' }),
  ).toBeVisible();
  const current = history.getByRole('slider', { name: 'This way: 7 actions' });
  await current.focus();
  await page.keyboard.press('Home');
  await expect(current).toHaveAttribute('aria-valuetext', 'At the start, before any of 7 actions');
  await expect(lab.button('Forward')).not.toHaveAttribute('aria-disabled', 'true');
  await expect(lab.rows('orders — independent connection')).toHaveCount(0);
});
