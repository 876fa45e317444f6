// No page scrolls sideways, on a laptop (1366×768) or a phone (390×844), in either language: the course home, the
// quiz, the answer key and the lab (every lesson is checked in lesson-sweep.spec.ts, on its one page load). Wide code,
// SQL, JSON and tables scroll inside their own box.
import { expect, test } from '@playwright/test';
import { overflow, settle, SIZES } from '../support/page-fit';

// Quizzes 11 and 12 quote SQL in a question and offer a JSON text with no space in it as a choice.
const PAGES = ['#/', '#/quiz?seed=1', '#/quiz?seed=11', '#/quiz?seed=12', '#/answers', '#/lab'];

for (const lang of ['en', 'ja'] as const) {
  for (const hash of PAGES) {
    test(`${lang}: ${hash} never scrolls sideways at 1366 px or on a phone`, async ({ page }) => {
      await page.setViewportSize(SIZES[0]);
      await page.goto(`/?lang=${lang}${hash}`);
      await expect(page.getByRole('main')).toBeVisible();
      // Every lab (and the course's engine) has loaded: until then pages grow as each one appears.
      await expect(page.getByRole('status').filter({ hasText: /SQLite/ })).toHaveCount(0, { timeout: 30_000 });
      if (hash === '#/lab')
        await expect(
          page.getByRole('button', { name: lang === 'en' ? 'Step' : 'ステップ', exact: true }),
        ).toBeVisible();
      if (hash === '#/answers')
        await expect(
          page.getByRole('status').filter({ hasText: lang === 'en' ? /^Every answer/ : /^以下の答えはすべて/ }),
        ).toBeVisible();
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await settle(page);
        const found = await overflow(page);
        expect(found.by, `${size.width} px: ${found.culprits.join(' | ')}`).toBeLessThanOrEqual(0);
      }
    });
  }
}
