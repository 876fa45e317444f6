// The lab on one screen: what the lab exists to show is in view at the sizes learners and instructors use.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { LabPage } from './lab-page';

const PROCESSES = ['Order service', 'Relay', 'Warehouse'] as const;
const TABLES = ['orders', 'outbox', 'stock'] as const;
const CONNECTIONS = {
  orders: 'order service connection',
  outbox: 'order service connection',
  stock: 'warehouse connection',
} as const;
const KEY = { orders: 'order_id', outbox: 'event_id', stock: 'order_id' } as const;

/** Whether the element's box lies inside its table's scroll box as that box stands: not cut off sideways or below. */
async function inScroller(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const scroller = el.closest('.table-scroll');
    if (!scroller) return false;
    const [box, frame] = [el.getBoundingClientRect(), scroller.getBoundingClientRect()];
    return (
      box.left >= frame.left - 0.5 &&
      box.right <= frame.right + 0.5 &&
      box.top >= frame.top - 0.5 &&
      box.bottom <= frame.bottom + 0.5
    );
  });
}

/** Whether the element's box lies wholly inside the viewport as the page stands (nothing scrolled). */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  return (
    box !== null &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= viewport.width + 0.5 &&
    box.y + box.height <= viewport.height + 0.5
  );
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
]) {
  test(`at ${viewport.width}×${viewport.height}, after Submit order and four steps, the controls, every next line and every table pane are on screen`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const lab = new LabPage(page);
    await lab.open('#/lab?design=outbox');
    await lab.submit('snack-7', '7');
    await lab.press('Step', 4);
    await expect(lab.nextLine('Order service')).toContainText('INSERT INTO outbox');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const offscreen: string[] = [];
    const check = async (what: string, locator: Locator) => {
      if (!(await inView(page, locator))) offscreen.push(what);
    };
    await check('Step button', lab.button('Step'));
    await check('Crash relay', lab.button('Crash relay'));
    for (const process of PROCESSES) await check(`${process}'s next line`, lab.nextLine(process));
    for (const table of TABLES) {
      for (const connection of [CONNECTIONS[table], 'independent connection']) {
        const caption = `${table} — ${connection}`;
        await check(`${caption} caption`, lab.table(caption).locator('caption'));
        await check(
          `${caption} ${KEY[table]}`,
          lab.table(caption).getByRole('columnheader', { name: KEY[table], exact: true }),
        );
      }
    }
    // The outbox's bookkeeping, on both connections, without scrolling sideways.
    for (const connection of ['order service connection', 'independent connection']) {
      for (const column of ['status', 'attempt_count', 'available_at', 'last_error']) {
        const header = lab.table(`outbox — ${connection}`).getByRole('columnheader', { name: column, exact: true });
        if (!(await inScroller(header)) || !(await inView(page, header)))
          offscreen.push(`outbox — ${connection} ${column}`);
      }
    }
    expect(offscreen).toEqual([]);
  });
}

test('at 150 % zoom the duplicated stock reads 14 in full, and the outbox shows status, attempts and last error', async ({
  browser,
}) => {
  // 150 % browser zoom on a 1366-pixel screen: 911 CSS pixels across, 1.5 device pixels each.
  const context = await browser.newContext({ viewport: { width: 911, height: 512 }, deviceScaleFactor: 1.5 });
  const page = await context.newPage();
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox&log=n:snack-7:7,d:a,e');
  await expect(lab.region('Verdict')).toContainText('duplicated');
  for (const connection of ['warehouse connection', 'independent connection']) {
    const cell = lab.table(`stock — ${connection}`).getByRole('cell', { name: '14', exact: true });
    await expect(cell).toBeVisible();
    // Not clipped: the text fits its cell, and the cell lies inside what its table's scroll box shows.
    expect(await cell.evaluate((td) => td.scrollWidth <= td.clientWidth)).toBe(true);
    expect(await inScroller(cell)).toBe(true);
  }
  for (const connection of ['order service connection', 'independent connection']) {
    const outbox = lab.table(`outbox — ${connection}`);
    for (const column of ['event_id', 'status', 'attempt_count', 'available_at', 'last_error']) {
      const header = outbox.getByRole('columnheader', { name: column, exact: true });
      await expect(header).toBeVisible();
      expect(await inScroller(header), `${connection} ${column}`).toBe(true);
    }
    await expect(outbox.getByRole('cell', { name: 'published', exact: true })).toBeVisible();
  }
  await context.close();
});

test('All columns shows every column the connection read; the default set hides columns, never rows', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox&log=n:snack-7:7,e');
  const outbox = lab.table('outbox — independent connection');
  await expect(outbox.getByRole('columnheader', { name: 'payload_json', exact: true })).toHaveCount(0);
  const rows = await lab.rows('outbox — independent connection').count();
  await lab.region('Order DB').getByLabel('All columns').check();
  await expect(outbox.getByRole('columnheader', { name: 'payload_json', exact: true })).toBeVisible();
  expect(await lab.rows('outbox — independent connection').count()).toBe(rows);
});

test('a crash inside the transaction leaves its rows struck for that step, and the independent pane counts what it cannot see', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox');
  await lab.submit('snack-7', '7');
  await lab.press('Step order service', 5);
  await expect(lab.region('Order DB')).toContainText('0 rows · 1 row hidden behind an open transaction');
  await lab.press('Crash order service');
  const db = lab.region('Order DB');
  await expect(db).toContainText('✖ rolled back with the connection: orders snack-7, outbox evt-0001');
  await expect(lab.rows('orders — order service connection')).toHaveCount(1);
  await expect(lab.rows('orders — order service connection').first().locator('del')).not.toHaveCount(0);
  await lab.press('Restart order service');
  await expect(db).not.toContainText('rolled back with the connection');
  await expect(lab.rows('orders — order service connection')).toHaveCount(0);
});

test('why a control is disabled shows beside it on focus and names the way on', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox');
  await lab.submit('snack-7', '7');
  await lab.press('Step', 7);
  // The order service has committed; the relay sent its event and waits for the warehouse's ACK.
  await lab.press('Step relay', 2);
  const step = lab.button('Step relay');
  // Reached by the keyboard (:focus-visible): a click's focus does not show it.
  await step.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const reason = page.getByRole('tooltip').filter({ hasText: 'warehouse' });
  await expect(reason).toBeVisible();
  await expect(reason).toContainText('step the warehouse');
  await expect(step).toHaveAccessibleDescription(/step the warehouse/);
});

test('the status line sits in the control bar, and "Lab ready." goes once something happens', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox');
  // The lab's status line (the SQL console has its own, for its answers).
  const status = lab.region('Controls').getByRole('status');
  await expect(status).toHaveText('Lab ready.');
  await expect(lab.region('Controls').getByRole('status')).toHaveCount(1);
  await lab.submit('snack-7', '7');
  await expect(status).not.toContainText('Lab ready.');
});
