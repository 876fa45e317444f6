// A long link replays under a progress bar that says what it is doing and can be cancelled; cancelled, the lab is
// as it was. Opened again, the same link comes from the replay saved in this browser (IndexedDB) and shows the very
// same state, Back included. Everything is found by role and name.
import { expect, test, type Page } from '@playwright/test';
import { address, LabPage } from './lab-page';

/** A link of `n` orders and a Run to end: long enough to replay for seconds on a busy test machine. */
const longLink = (n: number) =>
  `#/lab?design=outbox&log=${Array.from({ length: n }, (_, i) => `n:o-${i}:1`).join(',')},e`;

/** What the lab shows that a replay decides: every table's rows, the status line, the verdict. */
async function shown(page: Page) {
  return {
    tables: await page.getByRole('table').allInnerTexts(),
    status: await new LabPage(page).status().innerText(),
    verdict: await page.getByRole('region', { name: 'Verdict', exact: true }).innerText(),
  };
}

test('a long link replays under a named progress bar; Cancel (by keyboard) leaves the running lab as it was', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox');
  await lab.submit('kept-1', '7');
  await lab.press('Step', 3);
  await expect.poll(() => address(page)).toContain('log=n%3Akept-1%3A7%2Cs*3');
  const before = await shown(page);
  const where = await address(page);

  // A later link, followed in the running lab.
  await page.evaluate((hash) => (location.hash = hash), longLink(3000));
  const bar = page.getByRole('progressbar', { name: 'Replaying the link' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuemax', '100');
  await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(page.getByText(/^Replaying the link: action [\d,]+ of 3,001/)).toBeVisible();

  const cancel = page.getByRole('button', { name: 'Cancel', exact: true });
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(bar).toBeHidden();
  await expect(page.getByRole('alert')).toContainText('The link was not opened');
  expect(await shown(page)).toEqual(before);
  expect(await address(page)).toBe(where);
  // The lab still works as before: one more Step is one more action of the same run.
  await lab.press('Step');
  await expect.poll(() => address(page)).toContain('log=n%3Akept-1%3A7%2Cs*4');

  // Asked again, the link opens after all.
  await page.getByRole('button', { name: 'Open the link again' }).click();
  await expect(lab.status()).toHaveText('Link opened.', { timeout: 60_000 });
  await expect(bar).toBeHidden();
  await expect.poll(() => address(page)).toContain('o-2999%3A1%2Ce');
});

test('a long first link cancelled opens its design with no steps, and says how to open it', async ({ page }) => {
  await page.goto(`/${longLink(3000)}`);
  const bar = page.getByRole('progressbar', { name: 'Replaying the link' });
  await expect(bar).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('The link was not opened');
  const lab = new LabPage(page);
  await expect(lab.status()).toHaveText('Lab ready.');
  await expect(page.getByLabel('Design', { exact: true })).toHaveValue('outbox');
  expect(await lab.rows('orders — independent connection').count()).toBe(0);
});

test('the second opening of a long link comes from the saved replay: the same state, and Back the same', async ({
  context,
}) => {
  const link = longLink(1000);
  const first = await context.newPage();
  await first.goto(`/${link}`);
  await expect(new LabPage(first).status()).toHaveText('Lab ready, 1,001 actions already taken.', { timeout: 60_000 });
  // Counts this large read in the learner's number format: the panes' count lines, the verdict's evidence and the
  // history.
  await expect(first.getByText('Showing the newest 20 of 1,000 rows.').first()).toBeVisible();
  await expect(first.getByRole('slider', { name: 'This way: 1,001 actions' })).toBeAttached();
  await expect(first.getByRole('button', { name: 'Show all 1,000 orders' })).toBeVisible();
  const replayed = await shown(first);
  // Saved after the lab is on screen: wait until IndexedDB holds it.
  await expect
    .poll(() =>
      first.evaluate(
        () =>
          new Promise<number>((resolve) => {
            // No version: reading must never create the database the lab creates.
            const open = indexedDB.open('outbox-lab-replays');
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('entries')) return (resolve(0), db.close());
              const count = db.transaction('entries').objectStore('entries').count();
              count.onsuccess = () => (resolve(count.result), db.close());
            };
            open.onerror = () => resolve(0);
          }),
      ),
    )
    .toBe(1);
  await new LabPage(first).press('Back');
  const replayedBack = await shown(first);

  const second = await context.newPage();
  await second.goto(`/${link}`);
  await expect(new LabPage(second).status()).toHaveText('Lab ready, 1,001 actions already taken.');
  expect(await second.evaluate(() => performance.getEntriesByName('outbox-lab:replay-restored').length)).toBe(1);
  expect(await shown(second)).toEqual(replayed);
  await new LabPage(second).press('Back');
  expect(await shown(second)).toEqual(replayedBack);
});
