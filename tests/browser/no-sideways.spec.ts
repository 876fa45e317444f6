// No page scrolls sideways, on a laptop (1366×768) or a phone (390×844), in either language: every lesson, the
// course home, the quiz, the answer key and the lab. Wide code, SQL, JSON and tables scroll inside their own box.
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/** Every lesson folder's id, read from its lesson.ts: a new lesson is checked without touching this test. */
const LESSON_IDS = readdirSync('lessons', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => /^\s*id:\s*'([a-z0-9-]+)'/m.exec(readFileSync(`lessons/${entry.name}/lesson.ts`, 'utf8'))?.[1])
  .filter((id): id is string => !!id);

// Quizzes 11 and 12 quote SQL in a question and offer a JSON text with no space in it as a choice.
const PAGES = [
  '#/',
  '#/quiz?seed=1',
  '#/quiz?seed=11',
  '#/quiz?seed=12',
  '#/answers',
  '#/lab',
  ...LESSON_IDS.map((id) => `#/lessons/${id}`),
];
const SIZES = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];

/** How far the page reaches past the window, and the outermost elements that reach there (for the failure message). */
function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    // An element inside a box that clips or scrolls sideways does not widen the page, however wide it is.
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !clipped(el))
      .filter((el, _, all) => !all.some((other) => other !== el && other.contains(el)))
      .slice(0, 5)
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.className}"> ${(el.textContent ?? '').slice(0, 60)}`);
    return { by: root.scrollWidth - width, culprits };
  });
}

/**
 * Two frames: layout after a resize (container queries, observers) has settled. A second at most: once in CI a
 * resized headless page gave no frame for half a minute, and the test timed out waiting for one (the page itself was
 * fine). Reading the overflow lays the page out in any case.
 */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((done) => {
        requestAnimationFrame(() => requestAnimationFrame(done));
        setTimeout(done, 1_000);
      }),
  );

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
