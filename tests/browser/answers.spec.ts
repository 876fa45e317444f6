// The answer key (#/answers), as an instructor uses it, in both languages: every lesson headed, every prediction
// answered by the engine and every try's solution reaching its goal; an answer's link opens the state that shows
// it; reached from the course home (axe: accessibility.spec.ts).
import { readdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { placeLesson } from '../../app/course/lesson-folder';
import type { LessonSpec, PlacedLessonSpec } from '../../app/course/lesson-spec';
import lostAck from '../../lessons/06-lost-ack/lesson';
import { LabPage } from './lab-page';

async function lessonSpecs(): Promise<PlacedLessonSpec[]> {
  const folders = readdirSync('lessons', { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const specs = await Promise.all(
    folders.map(async (f) =>
      placeLesson(f.name, ((await import(`../../lessons/${f.name}/lesson.ts`)) as { default: LessonSpec }).default),
    ),
  );
  return specs.sort((a, b) => a.order - b.order);
}

const LOST_ACK = placeLesson('06-lost-ack', lostAck);
const UI = {
  en: {
    heading: 'Answer key for instructors',
    done: /^Every answer below was read from the engine/,
    lesson: (s: PlacedLessonSpec) => `Lesson ${s.order}: ${s.title.en}`,
    predictions: 'Predictions',
    tries: 'Try it',
    pending: 'computing…',
    failed: 'could not play',
    reached: '✔ The engine reaches the goal this way.',
    answerAt: "Answer's state",
    from: 'Starting state',
    duplicated: 'duplicated',
    prepared14: 'prepared 14',
    arm: 'Arm a fault: Crash relay before line 4',
    run: 'Run to end',
  },
  ja: {
    heading: '講師向けの解答一覧',
    done: /^以下の答えはすべて/,
    lesson: (s: PlacedLessonSpec) => `レッスン${s.order}：${s.title.ja}`,
    predictions: '予想',
    tries: 'やってみよう',
    pending: '計算中…',
    failed: '再現できません',
    reached: '✔ この手順でエンジンは目標に届きます。',
    answerAt: '答えの状態',
    from: '始めの状態',
    duplicated: 'duplicated(重複)',
    prepared14: '準備数量 14',
    arm: '障害を予約：4行目の前で送信ループをクラッシュ',
    run: '最後まで実行',
  },
} as const;

/** A row header starts with its question (then says what to do after the lesson's state). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

async function openAnswers(page: Page, lang: 'en' | 'ja') {
  await page.goto(`/?lang=${lang}#/answers`);
  await expect(page.getByRole('heading', { level: 2, name: UI[lang].heading })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: UI[lang].done })).toBeVisible({ timeout: 30_000 });
}

for (const lang of ['en', 'ja'] as const) {
  test(`${lang}: every lesson's predictions are answered by the engine and every solution reaches its goal`, async ({
    page,
  }) => {
    const specs = await lessonSpecs();
    await openAnswers(page, lang);
    const main = page.getByRole('main');
    await expect(main).not.toContainText(UI[lang].pending);
    await expect(main).not.toContainText(UI[lang].failed);
    for (const spec of specs) {
      const section = main.getByRole('region', { name: UI[lang].lesson(spec), exact: true });
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(UI[lang].lesson(spec));
      const predictions = Object.values(spec.predictions);
      if (predictions.length > 0) {
        const rows = section.getByRole('table', { name: UI[lang].predictions, exact: true }).getByRole('row');
        // One header row, then one row per prediction, headed by its question, with both of its states linked.
        await expect(rows).toHaveCount(predictions.length + 1);
        for (const p of predictions) {
          const row = rows.filter({ has: page.getByRole('rowheader', { name: startsWith(p.question[lang]) }) });
          await expect(row.getByRole('link', { name: UI[lang].answerAt, exact: true })).toHaveAttribute(
            'href',
            /^#\/lab\?design=/,
          );
          await expect(row.getByRole('link', { name: UI[lang].from, exact: true })).toHaveAttribute(
            'href',
            /^#\/lab\?design=/,
          );
        }
      }
      const tries = Object.values(spec.tries);
      if (tries.length > 0) {
        const table = section.getByRole('table', { name: UI[lang].tries, exact: true });
        await expect(table.getByRole('row')).toHaveCount(tries.length + 1);
        await expect(table.getByText(UI[lang].reached, { exact: true })).toHaveCount(tries.length);
      }
    }
  });

  test(`${lang}: the lost ACK's answers, its solution in words, and a link that opens the state showing it`, async ({
    page,
  }) => {
    await openAnswers(page, lang);
    const section = page.getByRole('region', { name: UI[lang].lesson(LOST_ACK), exact: true });
    const question = LOST_ACK.predictions['prepared-after-lost-ack'].question[lang];
    const row = section
      .getByRole('table', { name: UI[lang].predictions })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: startsWith(question) }) });
    // DESIGN.md's ground truth: a lost ACK without an inbox prepares the order twice.
    await expect(row.getByRole('cell').first()).toHaveText(UI[lang].prepared14);
    const solution = section
      .getByRole('table', { name: UI[lang].tries })
      .getByRole('row')
      .filter({ hasText: LOST_ACK.tries['one-clean-attempt'].prompt[lang] });
    await expect(solution.getByRole('cell').first().getByRole('listitem')).toHaveText([UI[lang].arm, UI[lang].run]);

    await row.getByRole('link', { name: UI[lang].answerAt }).click();
    await expect(page).toHaveURL(/#\/lab\?design=outbox&/);
    const lab = new LabPage(page);
    await expect(page.getByRole('region', { name: lang === 'en' ? 'Verdict' : '判定' })).toContainText(
      UI[lang].duplicated,
    );
    if (lang === 'en') await expect.poll(() => lab.prepared('snack-7')).toBe('14');
  });

  test(`${lang}: a link to one lesson's answers opens the key there, and the contents go from lesson to lesson`, async ({
    page,
  }) => {
    await page.goto(`/?lang=${lang}#/answers?lesson=${LOST_ACK.id}`);
    const heading = page.getByRole('heading', { level: 3, name: UI[lang].lesson(LOST_ACK), exact: true });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    const specs = await lessonSpecs();
    const last = specs.at(-1)!;
    await page
      .getByRole('navigation', { name: lang === 'en' ? 'Lessons on this page' : 'このページのレッスン' })
      .getByRole('link', { name: last.title[lang], exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 3, name: UI[lang].lesson(last), exact: true })).toBeFocused();
    await expect(page.getByRole('heading', { level: 3, name: UI[lang].lesson(last), exact: true })).toBeInViewport();
  });

  test(`${lang}: the answer key is reached from the course home and derives every answer`, async ({ page }) => {
    await page.goto(`/?lang=${lang}#/`);
    await page.getByRole('link', { name: lang === 'en' ? /^For instructors/ : /^講師向け/ }).click();
    await expect(page.getByRole('status').filter({ hasText: UI[lang].done })).toBeVisible({ timeout: 30_000 });
  });
}
