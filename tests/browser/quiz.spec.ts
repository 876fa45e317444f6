// The quiz, as a learner takes it in either language: a wrong answer says "Not quite" and why; "Show me in the
// lab" opens that state with a banner naming the question and the pane it asks about, marked, and a way back to
// it; the answers and the score survive the lab, the browser's Back and a reload; no text key shows anywhere.
import { expect, test, type Page } from '@playwright/test';
import { address } from './lab-page';

const TEXT = {
  en: {
    check: 'Check answer',
    correct: /^Correct/,
    notQuite: /^Not quite/,
    showMe: 'Show me in the lab',
    score: (n: number, m: number) => `Score: ${n} / ${m}`,
    step: 'Step',
    clear: 'Clear my answers',
    banner: (seed: number, n: number) => `From quiz ${seed}, question ${n}`,
    back: (n: number) => `Back to question ${n}`,
    asked: (n: number) => `Question ${n} asks about this.`,
    client: 'Client',
    loadSample: /a second of load: 3 new orders/,
    best: 'best score 6 / 6',
  },
  ja: {
    check: '答えを確かめる',
    correct: /^正解です/,
    notQuite: /^惜しい/,
    showMe: 'ラボで見る',
    score: (n: number, m: number) => `得点：${n} / ${m}`,
    step: 'ステップ',
    clear: '答えを消す',
    banner: (seed: number, n: number) => `クイズ番号 ${seed} の第${n}問から`,
    back: (n: number) => `第${n}問に戻る`,
    asked: (n: number) => `第${n}問が尋ねているのはここです。`,
    client: 'クライアント',
    loadSample: /負荷の1秒：新しい注文 3 件/,
    best: '最高点 6 / 6',
  },
} as const;

/** What a missing translation looks like on screen: the key itself, such as "verdict.amended". */
const RAW_KEY = /\b(course|verdict|timeline|why|design|process|processInLabel|form|tables|ops|status)\.[a-zA-Z]/;

/** Tries question `i`'s choices in turn until the feedback says correct; returns the right choice's index. */
async function findRight(page: Page, lang: 'en' | 'ja', i: number): Promise<number> {
  const q = page.getByRole('group').nth(i);
  const radios = q.getByRole('radio');
  for (let c = 0; c < (await radios.count()); c += 1) {
    await radios.nth(c).check();
    await q.getByRole('button', { name: TEXT[lang].check }).click();
    const feedback = q.getByRole('status');
    await expect(feedback).toHaveText(/\S/);
    if (TEXT[lang].correct.test((await feedback.innerText()).trim())) return c;
    await expect(feedback).toHaveText(TEXT[lang].notQuite);
  }
  throw new Error(`no choice of question ${i + 1} was correct`);
}

/** Everything a learner reads of the quiz: each question's chosen radio and feedback, and the score. */
async function quizState(page: Page) {
  const questions = page.getByRole('group');
  await expect(questions).toHaveCount(6);
  const out: { checked: boolean[]; feedback: string }[] = [];
  for (let i = 0; i < 6; i += 1) {
    const q = questions.nth(i);
    const radios = q.getByRole('radio');
    const checked = [];
    for (let c = 0; c < (await radios.count()); c += 1) checked.push(await radios.nth(c).isChecked());
    out.push({ checked, feedback: (await q.getByRole('status').innerText()).trim() });
  }
  const score = (await page.locator('.quiz-bar').getByRole('status').innerText()).trim();
  return { questions: out, score };
}

