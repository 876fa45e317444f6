// A learner reads lesson 4, predicts, runs, and the independent panes confirm the prediction — in both
// languages; progress survives a reload; corrupt saved progress gives a notice and a working page; the
// keyboard alone completes a lesson; a lesson lab's Reset
// returns to the lesson's state; a try is graded against its own lab only.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { placeLesson } from '../../app/course/lesson-folder';
import type { PlacedLessonSpec } from '../../app/course/lesson-spec';
import crashPoints from '../../lessons/04-crash-points/lesson';
import { labsLoaded, openLesson as openSpecLesson } from '../support/lesson-page';

const LESSON: PlacedLessonSpec = placeLesson('04-crash-points', crashPoints);
const PREDICTION = LESSON.predictions['orders-after-crash'];
const PRESET = LESSON.presets['before-commit'];
const UI = {
  en: {
    lab: 'Lab: ',
    check: 'Check prediction',
    held: /^Your prediction held/,
    zero: '0 rows',
    orders: 'orders — independent connection',
    started: '◐ started',
    done: '✔ done',
    notice: 'could not be read',
    toLab: 'Show the lab that proves it',
  },
  ja: {
    lab: 'ラボ：',
    check: '予想を確かめる',
    held: /^予想どおりです/,
    zero: '0行',
    orders: 'orders — 独立した接続',
    started: '◐ 途中',
    done: '✔ 完了',
    notice: '読み取れなかった',
    toLab: 'それを示すラボへ移動',
  },
} as const;

const labRegion = (page: Page, lang: 'en' | 'ja', preset: { title: { en: string; ja: string } }): Locator =>
  page.getByRole('region', { name: `${UI[lang].lab}${preset.title[lang]}`, exact: true });

const openLesson = (page: Page, lang: 'en' | 'ja') => openSpecLesson(page, lang, LESSON);

/** Answers (with their first choice) the predictions that come before `id`, whose folds hold it. */
async function answerBefore(page: Page, lang: 'en' | 'ja', id: string) {
  for (const [name, prediction] of Object.entries(LESSON.predictions)) {
    if (name === id) return;
    const group = page.getByRole('group', { name: prediction.question[lang], exact: true });
    await group.getByRole('radio').first().check();
    await group.getByRole('button', { name: UI[lang].check }).click();
    await expect(group.getByRole('status')).toHaveText(/\S/);
  }
}

/** A try's box, its status (the first in it: its own lab has one too), and the lab of its own inside it. */
const tryStatus = (box: Locator) => box.getByRole('status').first();
const tryBox = (page: Page, tryIt: { prompt: { en: string } }) =>
  page.getByRole('region', { name: 'Try it' }).filter({ hasText: tryIt.prompt.en });
const ownLab = (page: Page, tryIt: { prompt: { en: string }; preset: string }) =>
  tryBox(page, tryIt).getByRole('region', { name: `Lab: ${LESSON.presets[tryIt.preset].title.en}`, exact: true });

for (const lang of ['en', 'ja'] as const) {
  test(`${lang}: read lesson 4, predict, run — the independent pane confirms it; progress survives a reload`, async ({
    page,
  }) => {
    await openLesson(page, lang);
    await answerBefore(page, lang, 'orders-after-crash');
    const lab = labRegion(page, lang, PRESET);
    await expect(lab.getByRole('table', { name: UI[lang].orders, exact: true })).toBeVisible();
    const prediction = page.getByRole('group', { name: PREDICTION.question[lang] });
    await prediction.getByRole('radio', { name: UI[lang].zero }).check();
    await prediction.getByRole('button', { name: UI[lang].check }).click();
    await expect(prediction.getByRole('status')).toHaveText(UI[lang].held);
    await expect(prediction.getByRole('status')).toContainText(PREDICTION.explain[lang]);
    // The lab now shows the run: the order service crashed, and the independent connection reads no order.
    await prediction.getByRole('button', { name: UI[lang].toLab }).click();
    await expect(lab).toBeInViewport();
    await expect(lab.getByRole('table', { name: UI[lang].orders, exact: true }).locator('tbody tr')).toHaveCount(0);
    await expect(lab.getByRole('region', { name: lang === 'en' ? 'Timeline' : 'タイムライン' })).toContainText(
      lang === 'en' ? 'CRASH' : 'クラッシュ',
    );

    await page.reload();
    await page.goto(`/?lang=${lang}#/`);
    await expect(
      page.getByRole('listitem').filter({ has: page.getByRole('link', { name: LESSON.title[lang] }) }),
    ).toContainText(UI[lang].started);
  });
}

