// Every lesson in both languages, each opened once, with every per-lesson check run on that one page load: a check
// of a class of defect across the whole course is a function added to SWEEP, not a loop of page loads of its own.
// In order: the text after the first prediction waits until it is checked (English) or skipped (Japanese), counted
// in visible characters before and after; then, with the whole lesson shown, its Markdown tables render as tables and
// nothing makes the page scroll sideways at a laptop's or a phone's width.
import { expect, test, type Page } from '@playwright/test';
import { findDirectives } from '../../app/course/directives';
import { LESSON_FILES, type LessonFile } from '../support/lesson-files';
import { LESSON_WORDS, openLesson } from '../support/lesson-page';
import { overflow, settle, SIZES } from '../support/page-fit';

type Lang = 'en' | 'ja';

const UI = LESSON_WORDS;

/** What a reader can see of the article: innerText leaves out what is not rendered. */
const visibleChars = (page: Page) =>
  page.getByRole('article').evaluate((el) => (el as HTMLElement).innerText.replace(/\s+/g, '').length);

async function firstPredictionWaits(page: Page, { spec, en }: LessonFile, lang: Lang) {
  const first = findDirectives(en).find((d) => d.name === 'predict' && d.leaf)?.target ?? '';
  const prediction = spec.predictions[first];
  const group = page.getByRole('group', { name: prediction.question[lang], exact: true });
  const article = page.getByRole('article');
  await expect(article.getByText(UI[lang].folded).first()).toBeVisible();
  await expect(article).not.toContainText(prediction.explain[lang]);
  const before = await visibleChars(page);
  if (lang === 'en') {
    await group.getByRole('radio').first().check();
    await group.getByRole('button', { name: UI[lang].check }).click();
    await expect(group.getByRole('status')).toHaveText(/^(Your prediction held|Not what the lab reads)/);
  } else {
    await group.getByRole('button', { name: UI[lang].skip }).click();
    await expect(group.getByRole('status')).toHaveText(UI[lang].skipped);
  }
  // Focus moves to the result, which carries the explanation; the text that follows is there to read.
  await expect(group.getByRole('status')).toBeFocused();
  await expect(group.getByRole('status')).toContainText(prediction.explain[lang]);
  const after = await visibleChars(page);
  expect(after - before, `${before} → ${after} visible characters`).toBeGreaterThan(150);
}

async function tablesRenderAsTables(page: Page, { en }: LessonFile, lang: Lang) {
  const tables = (en.match(/^\|[-: |]+\|$/gm) ?? []).length;
  await page.getByRole('button', { name: UI[lang].showAll }).click();
  const text = await page.getByRole('article').evaluate((el) => (el as HTMLElement).innerText);
  expect(text.split('\n').filter((line) => /^\s*\|.*\|\s*$/.test(line))).toEqual([]);
  // A lesson table sits in its own scroll box; the labs' tables are inside their regions.
  expect(await page.locator('article > .table-scroll table, .lesson-fold > .table-scroll table').count()).toBe(tables);
}

/** With the whole lesson shown: no line of it makes the page scroll sideways, at 1366 px or on a phone. */
async function neverSideways(page: Page) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await settle(page);
    const found = await overflow(page);
    expect(found.by, `${size.width} px: ${found.culprits.join(' | ')}`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(SIZES[0]);
}

/** The checks each lesson page gets, in order: one that needs the folds closed comes before "Show the whole lesson". */
const SWEEP: readonly { name: string; run: (page: Page, lesson: LessonFile, lang: Lang) => Promise<void> }[] = [
  { name: 'the text after the first prediction waits for it', run: firstPredictionWaits },
  { name: 'Markdown tables render as tables', run: tablesRenderAsTables },
  { name: 'never scrolls sideways at 1366 px or on a phone', run: neverSideways },
];

for (const lesson of LESSON_FILES)
  for (const lang of ['en', 'ja'] as const)
    test(`${lesson.folder} (${lang}): ${SWEEP.map((c) => c.name).join('; ')}`, async ({ page }) => {
      await page.setViewportSize(SIZES[0]);
      await openLesson(page, lang, lesson.spec);
      for (const check of SWEEP) await test.step(check.name, () => check.run(page, lesson, lang));
    });
