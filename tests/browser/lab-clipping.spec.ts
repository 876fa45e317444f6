// Nothing in the lab is cut at 1366×768, in any design, in either language: every table pane shows its default
// columns whole (no column scrolled out of its box, the outbox's aggregate_id among them), every caption is whole,
// and the client's newest response reads whole.
import { expect, test } from '@playwright/test';
import { designRegistry } from '../../app/engine/designs/registry';

for (const lang of ['en', 'ja'] as const) {
  test(`${lang}: at 1366×768 no pane, caption or response is clipped, in any design`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 768 });
    for (const design of designRegistry.ids) {
      // An order mid-transaction (the owner's uncommitted marks are the widest a pane gets), then a second order.
      await page.goto(`/?lang=${lang}#/lab?design=${design}&log=n:snack-7:7,s,s,s,s,s`);
      await expect(page.getByRole('region', { name: lang === 'en' ? 'Controls' : '操作' })).toBeVisible();
      await expect(page.locator('.lab table').first()).toBeVisible();
      const clipped = await page.evaluate(() => {
        const out: string[] = [];
        for (const box of document.querySelectorAll<HTMLElement>('.lab .table-scroll')) {
          const caption = box.querySelector('caption');
          if (box.scrollWidth > box.clientWidth + 1)
            out.push(`${caption?.textContent}: ${box.scrollWidth - box.clientWidth} px of columns scrolled out`);
          if (caption && caption.scrollWidth > caption.clientWidth + 1) out.push(`caption cut: ${caption.textContent}`);
        }
        for (const item of document.querySelectorAll<HTMLElement>('.responses li'))
          if (item.scrollWidth > item.clientWidth + 1) out.push(`response cut: ${item.textContent}`);
        return out;
      });
      expect(clipped, design).toEqual([]);
      const outbox = page.getByRole('table', {
        name: lang === 'en' ? 'outbox — independent connection' : 'outbox — 独立した接続',
        exact: true,
      });
      if (await outbox.count()) await expect(outbox.getByRole('columnheader', { name: 'aggregate_id' })).toBeVisible();
    }
    // The newest response is the first line of the list, and it is whole inside the list's box.
    await page.goto(`/?lang=${lang}#/lab?design=outbox&log=n:snack-7:7,e,n:tea-2:2,e`);
    const responses = page.getByRole('list', {
      name: lang === 'en' ? 'Responses to the client, newest first' : 'クライアントへの応答(新しい順)',
    });
    await expect(responses.getByRole('listitem').first()).toContainText('tea-2');
    const [list, first] = [await responses.boundingBox(), await responses.getByRole('listitem').first().boundingBox()];
    expect(first!.y + first!.height).toBeLessThanOrEqual(list!.y + list!.height + 1);
  });
}
