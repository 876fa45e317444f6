// Bad input: every rule gets a specific message at its field, and nothing reaches the lab.
import { expect, test } from '@playwright/test';
import { address, LabPage } from './lab-page';

const CASES: [string, string, 'Order ID' | 'Quantity', RegExp][] = [
  ['', '7', 'Order ID', /Enter an order ID/],
  ['a'.repeat(65), '7', 'Order ID', /at most 64 characters; this one has 65/],
  ['注文7', '7', 'Order ID', /Use only ASCII letters/],
  ['snack 7', '7', 'Order ID', /Use only ASCII letters/],
  ['snack-7', 'true', 'Quantity', /whole number such as 7 — not “true”/],
  ['snack-7', '"7"', 'Quantity', /whole number/],
  ['snack-7', '7.5', 'Quantity', /whole number/],
  ['snack-7', 'NaN', 'Quantity', /whole number/],
  ['snack-7', '0', 'Quantity', /from 1 to 1000; 0 is outside/],
  ['snack-7', '1001', 'Quantity', /from 1 to 1000; 1001 is outside/],
];

test('each broken rule is named at its field and nothing is written', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open();
  for (const [id, quantity, field, message] of CASES) {
    await lab.submit(id, quantity);
    const input = page.getByLabel(field, { exact: true });
    await expect(input, `${id} / ${quantity}`).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(message);
  }
  await expect(lab.region('Timeline')).toContainText('Nothing has happened yet');
  expect(await address(page)).not.toContain('log=');
});

test('the same id with another quantity is a Conflict that shows the existing order', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open();
  await lab.submit('snack-7', '7');
  await lab.press('Run to end');
  await lab.submit('snack-7', '8');
  await lab.press('Run to end');
  await expect(page.getByRole('list', { name: 'Responses to the client, newest first' })).toContainText(
    '409 Conflict: snack-7 already exists with quantity 7, not 8',
  );
  await expect(lab.rows('orders — independent connection')).toHaveCount(1);
});

test('a control that cannot act now is disabled and says why', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open();
  const restart = lab.button('Restart relay');
  await expect(restart).toBeDisabled();
  await expect(restart).toHaveAccessibleDescription(/only a crashed process can be restarted/);
  await restart.click({ force: true });
  await expect(lab.status()).toContainText('Not possible now');
  await lab.press('Crash warehouse');
  await expect(lab.button('Step warehouse')).toHaveAccessibleDescription(/has crashed; restart it first/);
});

test('on a phone, tapping a control that cannot act says why in the status line', async ({ browser }) => {
  // A tap focuses the button first, which shows its reason; the reason must not catch the click that follows.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const lab = new LabPage(page);
  await lab.open();
  await lab.button('Step').tap({ force: true });
  await expect(lab.status()).toContainText('Not possible now: Nothing can move');
  await context.close();
});

test('a malformed link opens a clean lab with a visible notice', async ({ page }) => {
  const lab = new LabPage(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await lab.open("#/lab?design=outbox&log=n:x';DROP TABLE orders;--:7");
  await expect(page.getByRole('alert')).toContainText("This link's steps could not be read");
  await expect(page.getByLabel('Design', { exact: true })).toHaveValue('outbox');
  await expect(lab.region('Timeline')).toContainText('Nothing has happened yet');
  await lab.open('#/lab?design=nope');
  await expect(page.getByRole('alert')).toContainText('names a design the lab does not have');
  expect(errors).toEqual([]);
});