test('corrupt saved progress gives a notice and a working page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('outbox-lab:progress', '{not json'));
  await page.goto('/?lang=en#/');
  await expect(page.getByRole('alert')).toContainText('could not be read');
  await expect(page.getByRole('link', { name: LESSON.title.en })).toBeVisible();
  await page.getByRole('link', { name: LESSON.title.en }).click();
  await expect(page.getByRole('article').getByRole('heading', { level: 2, name: LESSON.title.en })).toBeVisible();
});

test('an unknown lesson opens the course home with a notice', async ({ page }) => {
  await page.goto('/#/lessons/no-such-lesson');
  await expect(page.getByRole('alert')).toContainText('There is no lesson at that address');
  await expect(page.getByRole('link', { name: LESSON.title.en })).toBeVisible();
});

/** The control a link token stands for, by its accessible name (the lab's vocabulary). */
function controlFor(token: string): string {
  const proc = { o: 'order service', r: 'relay', w: 'warehouse' } as Record<string, string>;
  const [kind, p] = token.split(':');
  const named: Record<string, string> = {
    s: 'Step',
    e: 'Run to end',
    t: 'Advance clock',
    'd:q': 'Drop request',
    'd:a': 'Drop ACK',
  };
  if (named[token]) return named[token];
  if (kind === 's') return `Step ${proc[p]}`;
  if (kind === 'c') return `Crash ${proc[p]}`;
  if (kind === 'f') return `Fail ${proc[p]}`;
  if (kind === 'r') return `Restart ${proc[p]}`;
  throw new Error(`no single control for token ${token}`);
}

