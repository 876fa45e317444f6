// Dead letters in the page, in both languages: an event the warehouse refuses every time parks after three attempts
// and shows under Operations with its last_error; once the warehouse is back, Requeue puts it back (a link token), Back takes
// the requeue away again, and Run to end delivers it. Shift+Q requeues the oldest.
import { expect, test } from '@playwright/test';
import { address, LabPage, linkLog } from './lab-page';

const POISONED = '#/lab?design=outbox-inbox&attempts=3&log=n%3Asnack-7%3A7%2Cs%3Ao*7%2Cx%3Ap%3A60%2Ce';

const WORDS = {
  en: {
    deadLetters: 'Dead letters',
    table: 'Dead letters — independent connection',
    requeue: 'Requeue evt-0001',
    oldest: 'Requeue the oldest dead letter',
    recover: 'Warehouse back',
    notFixed: /HTTP 500 from warehouse/,
    back: 'Back',
    run: 'Run to end',
    verdict: 'Verdict',
    ok: 'Verdict: ok',
    lost: 'Verdict: lost',
    timeline: 'Timeline',
    requeued: 'operator requeues evt-0001 (snack-7)',
  },
  ja: {
    deadLetters: 'デッドレター',
    table: 'デッドレター — 独立した接続',
    requeue: 'evt-0001 を再投入',
    oldest: '最も古いデッドレターを再投入',
    recover: '倉庫を復旧',
    notFixed: /HTTP 500 from warehouse/,
    back: '戻る',
    run: '最後まで実行',
    verdict: '判定',
    ok: '判定：ok',
    lost: '判定：lost',
    timeline: 'タイムライン',
    requeued: '運用者が evt-0001(snack-7)を再投入',
  },
} as const;

for (const lang of ['en', 'ja'] as const) {
  test(`${lang}: a poison event parks as a dead letter; Requeue after the warehouse is back delivers it, and Back undoes it`, async ({
    page,
  }) => {
    const w = WORDS[lang];
    const lab = new LabPage(page);
    await page.goto(`/?lang=${lang}${POISONED}`);
    const verdict = page.getByRole('region', { name: w.verdict, exact: true });
    await expect(verdict).toContainText(w.lost);
    const letters = page.getByRole('region', { name: w.deadLetters, exact: true });
    await expect(letters.getByRole('table', { name: w.table })).toContainText(w.notFixed);
    await lab.press(w.recover);
    await lab.press(w.requeue);
    expect(linkLog(await address(page)).applied.slice(-2)).toEqual(['x:o', 'q:evt-0001']);
    await expect(letters).toHaveCount(0);
    await expect(page.getByRole('region', { name: w.timeline, exact: true })).toContainText(w.requeued);
    // Back takes the requeue away: the row is parked again.
    await lab.press(w.back);
    await expect(letters.getByRole('table', { name: w.table })).toBeVisible();
    // The key requeues the oldest dead letter.
    await page.locator('main').focus();
    await page.keyboard.press('Shift+Q');
    await expect.poll(async () => linkLog(await address(page)).applied.slice(-1)).toEqual(['q']);
    await lab.press(w.run);
    await expect(verdict).toContainText(w.ok);
  });
}
