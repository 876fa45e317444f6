// The control bar never changes height over a run, and a why-disabled explanation appears only when asked: on
// hover and keyboard focus, never because the learner's own click disabled the button under the pointer.
import { expect, test } from '@playwright/test';
import { LabPage } from './lab-page';

for (const lang of ['en', 'ja'] as const) {
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    test(`${lang} ${viewport.width}: the control bar keeps its height from ready, through steps, to Run to end`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/?lang=${lang}#/lab?design=outbox&log=n:snack-7:7`);
      const bar = page.getByRole('region', { name: lang === 'en' ? 'Controls' : '操作' });
      await expect(bar.getByRole('button', { name: lang === 'en' ? 'Step' : 'ステップ', exact: true })).toBeVisible();
      const heights: number[] = [];
      const measure = async () => heights.push((await bar.boundingBox())!.height);
      await measure();
      for (let i = 0; i < 4; i += 1) {
        await page.getByRole('button', { name: lang === 'en' ? 'Step' : 'ステップ', exact: true }).click();
        await measure();
      }
      await page.getByRole('button', { name: lang === 'en' ? 'Run to end' : '最後まで実行', exact: true }).click();
      await expect(page.getByRole('region', { name: lang === 'en' ? 'Verdict' : '判定' })).toContainText(/ok/);
      await measure();
      // The whole account is still announced: the status region holds more than the bar shows.
      await expect(bar.getByRole('status')).toContainText(/ok/);
      expect(Math.max(...heights) / Math.min(...heights), heights.join(', ')).toBeLessThanOrEqual(1.25);
    });
  }
}

test('no tooltip stays after Run to end: not under the pointer that pressed it, not once the pointer is elsewhere', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox');
  await lab.submit('snack-7', '7');
  const run = lab.button('Run to end');
  await run.click();
  await expect(run).toHaveAttribute('aria-disabled', 'true');
  // The pointer is still on the button its own click disabled: nothing covers the lab.
  await expect(page.getByRole('tooltip').filter({ visible: true })).toHaveCount(0);
  await page.mouse.move(5, 700);
  await expect(page.getByRole('tooltip').filter({ visible: true })).toHaveCount(0);
  // Asked for again — the pointer comes back — it explains.
  await run.hover();
  await expect(page.getByRole('tooltip').filter({ visible: true })).toHaveCount(1);
  await page.mouse.move(5, 700);
  await expect(page.getByRole('tooltip').filter({ visible: true })).toHaveCount(0);
});

test('a crash that worked leaves no explanation over the card or the panes', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox');
  await lab.submit('snack-7', '7');
  await lab.press('Crash relay');
  await expect(lab.button('Crash relay')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('tooltip').filter({ visible: true })).toHaveCount(0);
});

test('pressed from the keyboard, Run to end says at once why it now waits (focus stays on it)', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox');
  await lab.submit('snack-7', '7');
  const run = lab.button('Run to end');
  await run.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(run).toHaveAttribute('aria-disabled', 'true');
  await expect(run).toBeFocused();
  await expect(page.getByRole('tooltip').filter({ visible: true })).toHaveCount(1);
});
