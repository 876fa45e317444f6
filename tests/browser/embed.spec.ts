// Embedding: the example host page receives the lab's progress from its iframe and ignores a message that is not
// the lab's; the lab answers a host on the build's allowed list and says nothing to any other; ?embed=1 hides
// the site's header.
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from '../support/chromium.mjs';

// The host pages below are served by the test as http://allowed.test and http://other.test, which Chromium
// counts as public sites framing a loopback one (the preview server): its Local Network Access checks would block
// the frame before the lab could answer. A browser of these tests' own leaves the checks out.
let hostBrowser: Browser;
test.beforeAll(async () => {
  hostBrowser = await chromium.launch({
    executablePath: findChromium(),
    args: [...CHROMIUM_FLAGS, '--disable-features=LocalNetworkAccessChecks'],
  });
});
test.afterAll(() => hostBrowser.close());

/** A host page at `origin` (served by the test itself) that frames the lab and records what it hears. */
async function hostAt(page: Page, origin: string, labUrl: string) {
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>host</title><iframe id="lab" title="lab" src="${labUrl}" style="width:1200px;height:700px"></iframe>
<script>
  window.heard = [];
  addEventListener('message', (e) => { if (e.source === document.getElementById('lab').contentWindow) window.heard.push(e.data); });
  window.hello = () => document.getElementById('lab').contentWindow.postMessage({ source: 'outbox-lab-host', version: 1, type: 'hello' }, '*');
</script>`,
    }),
  );
  await page.goto(`${origin}/host.html`);
}

test('the example course page receives the lesson’s progress from its iframe, and ignores a message that is not the lab’s', async ({
  page,
}) => {
  await page.goto('/embed-example.html');
  const log = page.getByRole('log', { name: 'Messages from the lab' });
  await expect(log.locator('[data-type="ready"]').first()).toContainText('"screen":"lesson"');
  const lab = page.frameLocator('#lab');
  // No site header inside the frame.
  await expect(lab.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(lab.getByRole('banner')).toHaveCount(0);
  // A prediction answered in the lesson reaches the host as progress.
  const prediction = lab
    .getByRole('group')
    .filter({ has: lab.getByRole('radio') })
    .first();
  await prediction.getByRole('radio').first().check();
  await prediction.getByRole('button', { name: 'Check prediction' }).click();
  await expect(log.locator('[data-type="progress"]').last()).toContainText('"lost-ack":{"predictions":{');
  const heard = await log.getByRole('listitem').count();
  // A forged message of the right shape from another origin changes nothing on the host.
  await page.evaluate(() =>
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: 'http://evil.test',
        data: { source: 'outbox-lab', version: 1, type: 'progress', lessons: {}, quizBest: null },
      }),
    ),
  );
  await page.waitForTimeout(300);
  await expect(log.getByRole('listitem')).toHaveCount(heard);
});

test('the lab answers a host on the allowed list, and says nothing to a host that is not', async ({ baseURL }) => {
  const page = await hostBrowser.newPage();
  const labUrl = new URL('?embed=1#/lab?design=outbox', baseURL).href;
  await hostAt(page, 'http://allowed.test', labUrl);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { heard: { type: string }[] }).heard.map((m) => m.type)))
    .toEqual(['ready', 'progress']);
  await page.evaluate(() => (window as unknown as { hello(): void }).hello());
  await expect.poll(() => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard.length)).toBe(4);

  const other = await hostBrowser.newPage();
  await hostAt(other, 'http://other.test', labUrl);
  await expect(other.frameLocator('#lab').getByRole('button', { name: 'Step', exact: true })).toBeVisible();
  await other.evaluate(() => (window as unknown as { hello(): void }).hello());
  // The lab is up and was asked, by the same page script as above: it says nothing to this origin.
  await other.waitForTimeout(1_000);
  expect(await other.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual([]);
});

test('a message of the wrong shape from the allowed host is ignored', async ({ baseURL }) => {
  const page = await hostBrowser.newPage();
  await hostAt(page, 'http://allowed.test', new URL('?embed=1#/', baseURL).href);
  await expect.poll(() => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard.length)).toBe(2);
  await page.evaluate(() => {
    const lab = (document.getElementById('lab') as HTMLIFrameElement).contentWindow!;
    for (const data of [
      { source: 'outbox-lab-host', version: 2, type: 'hello' },
      { source: 'outbox-lab-host', version: 1, type: 'hello', extra: 1 },
      'hello',
      null,
    ])
      lab.postMessage(data, '*');
  });
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => (window as unknown as { heard: unknown[] }).heard.length)).toBe(2);
});
