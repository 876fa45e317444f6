// Export for slides: the timeline up to the shown step as an SVG (its words, escaped) and a PNG twice its size,
// and a link to this state on the clipboard that opens the same lab.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { address, LabPage } from './lab-page';

const STATE = '#/lab?design=outbox&log=n%3Asnack-7%3A7%2Cs*6%2Cd%3Aa';

test('the timeline saves as SVG and PNG, up to the step the lab shows', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open(STATE);
  await lab.press('Back');
  const exports = lab.region('Timeline').getByRole('group', { name: 'Export' });
  const svgDownload = page.waitForEvent('download');
  await exports.getByRole('button', { name: 'Save as SVG' }).click();
  const svgFile = await svgDownload;
  expect(svgFile.suggestedFilename()).toBe('outbox-lab-timeline.svg');
  const svg = readFileSync((await svgFile.path())!, 'utf8');
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(svg).toContain('<title>Outbox Lab — Outbox</title>');
  expect(svg).toContain('BEGIN (Order service)');
  // Back undid the sixth step (the COMMIT): the picture stops before it.
  expect(svg).not.toContain('COMMIT (Order service)');
  await expect(lab.status()).toHaveText('The timeline was saved as an SVG file.');

  const pngDownload = page.waitForEvent('download');
  await exports.getByRole('button', { name: 'Save as PNG' }).click();
  const png = readFileSync((await (await pngDownload).path())!);
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // Width from the IHDR chunk: the SVG's 1,200 px drawn at twice the size.
  expect(png.readUInt32BE(16)).toBe(2400);
});

test('“Copy link to this state” puts a link on the clipboard that opens the same lab', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const lab = new LabPage(page);
  await lab.open(STATE);
  await lab.press('Back', 2);
  const before = await lab.region('Order DB').innerText();
  await lab.region('Timeline').getByRole('button', { name: 'Copy link to this state' }).click();
  await expect(lab.status()).toHaveText('The link to this state was copied.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await address(page));
  const other = new LabPage(await context.newPage());
  await other.page.goto(copied);
  await expect(other.button('Forward')).not.toHaveAttribute('aria-disabled', 'true');
  expect(await other.region('Order DB').innerText()).toBe(before);
});
