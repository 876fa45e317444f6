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
  await labsLoaded(page);
}

/**
 * Every lab on the page (and the course's engine) has loaded: each says "… SQLite …" in a status while it loads, and
 * until then the page grows under the pointer as each one appears.
 */
export async function labsLoaded(page: Page, timeout?: number): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /SQLite/ })).toHaveCount(0, { timeout });
}

/** The words of a lesson page's prediction controls and folds, as a learner reads them in each language. */
export const LESSON_WORDS = {
  en: {
    check: 'Check prediction',
    skip: 'Skip this prediction',
    folded: 'check it, or skip it, to read on',
    skipped: /^Skipped, so not counted as right/,
    showAll: 'Show the whole lesson',
    restart: 'Start this lesson again',
  },
  ja: {
    check: '予想を確かめる',
    skip: 'この予想をスキップ',
    folded: '予想を確かめるか、スキップすると続きを読めます',
    skipped: /^スキップしました/,
    showAll: 'レッスン全体を表示',
    restart: 'このレッスンを最初からやり直す',
  },
} as const;
