// What each connection reads around the order transaction, as a learner steps it in the browser.
import { expect, test } from '@playwright/test';
import { LabPage } from './lab-page';

test('outbox + inbox: before COMMIT only the order service sees its rows; a crash loses them; a resubmission commits them', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.open();
  await lab.chooseDesign('Outbox + inbox');
  await lab.submit('snack-7', '7');
  await lab.press('Step order service', 5);
  await expect(lab.nextLine('Order service')).toContainText('COMMIT');

  await expect.poll(() => lab.counts('independent connection')).toEqual([0, 0]);
  await expect.poll(() => lab.counts('order service connection')).toEqual([1, 1]);
  await expect(lab.rows('orders — order service connection').first()).toContainText('uncommitted');

  await lab.press('Crash order service');
  await expect(
    lab.page.getByRole('list', { name: 'Order service', exact: true }).locator('[aria-current="step"]'),
  ).toHaveCount(0);
  await expect(lab.button('Step order service')).toBeDisabled();
  await lab.press('Restart order service');
  await expect.poll(() => lab.counts('independent connection')).toEqual([0, 0]);
  await expect.poll(() => lab.counts('order service connection')).toEqual([0, 0]);

  await lab.submit('snack-7', '7');
  await lab.press('Step order service', 6);
  await expect(lab.status()).toContainText('COMMIT');
  await expect.poll(() => lab.counts('independent connection')).toEqual([1, 1]);
  await expect(lab.rows('orders — order service connection').first()).toContainText('committed');
});

test('a relay that polls during the open transaction reads nothing', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox');
  await lab.submit('snack-7', '7');
  await lab.press('Step order service', 5);
  await lab.press('Step relay');
  await expect(lab.status()).toContainText('no pending row');
  await lab.press('Step order service');
  await lab.press('Step relay');
  await expect(lab.status()).toContainText('reads pending evt-0001');
});

test('a lost ACK ends in the verdict each design predicts', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open();
  for (const [design, verdict, prepared] of [
    ['Outbox', 'duplicated', '14'],
    ['Outbox + inbox', 'ok', '7'],
  ] as const) {
    await lab.chooseDesign(design);
    await lab.submit('snack-7', '7');
    await lab.press('Drop ACK');
    await lab.press('Run to end');
    await expect(lab.region('Verdict')).toContainText(`Verdict: ${verdict}`);
    await expect.poll(() => lab.prepared('snack-7')).toBe(prepared);
    // The run has ended: nothing left in flight to lose.
    await expect(lab.button('Drop ACK')).toBeDisabled();
  }
  await expect(lab.rows('inbox — independent connection')).toHaveCount(1);
});
