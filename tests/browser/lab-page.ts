// A page object for the lab, finding everything by role and accessible name — the names DESIGN.md fixes.
import { expect, type Locator, type Page } from '@playwright/test';
import { encodeAction } from '../../app/engine/actions/registry';
import { parseLink } from '../../app/engine/replay/link-codec';

/**
 * The address bar once the lab has written it. The lab writes its link when the page is idle after the frame that
 * shows a change (250 ms at the latest); the same path taken now (a frame, then an idle callback, registered after
 * the lab's and so run after it) reads the address after that write.
 */
export async function address(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        requestAnimationFrame(() =>
          requestIdleCallback(() => setTimeout(() => resolve(location.href)), { timeout: 300 }),
        ),
      ),
  );
}

export class LabPage {
  constructor(readonly page: Page) {}

  async open(hash = '#/lab', query = '') {
    await this.page.goto(`/${query}${hash}`);
    await expect(this.button('Step')).toBeVisible();
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  async press(name: string, times = 1) {
    for (let i = 0; i < times; i += 1) await this.button(name).click();
  }

  async chooseDesign(label: string) {
    await this.page.getByLabel('Design', { exact: true }).selectOption({ label });
  }

  async submit(orderId: string, quantity: string) {
    await this.page.getByLabel('Order ID').fill(orderId);
    await this.page.getByLabel('Quantity').fill(quantity);
    await this.button('Submit order').click();
  }

  table(caption: string): Locator {
    return this.page.getByRole('table', { name: caption, exact: true });
  }

  rows(caption: string): Locator {
    return this.table(caption).locator('tbody tr');
  }

  /** Row counts of orders and outbox as one connection reads them. */
  async counts(connection: 'independent connection' | 'order service connection') {
    return [await this.rows(`orders — ${connection}`).count(), await this.rows(`outbox — ${connection}`).count()];
  }

  nextLine(process: 'Order service' | 'Relay' | 'Warehouse'): Locator {
    return this.page.getByRole('list', { name: process, exact: true }).locator('[aria-current="step"]');
  }

  region(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  status(): Locator {
    return this.page.getByRole('status').filter({ hasNotText: /^$/ }).last();
  }

  /** The text of one cell, found by its table's caption, the row's position and the column's header. */
  async cell(caption: string, row: number, column: string): Promise<string> {
    const headers = await this.table(caption).getByRole('columnheader').allInnerTexts();
    const index = headers.indexOf(column);
    if (index < 0) throw new Error(`no column ${column} in ${caption}: ${headers.join(', ')}`);
    return (await this.rows(caption).nth(row).getByRole('cell').nth(index).innerText()).trim();
  }

  async prepared(orderId: string): Promise<string> {
    const caption = 'stock — independent connection';
    const headers = await this.table(caption).getByRole('columnheader').allInnerTexts();
    const row = this.rows(caption).filter({ has: this.page.getByRole('cell', { name: orderId, exact: true }) });
    return (await row.getByRole('cell').nth(headers.indexOf('prepared')).textContent()) ?? '';
  }
}

/** A lab address's log as the lab reads it (the app's own parser), one token per action: applied, and under Forward. */
export function linkLog(url: string): { applied: string[]; forward: string[] } {
  const hash = new URL(url).hash;
  const parsed = parseLink(hash.slice(hash.indexOf('?') + 1));
  if (!parsed.ok) throw new Error(`the address is not a lab link the lab accepts (${parsed.error}): ${hash}`);
  const tokens = parsed.link.actions.map(encodeAction);
  const at = parsed.link.at ?? tokens.length;
  return { applied: tokens.slice(0, at), forward: tokens.slice(at) };
}
