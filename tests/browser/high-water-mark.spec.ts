// The high-water-mark relay run by hand in the page, in both languages: two order services stamp created_at before
// the write lock, the one stamped second commits first, the relay sends its row and moves its mark, and the row
// committed late is never sent. Order service 1's Step names who holds the lock; the order DB's panes read through
// the connection of the service in a transaction; Back and Forward undo and redo the mark; the lesson's preset opens
// from the Scenarios dialog at the moment before the late commit.
import { expect, test } from '@playwright/test';
import { address, LabPage, linkLog } from './lab-page';

const WORDS = {
  en: {
    cards: ['Order service 1', 'Order service 2', 'Relay', 'Warehouse'],
    orderId: 'Order ID',
    quantity: 'Quantity',
    submit: 'Submit order',
    stepOrder: (n: number) => `Step order service ${n}`,
    stepRelay: 'Step relay',
    stepWarehouse: 'Step warehouse',
    lockHeld: /write lock: order service 2 holds it/,
    ownOutbox: 'outbox — order service 2 connection',
    mark: 'relay_mark — independent connection',
    run: 'Run to end',
    back: 'Back',
    forward: 'Forward',
    verdict: 'Verdict',
    lost: 'Verdict: lost',
    stock: 'stock — independent connection',
    pending: /Pending rows\s*1/,
    scenarios: 'Scenarios',
    preset: /High-water mark skips a late commit/,
  },
  ja: {
    cards: ['受付1', '受付2', '送信ループ', '倉庫'],
    orderId: '注文ID',
    quantity: '数量',
    submit: '注文を送信',
    stepOrder: (n: number) => `受付${n}をステップ`,
    stepRelay: '送信ループをステップ',
    stepWarehouse: '倉庫をステップ',
    lockHeld: /書き込みロックを待っています。受付2が/,
    ownOutbox: 'outbox — 受付2の接続',
    mark: 'relay_mark — 独立した接続',
    run: '最後まで実行',
    back: '戻る',
    forward: '進む',
    verdict: '判定',
    lost: '判定：lost',
    stock: 'stock — 独立した接続',
    pending: /未完了の行\s*1/,
    scenarios: 'シナリオ',
    preset: /最高水位マークが遅れたコミットを飛ばす/,
  },
} as const;

for (const lang of ['en', 'ja'] as const) {
  test(`${lang}: the order stamped first commits second, below the relay's mark, and is never sent`, async ({
    page,
  }) => {
    const w = WORDS[lang];
    const lab = new LabPage(page);
    await page.goto(`/?lang=${lang}#/lab?design=high-water-mark`);
    for (const name of w.cards) await expect(page.getByRole('heading', { name, exact: true, level: 3 })).toBeVisible();
    for (const [id, quantity] of [
      ['snack-1', '1'],
      ['snack-2', '2'],
    ]) {
      await page.getByLabel(w.orderId, { exact: true }).fill(id);
      await page.getByLabel(w.quantity, { exact: true }).fill(quantity);
      await lab.press(w.submit);
    }
    // Order service 1 takes snack-1 and stamps it; order service 2 takes snack-2, stamps it and takes the lock.
    await lab.press(w.stepOrder(1), 2);
    await lab.press(w.stepOrder(2), 3);
    await expect(lab.button(w.stepOrder(1))).toBeDisabled();
    await expect(lab.button(w.stepOrder(1))).toHaveAccessibleDescription(w.lockHeld);
    await lab.press(w.stepOrder(2), 3);
    await expect(lab.rows(w.ownOutbox)).toHaveText([/evt-0001\s*snack-2\s*pending/]);
    await lab.press(w.stepOrder(2), 2);
    // The relay sends snack-2's row; the warehouse applies it; the relay marks it and moves its mark.
    await lab.press(w.stepRelay, 2);
    await lab.press(w.stepWarehouse, 6);
    await lab.press(w.stepRelay, 3);
    expect(linkLog(await address(page)).applied.slice(-3)).toEqual(['s:r', 's:r', 's:r']);
    await expect(lab.rows(w.mark)).toHaveCount(1);
    await lab.press(w.back);
    await expect(lab.rows(w.mark)).toHaveCount(0);
    await lab.press(w.forward);
    await expect(lab.rows(w.mark)).toHaveCount(1);

    await lab.press(w.run);
    const verdict = page.getByRole('region', { name: w.verdict, exact: true });
    await expect(verdict).toContainText(w.lost);
    await expect(lab.rows(w.stock)).toHaveText([/snack-2\s*2/]);
    await expect(page.getByText(w.pending).first()).toBeVisible();

    // The lesson's scenario opens the lab just before the late commit: the mark has passed snack-2.
    await page.getByRole('button', { name: w.scenarios, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: w.scenarios });
    await dialog.getByRole('link', { name: w.preset }).click();
    await expect(lab.rows(w.mark)).toHaveCount(1);
    const applied = linkLog(await address(page)).applied;
    expect(applied.slice(0, 6)).toEqual(['n:snack-1:1', 'n:snack-2:2', 's:o', 's:o', 's:o2', 's:o2']);
    expect(applied).toHaveLength(6 + 6 + 2 + 6 + 3);
    await expect(lab.button(w.stepOrder(1))).toBeEnabled();
  });
}
