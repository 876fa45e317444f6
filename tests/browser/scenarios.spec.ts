// The instructor's scenarios: the current state saved with a title, opened again by its key, exported to a file
// and imported back; a bad file or a missing title changes nothing and says why; the lessons' presets follow.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { LabPage } from './lab-page';

const SAVED = '#/lab?design=outbox&log=n%3Asnack-7%3A7%2Cs*6%2Cd%3Aa';

test('save the current state, open it with key 1 from elsewhere, and the lessons’ presets follow it', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.open(SAVED);
  await page.getByRole('button', { name: 'Scenarios' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scenarios' });
  // No title: refused at the field, nothing saved.
  await dialog.getByRole('button', { name: 'Save current state' }).click();
  await expect(dialog.getByLabel('Title for the current state')).toHaveAccessibleDescription(
    /Give the state a title of 1 to 80 characters\./,
  );
  await expect(dialog.getByRole('list', { name: 'Your scenarios' }).getByRole('listitem')).toHaveCount(0);
  await dialog.getByLabel('Title for the current state').fill('ACK lost after the warehouse committed');
  await dialog.getByRole('button', { name: 'Save current state' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Saved “ACK lost after the warehouse committed” as scenario 1.');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await lab.open('#/lab?design=outbox-inbox');
  await page.locator('main').focus();
  await page.keyboard.press('1');
  await expect(page).toHaveURL(new RegExp(`${SAVED.replace(/[?*]/g, '\\$&')}$`));
  await expect(page.getByLabel('Design', { exact: true })).toHaveValue('outbox');
  // Key 2 is the first lesson preset now.
  await page.getByRole('button', { name: 'Scenarios' }).click();
  const first = (await dialog
    .getByRole('list', { name: 'From the lessons' })
    .getByRole('link')
    .first()
    .getAttribute('href'))!;
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.locator('main').focus();
  await page.keyboard.press('2');
  await expect(page).toHaveURL(new RegExp(`${first.replace(/[?*]/g, '\\$&')}$`));
});

test('export, then import into a fresh browser; a bad file changes nothing and says why', async ({ page, browser }) => {
  const lab = new LabPage(page);
  await lab.open(SAVED);
  await page.getByRole('button', { name: 'Scenarios' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scenarios' });
  await dialog.getByLabel('Title for the current state').fill('Lost ACK');
  await dialog.getByRole('button', { name: 'Save current state' }).click();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export your scenarios' }).click();
  const file = await (await download).path();
  const text = readFileSync(file, 'utf8');
  expect(JSON.parse(text)).toEqual({
    format: 'outbox-lab-scenarios',
    version: 1,
    scenarios: [{ title: 'Lost ACK', link: SAVED }],
  });

  const other = await (await browser.newContext({ locale: 'en-US' })).newPage();
  const fresh = new LabPage(other);
  await fresh.open('#/lab?design=outbox');
  await other.getByRole('button', { name: 'Scenarios' }).click();
  const there = other.getByRole('dialog', { name: 'Scenarios' });
  const input = there.getByLabel('Import scenarios from a file');
  await input.setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({
        format: 'outbox-lab-scenarios',
        version: 1,
        scenarios: [{ title: 'x', link: '#/lab?design=nope' }],
      }),
    ),
  });
  await expect(there.getByRole('status')).toHaveText(
    'Scenario 1 in that file is not a link this lab can open. Nothing was imported.',
  );
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(there.getByRole('status')).toHaveText('That file is not JSON. Nothing was imported.');
  await expect(there.getByRole('list', { name: 'Your scenarios' }).getByRole('listitem')).toHaveCount(0);
  await input.setInputFiles({ name: 'scenarios.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(there.getByRole('status')).toHaveText('Imported 1 new scenario.');
  await there.getByRole('link', { name: 'Lost ACK', exact: true }).click();
  await expect(there).toBeHidden();
  await expect(other).toHaveURL(new RegExp(`${SAVED.replace(/[?*]/g, '\\$&')}$`));
  await expect(fresh.button('Drop ACK')).toBeVisible();
});
