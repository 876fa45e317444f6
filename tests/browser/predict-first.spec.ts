// Predict first (every lesson's first fold, in both languages, is checked in lesson-sweep.spec.ts): a skip is
// shown as skipped, never as right; "Show the whole lesson" opens every fold and "Start this lesson again" closes
// them; a lesson lab's Reset returns to the lesson's state; a try counts only in its own lab.
import { expect, test, type Page } from '@playwright/test';
import { LESSON_FILES as LESSONS } from '../support/lesson-files';
import { LESSON_WORDS, openLesson as openSpecLesson } from '../support/lesson-page';

const specOf = (id: string) => LESSONS.find((l) => l.spec.id === id)!.spec;

const UI = LESSON_WORDS;

const openLesson = (page: Page, lang: 'en' | 'ja', id: string) => openSpecLesson(page, lang, specOf(id));

test('a skip counts as answered, never as right; "Show the whole lesson" opens every fold, "Start this lesson again" closes them', async ({
  page,
}) => {
  const { spec } = LESSONS[3];
  await openLesson(page, 'en', spec.id);
  const folded = page.getByRole('article').getByText(UI.en.folded);
  const closed = await folded.count();
  expect(closed).toBeGreaterThan(0);
  await page.getByRole('button', { name: UI.en.showAll }).click();
  await expect(page.getByRole('button', { name: UI.en.showAll })).toHaveAttribute('aria-pressed', 'true');
  await expect(folded).toHaveCount(0);
  await page.getByRole('button', { name: UI.en.showAll }).click();
  await expect(folded).toHaveCount(closed);

  for (const p of Object.values(spec.predictions)) {
    const group = page.getByRole('group', { name: p.question.en, exact: true });
    if (await group.isVisible()) {
      await group.getByRole('button', { name: UI.en.skip }).click();
      await expect(group.getByRole('status')).toHaveText(UI.en.skipped);
      await expect(group.getByRole('status')).not.toHaveText(/held/);
    }
  }
  await expect(folded).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByRole('article').getByRole('heading', { level: 2, name: spec.title.en, exact: true }),
  ).toBeVisible();
  await expect(folded).toHaveCount(0);
  await page.getByRole('button', { name: UI.en.restart }).click();
  await expect(page.getByRole('article').getByRole('status').filter({ hasText: 'Lesson started again' })).toBeVisible();
  await expect(folded).toHaveCount(closed);
});

test('a lab at the moment a prediction asks about keeps its answer covered until that prediction is answered', async ({
  page,
}) => {
  const lesson = specOf('crash-points');
  await openLesson(page, 'en', lesson.id);
  const owner = page.getByRole('group', { name: lesson.predictions['owner-before-commit'].question.en, exact: true });
  const independent = page.getByRole('group', {
    name: lesson.predictions['independent-before-commit'].question.en,
    exact: true,
  });
  const lab = page.getByRole('region', { name: `Lab: ${lesson.presets['before-inserts'].title.en}`, exact: true });
  await owner.getByRole('radio', { name: '1 row' }).check();
  await owner.getByRole('button', { name: 'Check prediction' }).click();
  // The owner's answer shows; the independent connection's orders, asked about next, is covered.
  await expect(
    lab.getByRole('table', { name: 'orders — order service connection', exact: true }).locator('tbody tr'),
  ).toHaveCount(1);
  await expect(lab.getByRole('table', { name: 'orders — independent connection', exact: true })).toHaveCount(0);
  await expect(lab.getByText('Covered until you answer the prediction about this moment.')).toBeVisible();
  await independent.getByRole('radio', { name: '0 rows' }).check();
  await independent.getByRole('button', { name: 'Check prediction' }).click();
  await expect(lab.getByRole('table', { name: 'orders — independent connection', exact: true })).toBeVisible();
  await expect(lab.getByText('Covered until you answer the prediction about this moment.')).toHaveCount(0);
});
