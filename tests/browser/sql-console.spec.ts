// The SQL console asks a real connection what it reads now, in a worker rebuilt from the log: committed rows
// only through the independent connection while the order transaction is open, the uncommitted row through the
// order service's own; a write refused; a runaway statement stopped while the page keeps answering; the lab's
// link never changed by a question.
import { expect, test, type Page } from '@playwright/test';
import { address, LabPage } from './lab-page';

/** The outbox design with the order service's transaction open: its outbox row written, COMMIT next. */
const OPEN_TX = '#/lab?design=outbox&log=n%3Asnack-7%3A7%2Cs*5';

function sqlConsole(page: Page) {
  const region = page.getByRole('region', { name: 'SQL console' });
  return {
    region,
    async ask(connection: string, sql: string) {
      await region.getByLabel('Connection', { exact: true }).selectOption({ label: connection });
      await region.getByLabel('Query (one statement, read-only)').fill(sql);
      await region.getByRole('button', { name: 'Run query' }).click();
    },
    status: region.getByRole('status'),
    result: (connection: string) => region.getByRole('table', { name: `Result — ${connection}` }),
  };
}

test('inside the open transaction: the independent connection reads no outbox row, the order service’s reads its own', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.open(OPEN_TX);
  const link = await address(page);
  const sql = sqlConsole(page);
  await sql.ask('Order DB — independent connection', 'SELECT event_id, status FROM outbox');
  await expect(sql.status).toHaveText('0 rows, read now through Order DB — independent connection.');
  await sql.ask('Order DB — order service connection', 'SELECT event_id, status FROM outbox');
  await expect(sql.status).toHaveText('1 row, read now through Order DB — order service connection.');
  await expect(sql.result('Order DB — order service connection').getByRole('row')).toHaveText([
    'event_idstatus',
    'evt-0001pending',
  ]);
  // A question is not an action: the link (the lab's state) is what it was.
  expect(await address(page)).toBe(link);

  // The answer follows the lab: COMMIT, and the independent connection, asked again by itself, reads the row.
  await sql.ask('Order DB — independent connection', 'SELECT event_id, status FROM outbox');
  await expect(sql.status).toHaveText('0 rows, read now through Order DB — independent connection.');
  await lab.press('Step order service');
  await expect(sql.status).toHaveText('1 row, read now through Order DB — independent connection.');
  await expect(sql.result('Order DB — independent connection').getByRole('row')).toHaveText([
    'event_idstatus',
    'evt-0001pending',
  ]);
});

test('a write is refused, SQLite saying why, and nothing changes; a bad statement gets SQLite’s message', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.open(OPEN_TX);
  const link = await address(page);
  const before = await lab.region('Order DB').innerText();
  const sql = sqlConsole(page);
  await sql.ask('Order DB — order service connection', 'DELETE FROM outbox');
  await expect(sql.status).toContainText(
    'Read-only: the console never writes or changes a connection, so this was not run. Nothing changed.',
  );
  await expect(sql.status).toContainText('readonly database');
  await sql.ask('Order DB — order service connection', 'COMMIT');
  await expect(sql.status).toHaveText(
    'Read-only: the console never writes or changes a connection, so this was not run. Nothing changed.',
  );
  await sql.ask('Order DB — order service connection', 'SELECT * FROM nope');
  await expect(sql.status).toHaveText('SQLite: no such table: nope');
  expect(await lab.region('Order DB').innerText()).toBe(before);
  expect(await address(page)).toBe(link);
  await sql.ask('Order DB — order service connection', 'SELECT count(*) AS n FROM outbox');
  await expect(sql.result('Order DB — order service connection').getByRole('row')).toHaveText(['n', '1']);
});

test('a statement that never ends is stopped with a message while the lab keeps answering', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open(OPEN_TX);
  const sql = sqlConsole(page);
  await sql.ask(
    'Order DB — independent connection',
    'WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT count(*) FROM n',
  );
  await expect(sql.status).toHaveText('Asking…');
  // The page's thread is free: a button reacts while the statement runs. Pressed and read back within one frame
  // inside the page, so the two seconds the statement has left cannot run out in between.
  const during = await page.evaluate(async () => {
    const status = () => document.querySelector('.sql-console [role="status"]')!.textContent;
    const asking = status();
    document.querySelector<HTMLButtonElement>('button[aria-label="Step order service"]')!.click();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return {
      asking,
      next: document.querySelector('[aria-label="Order service"] [aria-current="step"]')?.textContent,
      still: status(),
    };
  });
  expect(during).toEqual({ asking: 'Asking…', next: expect.stringContaining('respond 202'), still: 'Asking…' });
  await expect(sql.status).toHaveText('The query ran for more than 2 seconds and was stopped. The lab is as it was.');
  // And the console answers the next question at once, from a new worker.
  await sql.ask('Order DB — independent connection', 'SELECT count(*) AS n FROM outbox');
  await expect(sql.result('Order DB — independent connection').getByRole('row')).toHaveText(['n', '1']);
});
