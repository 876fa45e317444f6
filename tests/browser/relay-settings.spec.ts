// The relay's settings in the page: a value out of range is refused at its field, naming the limit, and nothing
// changes; good settings replay the run under them, show in the relay's program and in the link.
import { expect, test } from '@playwright/test';
import { address, LabPage } from './lab-page';

test('out of range is refused at the field; exponential back-off replays the run and goes into the link', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox&log=n%3Asnack-7%3A7%2Cd%3Aq%2Cd%3Aq%2Ce');
  const link = await address(page);
  await page.getByText('Relay settings').click();
  const form = page.getByRole('form', { name: 'Relay settings' });
  const wait = form.getByLabel('Wait before a retry (seconds)');
  await wait.fill('0');
  await form.getByRole('button', { name: 'Apply settings' }).click();
  await expect(wait).toHaveAttribute('aria-invalid', 'true');
  await expect(wait).toHaveAccessibleDescription(/The wait must be a whole number of seconds from 1 to 3600\./);
  expect(await address(page)).toBe(link);

  await wait.fill('10');
  await form.getByLabel('Double the wait after each attempt (exponential back-off)').check();
  const cap = form.getByLabel('Longest wait (seconds)');
  await cap.fill('5');
  await form.getByRole('button', { name: 'Apply settings' }).click();
  await expect(cap).toHaveAccessibleDescription(/no shorter than the first wait/);
  expect(await address(page)).toBe(link);

  await cap.fill('40');
  await form.getByRole('button', { name: 'Apply settings' }).click();
  await expect(lab.status()).toHaveText('Relay settings applied: the same 4 actions replayed under them.');
  await expect(page).toHaveURL(/retry=10&cap=40/);
  await expect(page.getByRole('list', { name: 'Relay', exact: true })).toContainText(
    'available_at = :now + min(40 s, 10 s × 2^attempt_count)',
  );
  // Two lost requests, two waits: 10 s, then 20 s; the run still ends with the order delivered once.
  await expect(lab.region('Verdict')).toContainText('Verdict: ok');
  await expect(lab.region('Timeline').getByRole('list', { name: 'Events, oldest first' })).toContainText('+34.1');
});
