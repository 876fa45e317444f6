// The seed-002 patterns and seed 000's versioning in the page: each preset runs to its verdict, and the versioned
// design's amend form refuses a bad version at its field and answers a stale one with 409.
import { expect, test } from '@playwright/test';
import { address, LabPage } from './lab-page';

const PRESETS = [
  {
    name: 'hybrid',
    link: '#/lab?design=hybrid&log=n%3Asnack-7%3A7%2Cs%3Ao*9%2Cwt%3A60%2Cs%3Ar*2',
    verdict: 'Verdict: ok',
    also: /absorbed/i,
  },
  {
    name: 'scheduled',
    link: '#/lab?design=scheduled&log=n%3Asnack-7%3A7%2Cs%3Ao*7',
    verdict: 'Verdict: ok',
    also: null,
  },
  {
    name: 'accumulation, delete apart',
    link: '#/lab?design=accumulation-split&log=n%3Aalice-1%3A3%2Cn%3Aalice-2%3A4%2Cn%3Abob-1%3A5%2Cs%3Ao*21%2Ca%3Ac%3Ar%3A5',
    verdict: 'Verdict: duplicated',
    also: /counted twice/,
  },
] as const;

for (const preset of PRESETS) {
  test(`${preset.name}: the preset runs to its verdict`, async ({ page }) => {
    const lab = new LabPage(page);
    await lab.open(preset.link);
    await lab.button('Run to end').click();
    const verdict = lab.region('Verdict');
    await expect(verdict).toContainText(preset.verdict);
    if (preset.also) await expect(verdict).toContainText(preset.also);
  });
}

test('accumulation, delete apart: the verdict tells each double count as a chain, and its middle step opens the lab with the buffer still full', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.open(PRESETS[2].link);
  await lab.button('Run to end').click();
  const verdict = lab.region('Verdict');
  await expect(verdict.getByRole('heading', { name: "Why alice's tokens were counted twice" })).toBeVisible();
  const chain = verdict.getByRole('list', { name: "Why alice's tokens were counted twice" });
  await expect(chain.getByRole('listitem')).toHaveCount(3);
  await chain.getByRole('button', { name: /crashed before line 5, before the DELETE of those rows committed/ }).click();
  await expect(lab.table('usage_totals — independent connection')).toContainText('alice');
  await expect(lab.table('accumulation_buffer — independent connection').locator('tbody tr')).toHaveCount(3);
});

test('scheduled events: Operations watches scheduled_events, and a due event left unrun reads as overdue', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=scheduled&log=n%3Asnack-7%3A7%2Cs%3Ao*7%2Cc%3Ar');
  const ops = lab.region('Operations');
  await expect(ops.getByText('scheduled_events', { exact: true })).toBeVisible();
  await expect(ops).toContainText('Scheduled, not yet run');
  await lab.button('Wait 1 min').click();
  await lab.button('Wait 1 min').click();
  await expect(ops).toContainText('due over a minute ago');
});

test('versioned, version unchecked: the stale amendment meets UNIQUE per version and rolls back with a 500', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.open(
    '#/lab?design=versioned-unguarded&log=n%3Asnack-7%3A7%2Ce%2Cm%3Asnack-7%3A5%3A1%2Cm%3Asnack-7%3A9%3A1%2Ce',
  );
  await expect(lab.region('Timeline')).toContainText(
    'UNIQUE constraint failed: outbox.aggregate_type, outbox.aggregate_id, outbox.aggregate_version',
  );
  await expect(lab.table('outbox — independent connection').locator('tbody tr')).toHaveCount(2);
  await expect(lab.table('orders — independent connection')).toContainText('5');
  await expect(lab.region('Verdict')).toContainText('Verdict: ok');
});

test('versioned: a bad version is refused at its field; a stale one gets 409 and writes no event', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=versioned&log=n%3Asnack-7%3A7%2Ce%2Cm%3Asnack-7%3A5%3A1%2Ce');
  const form = page.getByRole('form', { name: 'Amend an order' });
  const version = form.getByLabel('Version you read');
  await version.fill('0');
  const link = await address(page);
  await form.getByRole('button', { name: 'Send amendment' }).click();
  await expect(version).toHaveAttribute('aria-invalid', 'true');
  await expect(version).toHaveAccessibleDescription(/whole number from 1 to 9999/);
  expect(await address(page)).toBe(link);

  await version.fill('1');
  await form.getByLabel('New quantity').fill('9');
  await form.getByRole('button', { name: 'Send amendment' }).click();
  await lab.button('Run to end').click();
  await expect(lab.region('Timeline')).toContainText('409 Conflict: snack-7 is at version 2, not 1');
  await expect(lab.table('outbox — independent connection').locator('tbody tr')).toHaveCount(2);
  await expect(lab.region('Verdict')).toContainText('Verdict: ok');
});
