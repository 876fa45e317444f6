// "Inbox forgets too soon", opened from the Scenarios dialog in both languages: the lesson's scenario carries the
// inbox's memory in its link and is the run at rest — the ACK lost, the retry a minute later finding the id
// forgotten, the verdict duplicated; the settings show the redelivery bound and warn; a longer memory, applied in the
// settings, replays the same run to ok.
import { expect, test } from '@playwright/test';
import { address, LabPage } from './lab-page';

const WORDS = {
  en: {
    scenarios: 'Scenarios',
    preset: /Inbox forgets too soon/,
    run: 'Run to end',
    verdict: 'Verdict',
    duplicated: 'Verdict: duplicated',
    ok: 'Verdict: ok',
    timeline: 'Timeline',
    forgot: 'inbox cleanup: DELETE FROM inbox processed more than 30 s ago — 1 event id(s) forgotten',
    settings: 'Relay settings',
    keep: 'Inbox remembers event ids for (seconds; empty: for ever)',
    never: 'The relay never parks a row, so its redeliveries have no time limit.',
    warning: 'The inbox forgets after 30 s, sooner than a redelivery can come',
    apply: 'Apply settings',
  },
  ja: {
    scenarios: 'シナリオ',
    preset: /インボックスが早く忘れすぎる/,
    run: '最後まで実行',
    verdict: '判定',
    duplicated: '判定：duplicated',
    ok: '判定：ok',
    timeline: 'タイムライン',
    forgot: 'インボックスの掃除:30 秒より前に処理した行を DELETE — イベントIDを 1 件忘れる',
    settings: '送信ループの設定',
    keep: 'インボックスがイベントIDを覚えておく秒数(空欄: ずっと)',
    never: '送信ループは行を保留しないので、再配送に時間の上限はありません。',
    warning: 'インボックスは 30 秒で忘れます。',
    apply: '設定を適用',
  },
} as const;

for (const lang of ['en', 'ja'] as const) {
  test(`${lang}: the inbox forgets evt-0001 before the retry, and a longer memory replays the run to ok`, async ({
    page,
  }) => {
    const w = WORDS[lang];
    const lab = new LabPage(page);
    await page.goto(`/?lang=${lang}#/lab?design=outbox-inbox`);
    await page.getByRole('button', { name: w.scenarios, exact: true }).click();
    await page.getByRole('dialog', { name: w.scenarios }).getByRole('link', { name: w.preset }).click();
    await expect.poll(() => address(page)).toMatch(/[?&]inbox=30(&|$)/);
    // The scenario is the run at rest: the retry was applied again.
    await expect(lab.button(w.run)).toBeDisabled();
    const verdict = page.getByRole('region', { name: w.verdict, exact: true });
    await expect(verdict).toContainText(w.duplicated);
    await expect(page.getByRole('region', { name: w.timeline, exact: true })).toContainText(w.forgot);

    await page.getByText(w.settings, { exact: true }).click();
    const settings = page.getByRole('form', { name: w.settings });
    await expect(settings).toContainText(w.never);
    await expect(settings).toContainText(w.warning);
    await settings.getByLabel(w.keep).fill('120');
    await settings.getByRole('button', { name: w.apply }).click();
    await expect.poll(() => address(page)).toMatch(/[?&]inbox=120(&|$)/);
    await expect(verdict).toContainText(w.ok);
  });
}
