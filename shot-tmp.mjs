import { chromium } from 'playwright';
const base = process.env.BASE;
const pages = JSON.parse(process.env.PAGES);
const sizes = {
  desk: { width: 1366, height: 768 },
  wide: { width: 1920, height: 1080 },
  phone: { width: 390, height: 844 },
};
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const p of pages) {
  for (const [name, viewport] of Object.entries(sizes)) {
    if (p.sizes && !p.sizes.includes(name)) continue;
    const ctx = await browser.newContext({
      viewport,
      deviceScaleFactor: 1,
      ...(name === 'phone' ? { isMobile: true, hasTouch: true } : {}),
    });
    const page = await ctx.newPage();
    await page.goto(`${base}/?lang=${p.lang}#${p.hash}`);
    await page.waitForTimeout(2500);
    if (p.click)
      for (const c of p.click) {
        await page.getByRole(c.role, { name: c.name }).first().click();
        await page.waitForTimeout(800);
      }
    if (p.scrollTo) {
      await page.getByText(p.scrollTo, { exact: false }).first().scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
    }
    await page.screenshot({ path: `/tmp/shots/${p.id}-${p.lang}-${name}.png`, fullPage: !!p.full });
    await ctx.close();
  }
}
await browser.close();
