import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './support/chromium.mjs';
const [,, hash, out, w = '1920', h = '1080', lang = 'en', extra = ''] = process.argv;
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: +w, height: +h }, locale: lang === 'ja' ? 'ja-JP' : 'en-US' });
await page.goto(`http://127.0.0.1:4180/${hash}`);
await page.waitForTimeout(1500);
if (extra === 'steps') {
  const step = page.locator('.controls button', { hasText: /^(Step|ステップ)$/ }).first();
  await page.locator('[data-shortcut-target="order"]').fill('snack-7');
  await page.keyboard.press('Tab');
  await page.locator('.order-form button[type=submit]').click();
  for (let i = 0; i < 5; i++) { await step.click(); await page.waitForTimeout(100); }
}
if (extra === 'help') { await page.keyboard.press('?'); await page.waitForTimeout(300); }
await page.screenshot({ path: out });
console.log(page.url());
await browser.close();
