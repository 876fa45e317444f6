// The verdict says why: its causes are buttons that jump the lab to the step that caused it, and "Try this
// with <design>" replays the same faults under a design that survives them.
import { expect, test } from '@playwright/test';
import { LabPage } from './lab-page';

test('Outbox with a lost ACK: the verdict names the lost ACK and the resend, jumps to them, and offers Outbox + inbox', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox');
  await lab.submit('snack-7', '7');
  await lab.press('Drop ACK');
  await lab.press('Run to end');

  const verdict = lab.region('Verdict');
  await expect(verdict).toContainText('Verdict: duplicated');
  const chain = verdict.getByRole('list', { name: 'Why snack-7 was prepared again' });
  const lostAck = chain.getByRole('button', { name: /The ACK m2 was lost on its way back to the relay/ });
  await expect(lostAck).toBeVisible();
  await expect(chain.getByRole('button', { name: /The relay heard nothing back and timed out/ })).toBeVisible();
  await expect(chain.getByRole('button', { name: /The relay sent evt-0001 again \(m3\)/ })).toBeVisible();
  await expect(chain.getByRole('button', { name: /no inbox, so it prepared snack-7 again/ })).toBeVisible();
  await expect(lab.button('Forward')).toBeDisabled();

  // By keyboard: the link jumps the lab to right after the lost ACK; the rest of the run waits under Forward.
  await lostAck.focus();
  await page.keyboard.press('Enter');
  await expect(lab.button('Forward')).toBeEnabled();
  await expect(lab.status()).toContainText('Jumped to: The ACK m2 was lost on its way back to the relay.');
  await lab.press('As table');
  await expect(page.getByRole('table', { name: 'Timeline', exact: true }).locator('tbody tr').last()).toContainText(
    'ACK m2 lost (snack-7)',
  );
  // No verdict at this step, but the one the run ends in stays, its chain marking where the lab stands.
  await expect(verdict).toContainText('No verdict yet: the run has not come to rest');
  await expect(verdict).toContainText('Where this run ends (what Forward would redo included):');
  await expect(verdict).toContainText('Verdict: duplicated');
  await expect(lostAck).toHaveAttribute('aria-current', 'step');

  // The same actions under the design that survives a lost ACK end ok, the repeat absorbed by the inbox.
  await verdict.getByRole('button', { name: 'Try this with Outbox + inbox', exact: true }).click();
  await expect(verdict).toContainText('Verdict: ok');
  await expect(verdict).toContainText('1 duplicate absorbed');
  await expect(page.getByLabel('Design', { exact: true })).toHaveValue('outbox-inbox');
  await expect(verdict.getByRole('button', { name: /The inbox already had evt-0001/ })).toBeVisible();
  await expect(verdict.getByRole('table').locator('tbody tr').getByRole('cell')).toHaveText([
    'snack-7',
    '7',
    '7',
    'ok',
  ]);
  await expect(verdict.getByRole('button', { name: /^Try this with/ })).toHaveCount(0);
});

test('Commit, then send, a crash after COMMIT: the verdict says the send never ran, and Outbox survives it', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=commit-then-send');
  await lab.submit('snack-7', '7');
  await lab.press('Step order service', 5);
  await lab.press('Crash order service');
  await lab.press('Run to end');
  const verdict = lab.region('Verdict');
  await expect(verdict).toContainText('Verdict: lost');
  const chain = verdict.getByRole('list', { name: 'Why snack-7 never reached the warehouse' });
  await expect(chain.getByRole('button')).toHaveText([
    /committed snack-7/,
    /crashed before line 6, after its COMMIT/,
    /no answer for snack-7/,
    /nobody ever sends snack-7/,
  ]);
  // Send, then commit comes next in the picker but can invent orders; Outbox takes the same crash, right after
  // its own COMMIT, and still delivers the order.
  await verdict.getByRole('button', { name: 'Try this with Outbox', exact: true }).click();
  await expect(verdict).toContainText('Verdict: ok');
  await expect(lab.region('Timeline')).toContainText('CRASH before line 7');
  await expect.poll(() => lab.prepared('snack-7')).toBe('7');
  await expect(lab.rows('orders — independent connection')).toHaveCount(1);
});

test('A long run: the evidence shows the orders that are not ok first, twenty rows in all, and a button shows every order', async ({
  page,
}) => {
  const ids = Array.from({ length: 25 }, (_, i) => `o-${String(i + 1).padStart(2, '0')}`);
  // o-13's ACK is lost: without an inbox the warehouse prepares it twice. Every other order is ok.
  const log = [
    ...ids.slice(0, 12).map((id) => `n:${id}:1`),
    'e',
    `n:${ids[12]}:1`,
    'd:a',
    'e',
    ...ids.slice(13).map((id) => `n:${id}:1`),
    'e',
  ];
  const lab = new LabPage(page);
  await lab.open(`#/lab?design=outbox&log=${log.join(',')}`);
  const verdict = lab.region('Verdict');
  await expect(verdict).toContainText('Verdict: duplicated');
  const evidence = verdict.getByRole('table', { name: /^Evidence/ });
  const rows = evidence.locator('tbody tr');
  await expect(rows).toHaveCount(20);
  await expect(rows.first().getByRole('cell')).toHaveText(['o-13', '1', '2', 'duplicated']);
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText('o-01');
  await expect(verdict).toContainText('Showing 20 of 25 orders: those that are not ok first.');

  const more = verdict.getByRole('button', { name: 'Show all 25 orders' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(rows).toHaveCount(25);
  await expect(rows.locator('td:first-child')).toHaveText(ids);
  await expect(verdict).toContainText('Showing all 25 orders.');
  const fewer = verdict.getByRole('button', { name: 'Show only 20' });
  await expect(fewer).toHaveAttribute('aria-expanded', 'true');
  await expect(fewer).toBeFocused();
  await fewer.click();
  await expect(rows).toHaveCount(20);
});
