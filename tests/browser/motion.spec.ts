// prefers-reduced-motion is honoured: with it, nothing in the lab transitions or scrolls smoothly.
import { expect, test } from '@playwright/test';
import { LabPage } from './lab-page';

for (const [motion, expected] of [
  ['reduce', '0s'],
  ['no-preference', '0.2s'],
] as const) {
  test(`prefers-reduced-motion: ${motion}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: motion });
    const lab = new LabPage(page);
    await lab.open();
    await lab.submit('snack-7', '7');
    await lab.press('Step');
    const line = lab.nextLine('Order service');
    expect(await line.evaluate((el) => getComputedStyle(el).transitionDuration.split(',')[0])).toBe(expected);
    const timeline = page.getByRole('group', { name: 'Timeline' });
    expect(await timeline.evaluate((el) => getComputedStyle(el).scrollBehavior)).toBe(
      motion === 'reduce' ? 'auto' : 'smooth',
    );
  });
}
