import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './support/chromium.mjs';
const [,, out, w = '1366', h = '768', lang = 'en'] = process.argv;
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: +w, height: +h }, locale: lang === 'ja' ? 'ja-JP' : 'en-US' });
await page.goto(`http://127.0.0.1:4180/#/lab?design=outbox&log=n%3Asnack-7%3A7%2Cs*6`);
await page.waitForTimeout(1500);
await page.locator('main').focus();
for (const k of [',', ',', ',', 'Shift+R', ',', ',', 'e']) { await page.keyboard.press(k); await page.waitForTimeout(150); }
await page.locator('.history-scrubber').scrollIntoViewIfNeeded();
await page.screenshot({ path: out });
await browser.close();
