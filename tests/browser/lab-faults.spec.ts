// The lab's fault controls: arming a fault ahead of time, the clock, and the timeline's detail toggle.
import { expect, test } from '@playwright/test';
import { address, LabPage } from './lab-page';

test('a fault armed with "Arm a fault" fires before its line: relay crash after the ACK duplicates in Outbox', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox');
  // Arming sits behind a disclosure in the control bar.
  await page.getByText('Arm a fault', { exact: true }).click();
  await page.getByLabel('Fault', { exact: true }).selectOption({ label: 'Crash' });
  await page.getByLabel('Process', { exact: true }).selectOption({ label: 'Relay' });
  await page.getByLabel('Before line', { exact: true }).selectOption('4');
  await lab.press('Arm fault');
  await expect(page.getByText('Armed: Crash Relay before line 4')).toBeVisible();
  await lab.submit('snack-7', '7');
  await lab.press('Run to end');
  await expect(lab.region('Timeline')).toContainText('CRASH before line 4');
  await expect(lab.region('Verdict')).toContainText('Verdict: duplicated');
  await expect.poll(() => lab.prepared('snack-7')).toBe('14');
});

test('with the ACK lost the relay waits; Advance clock brings its timeout, and the failure is recorded', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox');
  await expect(lab.button('Advance clock')).toHaveAccessibleDescription(/No timer is waiting/);
  await lab.submit('snack-7', '7');
  await lab.press('Drop ACK');
  await lab.press('Step', 14);
  await expect(lab.button('Step')).toBeDisabled();
  await expect(page.getByText(/Next timer: \+2\.\d{3}s/)).toBeVisible();
  await lab.press('Advance clock');
  await lab.press('Step relay');
  await expect(lab.status()).toContainText('no ACK: timed out');
  await lab.press('Step relay');
  await expect(lab.rows('outbox — independent connection').first()).toContainText('timeout: no ACK within 2 s');
});

test('the timeline can hide the "runs line N" entries and keeps that choice after a reload', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox');
  await lab.submit('snack-7', '7');
  await lab.press('Step', 2);
  const timeline = lab.region('Timeline');
  await expect(timeline).toContainText('runs line 2');
  await page.getByLabel('Show each “runs line N” entry').uncheck();
  // The timeline's events are buttons of the sequence diagram (the table is its "As table" alternative).
  await expect(timeline.getByRole('button', { name: /runs line/ })).toHaveCount(0);
  await expect(timeline.getByRole('button', { name: /BEGIN/ })).toHaveCount(1);
  await page.reload();
  await expect(lab.button('Step')).toBeVisible();
  await expect(page.getByLabel('Show each “runs line N” entry')).not.toBeChecked();
});

test("seed 000's relay bookkeeping, as the independent connection reads the outbox", async ({ page }) => {
  const lab = new LabPage(page);
  const outbox = 'outbox — independent connection';
  // One lost request, then a successful retry: published, both attempts counted, the last error cleared.
  await lab.open('#/lab?design=outbox');
  await lab.submit('snack-7', '7');
  await lab.press('Drop request');
  await lab.press('Run to end');
  await expect(lab.region('Verdict')).toContainText('Verdict: ok');
  expect([
    await lab.cell(outbox, 0, 'status'),
    await lab.cell(outbox, 0, 'attempt_count'),
    await lab.cell(outbox, 0, 'last_error'),
  ]).toEqual(['published', '2', 'NULL']);

  // With parking switched on by the link (attempts=5), the fifth failure parks the row, and the timeline says so.
  await lab.open('#/lab?design=outbox&attempts=5');
  await lab.submit('snack-7', '7');
  await lab.press('Drop request', 5);
  await lab.press('Run to end');
  await expect(lab.region('Verdict')).toContainText('Verdict: lost');
  expect([
    await lab.cell(outbox, 0, 'status'),
    await lab.cell(outbox, 0, 'attempt_count'),
    await lab.cell(outbox, 0, 'last_error'),
  ]).toEqual(['failed', '5', 'timeout: no ACK within 2 s']);
  await expect(lab.region('Timeline')).toContainText(
    'attempt 5 failed (timeout: no ACK within 2 s) — parked as failed, no more retries',
  );
  await expect(lab.region('Timeline')).toContainText('attempt 4 failed (timeout: no ACK within 2 s), retry in 60 s');
  expect(await address(page)).toContain('attempts=5');
});
