// Links reproduce state; the keyboard alone runs the lab; the page speaks Japanese too (axe: accessibility.spec.ts).
import { expect, test, type Page } from '@playwright/test';
import { address, LabPage } from './lab-page';

async function picture(lab: LabPage) {
  const events = lab.region('Timeline').getByRole('list', { name: 'Events, oldest first' });
  // Below the fold the timeline shows a change a frame later, busy until then.
  await expect(events).not.toHaveAttribute('aria-busy', 'true');
  return {
    timeline: await events.innerText(),
    order: await lab.region('Order DB').innerText(),
    warehouse: await lab.region('Warehouse DB').innerText(),
    verdict: await lab.region('Verdict').innerText(),
  };
}

test('a copied link reproduces the same timeline and tables in a new page', async ({ page, context }) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox');
  await lab.submit('snack-7', '7');
  await lab.press('Step', 6);
  await lab.press('Drop ACK');
  await lab.press('Step relay', 2);
  await lab.press('Crash warehouse');
  const before = await picture(lab);
  const link = await address(page);
  expect(link).toContain('log=');

  const other = new LabPage(await context.newPage());
  await other.page.goto(link);
  await expect(other.button('Step')).toBeVisible();
  expect(await picture(other)).toEqual(before);
});

test('Back replays to the previous state and Forward returns', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox');
  await lab.submit('snack-7', '7');
  await lab.press('Step', 3);
  const atThree = await picture(lab);
  await lab.press('Step', 2);
  await lab.press('Back', 2);
  expect(await picture(lab)).toEqual(atThree);
  await lab.press('Forward', 2);
  await expect(lab.nextLine('Order service')).toContainText('COMMIT');
});

async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 120; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const label = el?.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
      return (label ?? el?.textContent ?? '').trim();
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test('the lab can be driven end to end by keyboard alone', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open();
  await tabTo(page, 'Design');
  await page.keyboard.press('ArrowUp'); // Outbox + inbox → Outbox
  await expect(page.getByLabel('Design', { exact: true })).toHaveValue('outbox');
  await tabTo(page, 'Submit order');
  await page.keyboard.press('Enter');
  await tabTo(page, 'Drop ACK');
  await page.keyboard.press('Enter');
  await tabTo(page, 'Run to end');
  await page.keyboard.press('Enter');
  await expect(lab.region('Verdict')).toContainText('Verdict: duplicated');
  await tabTo(page, 'Back');
  await page.keyboard.press('Enter');
  await expect(lab.region('Verdict')).toContainText('No verdict yet');
});

test('?lang=ja shows the lab in Japanese', async ({ page }) => {
  await page.goto('/?lang=ja#/lab');
  await expect(page.getByRole('button', { name: 'ステップ', exact: true })).toBeVisible();
  await expect(page.getByLabel('設計', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: '受付DB' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});

test('switching the language keeps the lab where the learner left it', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox');
  await lab.submit('snack-7', '7');
  await lab.press('Step', 4);
  await lab.press('Back');
  const link = await address(page);
  await page.getByLabel('Language').selectOption('ja');
  await expect(page.getByRole('button', { name: 'ステップ', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '進む', exact: true })).not.toHaveAttribute('aria-disabled', 'true');
  expect((await address(page)).replace(/&lang=\w+/, '')).toBe(link.replace(/&lang=\w+/, ''));
  await expect(page.getByRole('list', { name: '受付', exact: true }).locator('[aria-current="step"]')).toContainText(
    'INSERT INTO orders',
  );
});
