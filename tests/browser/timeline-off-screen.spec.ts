// The timeline below the fold catches up in the frame after a Step's (the Step paints what is on screen first); on
// screen it follows in the Step's own frame. Either way nobody finds it behind: read without scrolling, it shows the
// Step's events a moment later.
import { expect, test, type Page } from '@playwright/test';
import { LabPage } from './lab-page';

const events = (page: Page) => page.getByRole('list', { name: 'Events, oldest first', exact: true });
const rowCount = async (page: Page) =>
  Number(await events(page).getByRole('listitem').first().getAttribute('aria-setsize'));

/** Clicks the bar's Step and, once the next frame is painted, reads how many rows the diagram has. */
const stepThenRead = (page: Page) =>
  page.evaluate(async () => {
    const step = [...document.querySelectorAll('button')].find(
      (b) => b.textContent === 'Step' && !b.hasAttribute('aria-label'),
    )!;
    step.click();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const row = document.querySelector('[aria-label="Events, oldest first"] li');
    return Number(row?.getAttribute('aria-setsize'));
  });

test.use({ viewport: { width: 1366, height: 768 } });

test('below the fold the timeline shows a Step a frame later; on screen, in the Step’s own frame', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox');
  await lab.submit('snack-7', '7');
  const timeline = page.getByRole('group', { name: 'Timeline' });
  // At 1366×768 the timeline starts below the fold.
  expect((await timeline.boundingBox())!.y).toBeGreaterThan(768);

  const before = await rowCount(page);
  await stepThenRead(page);
  // Not scrolled to, it has the Step's events all the same, a moment later.
  await expect.poll(() => rowCount(page), { timeout: 1_000 }).toBeGreaterThan(before);
  expect(await page.evaluate(() => scrollY)).toBe(0);

  await timeline.scrollIntoViewIfNeeded();
  await expect.poll(() => timeline.evaluate((el) => el.getBoundingClientRect().top < innerHeight)).toBe(true);
  const shown = await rowCount(page);
  expect(await stepThenRead(page)).toBeGreaterThan(shown);
});
