// What a learner sees mid-transaction (order and outbox rows written, not committed), saved for the notes.
import { mkdirSync } from 'node:fs';
import { base, theBrowser, waitReady } from '../site.mjs';

export const needs = 'browser';

const SHOTS = [
  ['lab-1366x768', { width: 1366, height: 768 }, 1],
  ['lab-1920x1080', { width: 1920, height: 1080 }, 1],
  ['lab-phone-390x844', { width: 390, height: 844 }, 2],
];

export async function run() {
  mkdirSync('bench-results', { recursive: true });
  for (const [name, viewport, scale] of SHOTS) {
    for (const lang of ['en', 'ja']) {
      const context = await theBrowser().newContext({
        viewport,
        deviceScaleFactor: scale,
        locale: lang === 'ja' ? 'ja-JP' : 'en-US',
      });
      const page = await context.newPage();
      await page.goto(`${base}?lang=${lang}#/lab?design=outbox&log=n:snack-7:7,s,s,s,s,s`);
      await waitReady(page);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `bench-results/${name}-${lang}.png` });
      await context.close();
    }
  }
}
