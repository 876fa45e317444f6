// "Check queries" (seed 002's sqlx prepare, in the page) and EXPLAIN QUERY PLAN in the SQL console, by role and
// name: the drifted design's one refused statement is named with the line that runs it and SQLite's words before
// anything runs, a sound design compiles whole, the check leaves the link as it was, and the console shows the
// relay's poll planned with its index and without it.
import { expect, test } from '@playwright/test';
import { designRegistry } from '../../app/engine/designs/registry';
import { designStatements } from '../../app/engine/console/query-check';
import { DEFAULT_OPTIONS } from '../../app/engine/types';
import { address, LabPage } from './lab-page';

const total = (design: string) => designStatements(designRegistry.get(design), DEFAULT_OPTIONS).length;

test('the drifted design: Check queries names the one statement SQLite refuses, its line and SQLite’s message, and changes nothing', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=scheduled-drifted');
  const link = await address(page);
  const check = page.getByRole('button', { name: 'Check queries', exact: true });
  await expect(check).toHaveAccessibleDescription(/Prepares, without running, every statement/);
  // By keyboard: focus and Enter.
  await check.focus();
  await page.keyboard.press('Enter');
  const status = page.getByRole('status', { name: 'Query check' });
  await expect(status).toContainText(`SQLite refuses 1 of ${total('scheduled-drifted')} statements:`);
  await expect(status).toContainText('scheduled_for <= ?');
  await expect(status).toContainText('Run by Relay, line 1.');
  await expect(status).toContainText('SQLite: no such column: scheduled_for');
  // Nothing ran: no action in the link, no entry in the timeline.
  expect(await address(page)).toBe(link);
  await expect(lab.region('Timeline')).not.toContainText('scheduled_for');
});

test('run anyway, the scanner fails at that line in SQLite’s words, in the timeline', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=scheduled-drifted&log=n%3Asnack-7%3A7%2Ce');
  await expect(lab.region('Timeline')).toContainText('no such column: scheduled_for');
});

test('a sound design compiles whole; in Japanese the button is 「クエリを検査」', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox-inbox');
  await page.getByRole('button', { name: 'Check queries', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Query check' })).toHaveText(
    `All ${total('outbox-inbox')} statements compile against the schema.`,
  );
  await page.goto('/?lang=ja#/lab?design=outbox');
  await page.getByRole('button', { name: 'クエリを検査', exact: true }).click();
  await expect(page.getByRole('status', { name: 'クエリの検査結果' })).toHaveText(
    `${total('outbox')} 文すべてがスキーマに対してコンパイルできます。`,
  );
});

test('the SQL console: EXPLAIN QUERY PLAN of the relay’s poll, with its index and NOT INDEXED, shown as SQLite’s plan', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox&log=n%3Asnack-7%3A7%2Ce');
  const link = await address(page);
  const region = page.getByRole('region', { name: 'SQL console' });
  const plan = region.getByRole('group', { name: 'Query plan — Order DB — independent connection' });
  await region.getByLabel('Example', { exact: true }).selectOption({ label: "Plan of the relay's poll (outbox)" });
  await expect(region.getByRole('status')).toHaveText(
    'The query plan, 2 steps, as SQLite would run it through Order DB — independent connection. Nothing was run.',
  );
  await expect(plan.getByRole('listitem')).toHaveText([
    'SEARCH outbox USING INDEX outbox_delivery (status=? AND available_at<?)',
    'USE TEMP B-TREE FOR ORDER BY',
  ]);
  await expect(region.getByLabel('Query (one statement, read-only)')).toHaveValue(
    /^EXPLAIN QUERY PLAN SELECT event_id, aggregate_id, payload_json FROM outbox WHERE/,
  );
  await region
    .getByLabel('Example', { exact: true })
    .selectOption({ label: "Plan of the relay's poll without its index (NOT INDEXED)" });
  await expect(plan.getByRole('listitem')).toHaveText(['SCAN outbox', 'USE TEMP B-TREE FOR ORDER BY']);
  // Typed by hand, on the relay's own connection.
  await region.getByLabel('Connection', { exact: true }).selectOption({ label: 'Order DB — relay connection' });
  await region
    .getByLabel('Query (one statement, read-only)')
    .fill("EXPLAIN QUERY PLAN SELECT * FROM outbox NOT INDEXED WHERE status = 'pending'");
  await region.getByRole('button', { name: 'Run query' }).click();
  await expect(
    region.getByRole('group', { name: 'Query plan — Order DB — relay connection' }).getByRole('listitem'),
  ).toHaveText(['SCAN outbox']);
  expect(await address(page)).toBe(link);
});
