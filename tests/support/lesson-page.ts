// Opening a lesson in the browser the way a learner meets it: its title shown, and every embedded lab loaded (until
// then the page grows under the pointer as each one appears).
import { expect, type Page } from '@playwright/test';

export async function openLesson(
  page: Page,
  lang: 'en' | 'ja',
  spec: { id: string; title: { en: string; ja: string } },
): Promise<void> {
  await page.goto(`/?lang=${lang}#/lessons/${spec.id}`);
  await expect(
    page.getByRole('article').getByRole('heading', { level: 2, name: spec.title[lang], exact: true }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('article')
      .getByRole('status')
      .filter({ hasText: /SQLite/ }),
  ).toHaveCount(0);
}