for (const lang of ['en', 'ja'] as const) {
  const T = TEXT[lang];

  test(`${lang}: answers, feedback and score survive "Show me in the lab", Back and a reload`, async ({ page }) => {
    await page.goto(`/?lang=${lang}#/quiz?seed=68`);
    const questions = page.getByRole('group');
    await expect(questions).toHaveCount(6);
    // Three questions checked with their first choice, a fourth chosen but not checked.
    for (let i = 0; i < 3; i += 1) {
      await questions.nth(i).getByRole('radio').first().check();
      await questions.nth(i).getByRole('button', { name: T.check }).click();
      await expect(questions.nth(i).getByRole('status')).toHaveText(
        new RegExp(`${T.correct.source}|${T.notQuite.source}`),
      );
    }
    await questions.nth(3).getByRole('radio').nth(1).check();
    const before = await quizState(page);
    expect(before.score).toMatch(/[0-3] \/ 6$/);

    await questions.nth(1).getByRole('link', { name: T.showMe }).click();
    await expect(page.getByRole('button', { name: T.step, exact: true })).toBeVisible();
    await page.goBack();
    expect(await quizState(page)).toEqual(before);
    // Back lands on the question that was opened in the lab.
    await expect(questions.nth(1)).toBeFocused();

    await page.reload();
    expect(await quizState(page)).toEqual(before);
  });

  test(`${lang}: the lab opened from a question names it, marks its pane, and "Back to question N" returns to it`, async ({
    page,
  }) => {
    await page.goto(`/?lang=${lang}#/quiz?seed=68`);
    const questions = page.getByRole('group');
    const second = questions.nth(1);
    await second.getByRole('radio').first().check();
    await second.getByRole('button', { name: T.check }).click();
    const feedback = await second.getByRole('status').innerText();
    const legend = (await second.locator('legend').innerText()).replace(/^2\.\s*/, '');
    await second.getByRole('link', { name: T.showMe }).click();

    // The banner names the question; question 2 of quiz 68 asks what the order service answers a second request,
    // and the client's responses are marked and shown.
    const banner = page.getByRole('region', { name: T.banner(68, 2) });
    await expect(banner).toContainText(legend);
    const marked = page.getByRole('region', { name: T.client }).getByText(T.asked(2));
    await expect(marked).toBeVisible();
    await expect(marked).toBeInViewport();
    // The origin rides along when the lab writes its address, so a reload keeps the banner.
    expect(await address(page)).toMatch(/[?&]from=quiz%3A68%3A2(&|$)/);
    await page.reload();
    await expect(page.getByRole('region', { name: T.banner(68, 2) })).toBeVisible();
    await expect(page.getByRole('region', { name: T.client }).getByText(T.asked(2))).toBeVisible();

    await page
      .getByRole('link', { name: T.back(2) })
      .first()
      .click();
    await expect(page).toHaveURL(/#\/quiz\?seed=68&q=2$/);
    await expect(questions.nth(1)).toBeFocused();
    await expect(questions.nth(1).getByRole('status')).toHaveText(feedback);
  });

  test(`${lang}: no text key shows — the quiz's choices and feedback, the lab from a question, load mode`, async ({
    page,
  }) => {
    await page.goto(`/?lang=${lang}#/quiz?seed=68`);
    const questions = page.getByRole('group');
    await expect(questions).toHaveCount(6);
    for (let i = 0; i < 6; i += 1) await findRight(page, lang, i);
    expect(await page.locator('main').innerText()).not.toMatch(RAW_KEY);
    // Question 1 of quiz 68 asks what the client hears (no-wait): the lab it opens, banner included.
    await questions.nth(0).getByRole('link', { name: T.showMe }).click();
    await expect(page.getByRole('region', { name: T.client }).getByText(T.asked(1))).toBeVisible();
    // The answer asked about is the newest response: the short list is scrolled to it.
    await expect(page.getByRole('region', { name: T.client }).getByRole('listitem').last()).toBeInViewport();
    expect(await page.locator('main').innerText()).not.toMatch(RAW_KEY);
    // Load mode writes a sample each second; the client's responses list it in words.
    await page.goto(`/?lang=${lang}#/lab?design=outbox&log=ld:3`);
    await expect(page.getByRole('region', { name: T.client })).toContainText(T.loadSample);
    expect(await page.locator('main').innerText()).not.toMatch(RAW_KEY);
  });

  test(`${lang}: take the quiz, get one wrong, see it in the lab, clear the answers and master it`, async ({
    page,
  }) => {
    await page.goto(`/?lang=${lang}#/quiz?seed=68`);
    const questions = page.getByRole('group');
    await expect(questions).toHaveCount(6);
    const legends = await questions.locator('legend').allInnerTexts();

    // The same seed draws the same questions, their choices in the same order, after a reload.
    const choices = await questions.locator('label').allInnerTexts();
    await page.reload();
    await expect(questions).toHaveCount(6);
    expect(await questions.locator('legend').allInnerTexts()).toEqual(legends);
    expect(await questions.locator('label').allInnerTexts()).toEqual(choices);

    // Question 1 answered wrong on purpose, then every question tried until its answer is found. Only a
    // question's first check scores, so guessing through the choices cannot reach a full score.
    const first = questions.first();
    const radios = first.getByRole('radio');
    let wrongAt = -1;
    for (let c = 0; c < (await radios.count()) && wrongAt < 0; c += 1) {
      await radios.nth(c).check();
      await first.getByRole('button', { name: T.check }).click();
      if (T.notQuite.test((await first.getByRole('status').innerText()).trim())) wrongAt = c;
    }
    expect(wrongAt).toBeGreaterThanOrEqual(0);
    const right = [];
    for (let i = 0; i < 6; i += 1) right.push(await findRight(page, lang, i));
    await expect(page.getByText(T.score(6, 6))).not.toBeVisible();
    const score = await page.locator('.quiz-bar').getByRole('status').innerText();

    // "Show me in the lab" opens the state question 1 describes.
    const showMe = first.getByRole('link', { name: T.showMe });
    const href = await showMe.getAttribute('href');
    // Relay settings, when the question has them, ride between the design and the log; the origin comes last.
    expect(href).toMatch(/^#\/lab\?design=[a-z-]+(&(attempts|order)=[a-z0-9]+)*&log=[^&]+&from=quiz%3A68%3A1$/);
    await showMe.click();
    await expect(page.getByRole('button', { name: T.step, exact: true })).toBeVisible();
    // The link as written, every regular-expression character escaped (a log may hold `s*16`).
    await expect(page).toHaveURL(new RegExp(href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await page.goBack();

    // Back: the same quiz, as it was left. Clearing the answers retakes it: every answer right the first time.
    await expect(questions).toHaveCount(6);
    expect(await questions.locator('legend').allInnerTexts()).toEqual(legends);
    await expect(page.locator('.quiz-bar').getByRole('status')).toHaveText(score);
    await page.getByRole('button', { name: T.clear }).click();
    await expect(page.getByText(T.score(0, 6))).toBeVisible();
    for (let i = 0; i < 6; i += 1) {
      const q = questions.nth(i);
      await expect(q.getByRole('status')).toHaveText('');
      await q.getByRole('radio').nth(right[i]).check();
      await q.getByRole('button', { name: T.check }).click();
      await expect(q.getByRole('status')).toHaveText(T.correct);
    }
    await expect(page.getByText(T.score(6, 6))).toBeVisible();
    await page.goto(`/?lang=${lang}#/`);
    await expect(page.getByText(T.best)).toBeVisible();
  });
}

test('a bad quiz number gives a notice and a fresh quiz; New quiz draws another', async ({ page }) => {
  await page.goto('/#/quiz?seed=abc');
  await expect(page.getByRole('alert')).toContainText('That quiz number could not be read');
  await expect(page.getByRole('group')).toHaveCount(6);
  await expect(page).toHaveURL(/#\/quiz\?seed=\d+$/);
  const before = await address(page);
  await page.getByRole('button', { name: 'New quiz' }).click();
  await expect(page).not.toHaveURL(before);
  await expect(page.getByRole('group')).toHaveCount(6);
});

test('a bad origin or question number is ignored without a notice; bad saved answers are ignored', async ({ page }) => {
  await page.goto('/#/lab?design=outbox&from=quiz:42:99');
  await expect(page.getByRole('button', { name: 'Step', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to question/ })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Saved answers of the wrong shape, or for choices the question does not have, count for nothing.
  await page.evaluate(() =>
    sessionStorage.setItem(
      'outbox-lab:quiz',
      JSON.stringify({
        version: 1,
        state: { quizzes: { '5': { touched: 1, questions: { x: { first: '<b>' } } }, '6': 'junk' }, clock: 'x' },
      }),
    ),
  );
  await page.goto('/#/quiz?seed=5&q=abc');
  await page.reload();
  await expect(page.getByRole('group')).toHaveCount(6);
  await expect(page.getByText('Score: 0 / 6')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('feedback already given follows a language switch', async ({ page }) => {
  await page.goto('/?lang=en#/quiz?seed=5');
  await expect(page.getByRole('group')).toHaveCount(6);
  await findRight(page, 'en', 0);
  await page.getByLabel('Language').selectOption('ja');
  await expect(page.getByRole('group').first().getByRole('status')).toHaveText(TEXT.ja.correct);
});
