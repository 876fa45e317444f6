// Two labs on one page (#/compare): each is stepped on its own, shows its own databases, and neither
// touches the address bar.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { address } from './lab-page';

/** One embedded lab, found by its region's name; everything inside by role and name, as on #/lab. */
class EmbeddedLab {
  readonly root: Locator;
  constructor(page: Page, title: string) {
    this.root = page.getByRole('region', { name: `Lab: ${title}`, exact: true });
  }
  button(name: string) {
    return this.root.getByRole('button', { name, exact: true });
  }
  async press(name: string, times = 1) {
    for (let i = 0; i < times; i += 1) await this.button(name).click();
  }
  async submit(orderId: string, quantity: string) {
    await this.root.getByLabel('Order ID').fill(orderId);
    await this.root.getByLabel('Quantity').fill(quantity);
    await this.button('Submit order').click();
  }
  rows(caption: string) {
    return this.root.getByRole('table', { name: caption, exact: true }).locator('tbody tr');
  }
  nextLine(process: string) {
    return this.root.getByRole('list', { name: process, exact: true }).locator('[aria-current="step"]');
  }
}

test('two labs on one page are stepped independently, each on its own databases, and the address bar stays put', async ({
  page,
}) => {
  await page.goto('/#/compare?left=outbox&right=outbox-inbox');
  const left = new EmbeddedLab(page, 'left');
  const right = new EmbeddedLab(page, 'right');
  await expect(left.button('Step')).toBeVisible();
  await expect(right.button('Step')).toBeVisible();
  const before = await address(page);
  await expect(left.root.getByLabel('Design', { exact: true })).toHaveValue('outbox');
  await expect(right.root.getByLabel('Design', { exact: true })).toHaveValue('outbox-inbox');

  // Left: an order, stepped into its open transaction. Right: untouched.
  await left.submit('snack-7', '7');
  await left.press('Step', 4);
  await expect(left.nextLine('Order service')).toContainText('INSERT INTO outbox');
  await expect(right.nextLine('Order service')).toContainText('await nextRequest');
  await expect(left.rows('orders — order service connection')).toHaveCount(1);
  await expect(left.rows('orders — independent connection')).toHaveCount(0);
  await expect(right.rows('orders — order service connection')).toHaveCount(0);

  // Right: another order, run to the end; left's transaction is still open and its rows unchanged.
  await right.submit('gum-2', '2');
  await right.press('Run to end');
  await expect(right.root.getByRole('region', { name: 'Verdict' })).toContainText('Verdict: ok');
  await expect(right.rows('orders — independent connection')).toHaveText([/gum-2/]);
  await expect(right.rows('inbox — independent connection')).toHaveCount(1);
  await expect(left.rows('orders — independent connection')).toHaveCount(0);
  await expect(left.rows('orders — order service connection')).toHaveText([/snack-7/]);

  // Left finishes with a lost ACK: duplicated there, while right's verdict stays ok.
  await left.press('Step', 2);
  await left.press('Step', 2);
  await left.press('Drop ACK');
  await left.press('Run to end');
  await expect(left.root.getByRole('region', { name: 'Verdict' })).toContainText('Verdict: duplicated');
  await expect(right.root.getByRole('region', { name: 'Verdict' })).toContainText('Verdict: ok');
  expect(await address(page)).toBe(before);

  // Back in one lab moves only that lab.
  await right.press('Back');
  await expect(right.root.getByRole('region', { name: 'Verdict' })).toContainText(
    'No verdict yet: the run has not come to rest',
  );
  await expect(left.root.getByRole('region', { name: 'Verdict' })).toContainText('duplicated');
  expect(await address(page)).toBe(before);
});
