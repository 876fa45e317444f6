// The pattern chooser on the course home: questions answered by keyboard, the leaf announced, and its link
// opening that design in the lab at its preset.
import { expect, test } from '@playwright/test';

test('high volume, totals only: the chooser names the accumulation buffer and opens it in the lab', async ({
  page,
}) => {
  await page.goto('/#/');
  const chooser = page.getByRole('region', { name: 'Which pattern?' });
  const future = chooser.getByRole('group', { name: /set time in the future/ });
  await future.getByRole('button', { name: 'No' }).focus();
  await page.keyboard.press('Enter');
  await expect(future.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
  await chooser
    .getByRole('group', { name: /high-volume/ })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(chooser.getByRole('status')).toContainText('Accumulation buffer');
  // Changing an earlier answer walks another branch.
  await future.getByRole('button', { name: 'Yes' }).click();
  await expect(chooser.getByRole('status')).toContainText('Scheduled events');
  await expect(chooser.getByRole('group', { name: /high-volume/ })).toHaveCount(0);
  await future.getByRole('button', { name: 'No' }).click();
  await chooser
    .getByRole('group', { name: /high-volume/ })
    .getByRole('button', { name: 'Yes' })
    .click();
  await chooser.getByRole('link', { name: 'Open Accumulation buffer in the lab' }).click();
  await expect(page).toHaveURL(/#\/lab\?design=accumulation&log=/);
  await expect(page.getByLabel('Design', { exact: true })).toHaveValue('accumulation');
  await expect(
    page.getByRole('table', { name: 'accumulation_buffer — independent connection' }).locator('tbody tr'),
  ).toHaveCount(3);
});

test('nothing special: someone waiting leads to the hybrid outbox; nobody waiting, to leased relays or the classic one', async ({
  page,
}) => {
  await page.goto('/#/?lang=ja');
  const chooser = page.getByRole('region', { name: 'どのパターンを使うか' });
  await chooser
    .getByRole('group', { name: /未来の時刻/ })
    .getByRole('button', { name: 'いいえ' })
    .click();
  await chooser
    .getByRole('group', { name: /件数が多く/ })
    .getByRole('button', { name: 'いいえ' })
    .click();
  await chooser
    .getByRole('group', { name: /コミットした瞬間/ })
    .getByRole('button', { name: 'はい' })
    .click();
  await expect(chooser.getByRole('status')).toContainText('ハイブリッド');
  await chooser
    .getByRole('group', { name: /コミットした瞬間/ })
    .getByRole('button', { name: 'いいえ' })
    .click();
  // Nobody waiting: how many relays read the outbox decides between a lease and the classic outbox.
  const relays = chooser.getByRole('group', { name: /送信ループは2つ以上/ });
  await relays.getByRole('button', { name: 'はい' }).click();
  await expect(chooser.getByRole('status')).toContainText('リース付き送信ループのアウトボックス');
  await relays.getByRole('button', { name: 'いいえ' }).click();
  await expect(chooser.getByRole('status')).toContainText('基本のアウトボックス');
  await chooser.getByRole('button', { name: '最初からやり直す' }).click();
  await expect(chooser.getByRole('group')).toHaveCount(1);
});
