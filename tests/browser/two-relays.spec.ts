// Two relays that take no claim, run by hand in the page: each relay is its own card with its own controls and
// lane, both read the row while it is still pending, both send it, and the verdict says why — in both languages.
import { expect, test } from '@playwright/test';
import { address, LabPage, linkLog } from './lab-page';

const WORDS = {
  en: {
    cards: ['Order service', 'Relay 1', 'Relay 2', 'Warehouse'],
    orderId: 'Order ID',
    quantity: 'Quantity',
    submit: 'Submit order',
    stepOrder: 'Step order service',
    stepRelay: (n: number) => `Step relay ${n}`,
    crash: 'Crash relay 2',
    run: 'Run to end',
    back: 'Back',
    forward: 'Forward',
    verdict: 'Verdict',
    duplicated: 'Verdict: duplicated',
    why: 'Meanwhile relay 2 read the same row, still pending, and sent it as well (m2)',
    lane: 'Relay 2',
    timeline: 'Timeline',
    stock: 'stock — independent connection',
  },
  ja: {
    cards: ['受付', '送信ループ1', '送信ループ2', '倉庫'],
    orderId: '注文ID',
    quantity: '数量',
    submit: '注文を送信',
    stepOrder: '受付をステップ',
    stepRelay: (n: number) => `送信ループ${n}をステップ`,
    crash: '送信ループ2をクラッシュ',
    run: '最後まで実行',
    back: '戻る',
    forward: '進む',
    verdict: '判定',
    duplicated: '判定：duplicated',
    why: 'その間に送信ループ2も、まだ未完了(pending)の同じ行を読んで送りました(m2)',
    lane: '送信ループ2',
    timeline: 'タイムライン',
    stock: 'stock — 独立した接続',
  },
} as const;

for (const lang of ['en', 'ja'] as const) {
  test(`${lang}: two relays both send the pending row; Back and Forward step one relay's send, and the verdict names the second`, async ({
    page,
  }) => {
    const w = WORDS[lang];
    const lab = new LabPage(page);
    await page.goto(`/?lang=${lang}#/lab?design=two-relays`);
    await expect(lab.button(w.stepOrder)).toBeVisible();
    for (const name of w.cards) await expect(page.getByRole('heading', { name, exact: true, level: 3 })).toBeVisible();
    await expect(lab.button(w.crash)).toBeEnabled();

    await page.getByLabel(w.orderId, { exact: true }).fill('snack-7');
    await page.getByLabel(w.quantity, { exact: true }).fill('7');
    await lab.press(w.submit);
    await lab.press(w.stepOrder, 7);
    // Relay 1 reads the row and sends it; relay 2, while relay 1 waits for the ACK, reads the same pending row.
    await lab.press(w.stepRelay(1), 2);
    await lab.press(w.stepRelay(2), 2);
    expect(linkLog(await address(page)).applied.slice(-4)).toEqual(['s:r', 's:r', 's:r2', 's:r2']);
    const timeline = page.getByRole('region', { name: w.timeline, exact: true });
    await expect(timeline).toContainText('m2');
    // Back undoes relay 2's send (m2 is gone from the timeline), Forward redoes it.
    await lab.press(w.back);
    await expect(timeline).not.toContainText('m2');
    expect(linkLog(await address(page)).forward).toEqual(['s:r2']);
    await lab.press(w.forward);
    await expect(timeline).toContainText('m2');

    await lab.press(w.run);
    const verdict = page.getByRole('region', { name: w.verdict, exact: true });
    await expect(verdict).toContainText(w.duplicated);
    await expect(verdict.getByRole('button', { name: new RegExp(w.why.replace(/[()]/g, '\\$&')) })).toBeVisible();
    await expect(lab.rows(w.stock)).toHaveText([/snack-7\s*14/]);
    await expect(timeline).toContainText(w.lane);
    // The whole lab with its extra card, lane and chain: nothing for assistive technology to trip on.
  });
}

const LEASE = {
  en: {
    claimed: 'Relay 2 claims evt-0001: claimed_by set, lease until',
    lost: 'claim on evt-0001 changed 0 rows: another relay holds it',
    outbox: 'outbox — independent connection',
    ok: 'Verdict: ok',
  },
  ja: {
    claimed: '送信ループ2が evt-0001 を確保',
    lost: 'evt-0001 の確保は0行:別の送信ループが確保済み',
    outbox: 'outbox — 独立した接続',
    ok: '判定：ok',
  },
} as const;

for (const lang of ['en', 'ja'] as const) {
  test(`${lang}: with leases, relay 2 claims first and relay 1's claim changes nothing: one delivery`, async ({
    page,
  }) => {
    const w = { ...WORDS[lang], ...LEASE[lang] };
    const lab = new LabPage(page);
    await page.goto(`/?lang=${lang}#/lab?design=two-relays-lease`);
    await page.getByLabel(w.orderId, { exact: true }).fill('snack-7');
    await page.getByLabel(w.quantity, { exact: true }).fill('7');
    await lab.press(w.submit);
    await lab.press(w.stepOrder, 7);
    // Both relays read the row unclaimed; relay 2's conditional UPDATE runs first.
    await lab.press(w.stepRelay(1));
    await lab.press(w.stepRelay(2), 2);
    await lab.press(w.stepRelay(1));
    const timeline = page.getByRole('region', { name: w.timeline, exact: true });
    await expect(timeline).toContainText(w.claimed);
    await expect(timeline).toContainText(w.lost);
    await expect(lab.rows(w.outbox)).toHaveText([/evt-0001\s*snack-7\s*pending\s*relay2/]);
    await lab.press(w.run);
    await expect(page.getByRole('region', { name: w.verdict, exact: true })).toContainText(w.ok);
    await expect(lab.rows(w.stock)).toHaveText([/snack-7\s*7/]);
  });
}