/** Presses Tab until the focused element is `target`, then gives up after a bound. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 400; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached the control by Tab');
}

test('the keyboard alone completes lesson 4: every prediction made, every try solved', async ({ page }) => {
  test.setTimeout(120_000);
  await openLesson(page, 'en');
  for (const prediction of Object.values(LESSON.predictions)) {
    const group = page.getByRole('group', { name: prediction.question.en });
    const first = group.getByRole('radio').first();
    await tabTo(page, first);
    await page.keyboard.press('Space');
    await tabTo(page, group.getByRole('button', { name: 'Check prediction' }));
    await page.keyboard.press('Enter');
    await expect(group.getByRole('status')).toHaveText(/\S/);
  }
  for (const tryIt of Object.values(LESSON.tries)) {
    const box = tryBox(page, tryIt);
    await tabTo(page, box.getByRole('button', { name: "Start over from the lesson's state" }));
    await page.keyboard.press('Enter');
    const lab = ownLab(page, tryIt);
    for (const token of tryIt.solution.split(',').filter(Boolean)) {
      await tabTo(page, lab.getByRole('button', { name: controlFor(token), exact: true }));
      await page.keyboard.press('Enter');
    }
    await expect(tryStatus(box)).toHaveText('Goal reached — and you got there yourself.');
  }
  await expect(page.getByRole('article')).toContainText('✔ done');
});

test('progress moves by code: export, reset, a bad code refused with nothing changed, the good code restores it', async ({
  page,
}) => {
  await openLesson(page, 'en');
  await answerBefore(page, 'en', 'independent-before-commit');
  await page.goto('/?lang=en#/');
  const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: LESSON.title.en }) });
  await expect(item).toContainText('◐ started');

  await page.getByRole('button', { name: 'Show my progress code' }).click();
  const code = await page.getByLabel('Your progress code').inputValue();
  expect(code).toMatch(/^OLP2-/);
  await page.getByRole('button', { name: 'Reset progress' }).click();
  await page.getByRole('button', { name: 'Yes, reset' }).click();
  await expect(item).toContainText('○ not started');

  await page.getByLabel('Progress code to import').fill('OLP1-garbage!');
  await page.getByRole('button', { name: 'Import progress' }).click();
  await expect(page.getByText('That is not a progress code this lab can read; nothing was imported.')).toBeVisible();
  await expect(page.getByLabel('Progress code to import')).toHaveAttribute('aria-invalid', 'true');
  await expect(item).toContainText('○ not started');

  await page.getByLabel('Progress code to import').fill(code);
  await page.getByRole('button', { name: 'Import progress' }).click();
  await expect(page.getByText('Progress imported.')).toBeVisible();
  await expect(item).toContainText('◐ started');
  await page.reload();
  await expect(item).toContainText('◐ started');
});

test('storage the browser refuses gives a notice, and a lesson still works for the visit', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
  });
  await page.goto('/?lang=en#/');
  await expect(page.getByRole('alert')).toContainText('does not let the lab save progress');
  await page.getByRole('link', { name: LESSON.title.en }).click();
  const prediction = page.getByRole('group', { name: LESSON.predictions['owner-before-commit'].question.en });
  await prediction.getByRole('radio', { name: '1 row' }).check();
  await prediction.getByRole('button', { name: 'Check prediction' }).click();
  await expect(prediction.getByRole('status')).toHaveText(/^Your prediction held/);
  await page.getByRole('link', { name: 'Course home' }).first().click();
  await expect(
    page.getByRole('listitem').filter({ has: page.getByRole('link', { name: LESSON.title.en }) }),
  ).toContainText('◐ started');
  expect(errors).toEqual([]);
});

test('"Show me" and then a click that changes nothing does not count as solving the try', async ({ page }) => {
  await openLesson(page, 'en');
  await page.getByRole('button', { name: 'Show the whole lesson' }).click();
  const tryIt = LESSON.tries['uncommitted-gap'];
  const box = tryBox(page, tryIt);
  const lab = ownLab(page, tryIt);
  // Hints come one at a time, and only then "Show me".
  for (let i = 0; i < tryIt.hints.length; i += 1) {
    await expect(box.getByRole('button', { name: 'Show me' })).toHaveCount(0);
    await box.getByRole('button', { name: /Show (a|the next) hint/ }).click();
    await expect(box.getByRole('list', { name: 'Hints' }).getByRole('listitem')).toHaveCount(i + 1);
  }
  await box.getByRole('button', { name: 'Show me' }).click();
  await expect(tryStatus(box)).toHaveText(/solution's state/);
  await lab.getByRole('button', { name: 'Drop request', exact: true }).click();
  await expect(tryStatus(box)).not.toHaveText(/you got there yourself/);
  // From the lesson's state, by the learner's own steps, it counts.
  await box.getByRole('button', { name: "Start over from the lesson's state" }).click();
  for (const token of tryIt.solution.split(','))
    await lab.getByRole('button', { name: controlFor(token), exact: true }).click();
  await expect(tryStatus(box)).toHaveText('Goal reached — and you got there yourself.');
});

test('scrolled to, a try box stays where it is: nothing above it changes height once the labs have loaded', async ({
  page,
}) => {
  await openLesson(page, 'en');
  await page.getByRole('button', { name: 'Show the whole lesson' }).click();
  await labsLoaded(page);
  for (const tryIt of Object.values(LESSON.tries)) {
    const button = tryBox(page, tryIt).getByRole('button', { name: 'Show a hint' });
    await button.scrollIntoViewIfNeeded();
    const before = await button.boundingBox();
    // Long enough for anything the scroll brought near the viewport to lay itself out.
    await page.evaluate(
      () => new Promise((done) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(done)), 100)),
    );
    expect(await button.boundingBox()).toEqual(before);
  }
});

test("a lesson lab's Reset returns it to the lesson's state for that lab, not to an empty lab", async ({ page }) => {
  await openLesson(page, 'en');
  await answerBefore(page, 'en', 'orders-after-crash');
  const lab = labRegion(page, 'en', PRESET);
  const owner = lab.getByRole('table', { name: 'orders — order service connection', exact: true }).locator('tbody tr');
  await expect(owner).toHaveCount(1);
  await lab.getByRole('button', { name: 'Crash order service', exact: true }).click();
  await expect(lab.getByRole('button', { name: 'Restart order service', exact: true })).toBeEnabled();
  await lab.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(lab.getByRole('button', { name: 'Restart order service', exact: true })).toBeDisabled();
  // Lines 1–5 have run again: the order service's own connection reads its uncommitted row; Step still has work.
  await expect(owner).toHaveCount(1);
  await expect(
    lab.getByRole('list', { name: 'Order service', exact: true }).locator('[aria-current="step"]'),
  ).toContainText('COMMIT');
  await expect(lab.getByRole('button', { name: 'Run to end', exact: true })).toBeEnabled();
});

test('a try counts only in its own lab: the goal reached in another lab of the page is not reached', async ({
  page,
}) => {
  await openLesson(page, 'en');
  await page.getByRole('button', { name: 'Show the whole lesson' }).click();
  const tryIt = LESSON.tries['survive-the-crash'];
  const box = tryBox(page, tryIt);
  // The "Pull the plug" lab starts right before COMMIT: one step and a crash reach the try's goal there.
  const other = labRegion(page, 'en', PRESET);
  await other.getByRole('button', { name: 'Step order service', exact: true }).click();
  await other.getByRole('button', { name: 'Crash order service', exact: true }).click();
  await expect(other.getByRole('table', { name: UI.en.orders, exact: true }).locator('tbody tr')).toHaveCount(1);
  await expect(tryStatus(box)).toHaveText('Not reached yet: use the lab below.');
  const lab = ownLab(page, tryIt);
  for (const token of tryIt.solution.split(','))
    await lab.getByRole('button', { name: controlFor(token), exact: true }).click();
  await expect(tryStatus(box)).toHaveText('Goal reached — and you got there yourself.');
});
