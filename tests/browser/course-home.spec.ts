// The course home as a newcomer and as a returning learner sees it, in both languages: the lesson count read
// from the lessons, "Start here" to the first lesson, "Continue: <next unfinished lesson>" once progress exists
// (the quiz once every lesson is done), each lesson's one-sentence summary, the way to the answer key (axe: accessibility.spec.ts).
import { readdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { placeLesson } from '../../app/course/lesson-folder';
import type { LessonSpec, PlacedLessonSpec } from '../../app/course/lesson-spec';
import { encodeProgress, type LessonProgress, type Progress } from '../../app/course/progress';

async function lessonSpecs(): Promise<PlacedLessonSpec[]> {
  const folders = readdirSync('lessons', { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const specs = await Promise.all(
    folders.map(async (f) =>
      placeLesson(f.name, ((await import(`../../lessons/${f.name}/lesson.ts`)) as { default: LessonSpec }).default),
    ),
  );
  return specs.sort((a, b) => a.order - b.order);
}

const UI = {
  en: {
    count: (n: number) => `${n} short lessons`,
    start: 'Start here: ',
    continue: 'Continue: ',
    allDone: 'Every lesson done — take the quiz',
    instructors: /^For instructors/,
    code: 'Progress code to import',
    import: 'Import progress',
  },
  ja: {
    count: (n: number) => `全${n}回の短いレッスン`,
    start: 'ここから始める：',
    continue: '続きから：',
    allDone: 'すべてのレッスンを終えました。クイズに挑戦する',
    instructors: /^講師向け/,
    code: '読み込む進捗コード',
    import: '進捗を読み込む',
  },
} as const;

/** Every prediction made and every try solved: what lessonDone counts as done. */
const finished = (spec: LessonSpec): LessonProgress => ({
  predictions: Object.fromEntries(Object.keys(spec.predictions).map((id) => [id, 'held'])),
  tries: Object.fromEntries(Object.keys(spec.tries).map((id) => [id, 'solved'])),
});

async function importProgress(page: Page, lang: 'en' | 'ja', progress: Progress) {
  await page.getByLabel(UI[lang].code, { exact: true }).fill(encodeProgress(progress));
  await page.getByRole('button', { name: UI[lang].import, exact: true }).click();
}

for (const lang of ['en', 'ja'] as const) {
  test(`${lang}: a newcomer starts at lesson 1; a returning learner continues at the next unfinished lesson`, async ({
    page,
  }) => {
    const specs = await lessonSpecs();
    await page.goto(`/?lang=${lang}#/`);
    await expect(page.getByRole('main')).toContainText(UI[lang].count(specs.length));

    const start = page.getByRole('link', { name: `${UI[lang].start}${specs[0].title[lang]}` });
    await expect(start).toHaveAttribute('href', `#/lessons/${specs[0].id}`);
    await expect(page.getByRole('link', { name: new RegExp(`^${UI[lang].continue}`) })).toHaveCount(0);

    // Each lesson's line says what it covers.
    const list = page.getByRole('main').getByRole('list').first();
    for (const spec of specs) {
      const item = list
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: spec.title[lang], exact: true }) });
      if (spec.summary) await expect(item).toContainText(spec.summary[lang]);
    }

    // Part-way through lesson 1: go on with it.
    const firstPrediction = Object.keys(specs[0].predictions)[0];
    await importProgress(page, lang, {
      lessons: { [specs[0].id]: { predictions: { [firstPrediction]: 'held' }, tries: {} } },
      quizBest: null,
    });
    await expect(page.getByRole('link', { name: `${UI[lang].continue}${specs[0].title[lang]}` })).toHaveAttribute(
      'href',
      `#/lessons/${specs[0].id}`,
    );
    await expect(page.getByRole('link', { name: new RegExp(`^${UI[lang].start}`) })).toHaveCount(0);

    // Lessons 1 and 3 done, lesson 2 never opened: the learner left off after lesson 3, so lesson 4 is next.
    await importProgress(page, lang, {
      lessons: { [specs[0].id]: finished(specs[0]), [specs[2].id]: finished(specs[2]) },
      quizBest: null,
    });
    await expect(page.getByRole('link', { name: `${UI[lang].continue}${specs[3].title[lang]}` })).toHaveAttribute(
      'href',
      `#/lessons/${specs[3].id}`,
    );

    // Every lesson done: the quiz is what is left.
    await importProgress(page, lang, {
      lessons: Object.fromEntries(specs.map((s) => [s.id, finished(s)])),
      quizBest: null,
    });
    await expect(page.getByRole('link', { name: UI[lang].allDone })).toHaveAttribute('href', '#/quiz');

    await page.getByRole('link', { name: UI[lang].instructors }).click();
    await expect(page).toHaveURL(/#\/answers$/);
  });
}
