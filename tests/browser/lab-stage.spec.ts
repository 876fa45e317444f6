// The stage: the picture of the system says in words what it draws — a lost ACK, a crashed relay, an open
// transaction — moves messages only when motion is welcome (axe: accessibility.spec.ts).
import { expect, test, type Page } from '@playwright/test';
import { LabPage } from './lab-page';

const stage = (lab: LabPage) => lab.region('System state');
/** The arrangement the stage shows at this width (the others are display: none). */
const picture = (page: Page) => page.locator('.stage svg:visible');

test('Outbox: an ACK lost during the run is said and drawn, until the next action', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox');
  await expect(stage(lab)).toContainText('Network: nothing in flight');
  await lab.submit('snack-7', '7');
  await expect(stage(lab)).toContainText('Client: request 1 (snack-7 × 7) waits for the order service');
  await lab.press('Drop ACK');
  await expect(stage(lab).getByRole('listitem').filter({ hasText: 'the next ACK will be lost' })).toBeVisible();
  await lab.press('Run to end');
  await expect(
    stage(lab).getByRole('listitem').filter({ hasText: 'ACK m2 lost on its way to the relay (snack-7)' }),
  ).toHaveCount(1);
  await expect(picture(page)).toHaveCount(1);
  await expect(picture(page).getByText('ACK m2 lost')).toBeVisible();
  await lab.submit('other-1', '1');
  await expect(stage(lab)).not.toContainText('lost on its way');
  await expect(picture(page).getByText('ACK m2 lost')).toHaveCount(0);
});

test('Crash relay: the stage says the relay crashed, and Restart brings it back', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox');
  await expect(stage(lab)).toContainText('Relay: running');
  await lab.press('Crash relay');
  await expect(stage(lab)).toContainText('Relay: crashed');
  await expect(picture(page).getByText('crashed')).toBeVisible();
  await lab.press('Restart relay');
  await expect(stage(lab)).toContainText('Relay: running');
});

test("steps into the order service's transaction: a transaction is open on the Order DB, until COMMIT", async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox');
  await lab.submit('snack-7', '7');
  await expect(stage(lab)).toContainText('Order DB: no open transaction');
  await lab.press('Step order service', 2);
  await expect(stage(lab)).toContainText('Order DB: transaction open (Order service)');
  await expect(picture(page).getByText('tx: Order service')).toBeVisible();
  await lab.press('Step order service', 4);
  await expect(stage(lab)).toContainText('Order DB: no open transaction');
});

test('Commit, then send: the relay is not in this design, and the order service sends the request itself', async ({
  page,
}) => {
  const lab = new LabPage(page);
  // Submitted, then the order service stepped up to and through its send line.
  await lab.open('#/lab?design=commit-then-send&log=n:snack-7:7,s:o,s:o,s:o,s:o,s:o,s:o');
  await expect(stage(lab)).toContainText('Relay: not in this design');
  await expect(stage(lab)).toContainText('In flight: request m1, Order service → Warehouse (snack-7)');
  await expect(picture(page).getByText('m1 request')).toBeVisible();
});

test('Japanese: the stage is named and worded in Japanese', async ({ page }) => {
  await page.goto('/?lang=ja#/lab?design=outbox&log=n:snack-7:7,c:r');
  const region = page.getByRole('region', { name: 'システムの状態', exact: true });
  await expect(region).toContainText('送信ループ：クラッシュして停止中');
  await expect(region).toContainText('クライアント：リクエスト 1(snack-7 × 7)が受付を待っている');
});

// The order service has committed snack-7; two relay steps put request m1 on the wire as the test watches.
const BEFORE_SEND = '#/lab?design=outbox&log=n:snack-7:7,s:o,s:o,s:o,s:o,s:o,s:o,s:o';

async function animationsAfterSend(page: Page) {
  const lab = new LabPage(page);
  await lab.open(BEFORE_SEND);
  await lab.press('Step relay', 2);
  await expect(stage(lab)).toContainText('In flight: request m1');
  const message = picture(page).locator('.stage-message');
  await expect(message).toHaveCount(1);
  return {
    animationName: await message.evaluate((el) => getComputedStyle(el).animationName),
    running: await stage(lab).evaluate((el) => el.getAnimations({ subtree: true }).length),
  };
}

test('prefers-reduced-motion: reduce — nothing on the stage moves', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { animationName, running } = await animationsAfterSend(page);
  expect(animationName).toBe('none');
  expect(running).toBe(0);
});

test('prefers-reduced-motion: no-preference — a new message glides in along its arrow', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const { animationName } = await animationsAfterSend(page);
  expect(animationName).toMatch(/^stage-glide-/);
});
