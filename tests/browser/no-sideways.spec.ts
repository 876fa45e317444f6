// No page scrolls sideways, on a laptop (1366×768) or a phone (390×844), in either language: the course home, the
// quiz, the answer key and the lab (every lesson is checked in lesson-sweep.spec.ts, on its one page load). Wide code,
// SQL, JSON and tables scroll inside their own box. The pages of one language follow one another on one page load:
// each address differs only after `#`.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { labsLoaded } from '../support/lesson-page';
import { overflow, settle, SIZES } from '../support/page-fit';

type Lang = 'en' | 'ja';
const quizWords = (lang: Lang) => JSON.parse(readFileSync(`app/ui/i18n/${lang}-quiz.json`, 'utf8'));

// Quizzes 11 and 12 quote SQL in a question and offer a JSON text with no space in it as a choice.
const PAGES = ['#/', '#/quiz?seed=1', '#/quiz?seed=11', '#/quiz?seed=12', '#/answers', '#/lab'];

/** Waits until the screen at `hash` is the one shown, whole: what only that screen shows is on the page. */
async function ready(page: Page, lang: Lang, hash: string) {
  await expect(page.getByRole('main')).toBeVisible();
  await labsLoaded(page, 30_000);
  const seed = /^#\/quiz\?seed=(\d+)$/.exec(hash)?.[1];
  if (hash === '#/')
    await expect(page.getByRole('link', { name: lang === 'en' ? /^For instructors/ : /^講師向け/ })).toBeVisible();
  else if (seed)
    await expect(
      // "· quiz 11": the quiz's own number ends the line, so quiz 1 is not mistaken for quiz 11.
      page.getByText(new RegExp(`(^|[\\s·])${(quizWords(lang).seed as string).replace('{{seed}}', seed)}$`)),
    ).toBeVisible();
  else if (hash === '#/answers')
    await expect(
      page.getByRole('status').filter({ hasText: lang === 'en' ? /^Every answer/ : /^以下の答えはすべて/ }),
    ).toBeVisible();
  else await expect(page.getByRole('button', { name: lang === 'en' ? 'Step' : 'ステップ', exact: true })).toBeVisible();
}

for (const lang of ['en', 'ja'] as const) {
  test(`${lang}: the course home, three quizzes, the answer key and the lab never scroll sideways at 1366 px or on a phone`, async ({
    page,
  }) => {
    test.setTimeout(PAGES.length * 30_000);
    for (const hash of PAGES)
      await test.step(hash, async () => {
        await page.setViewportSize(SIZES[0]);
        await page.goto(`/?lang=${lang}${hash}`);
        await ready(page, lang, hash);
        for (const size of SIZES) {
          await page.setViewportSize(size);
          await settle(page);
          const found = await overflow(page);
          expect(found.by, `${hash} at ${size.width} px: ${found.culprits.join(' | ')}`).toBeLessThanOrEqual(0);
        }
      });
  });
}
