// A lesson: its text paints before the WASM is ready, and its embedded labs are ready together about as
// soon as one. The lesson with the most labs is the one measured; its links come from the course home.
import { REPEAT, record, stats } from '../harness.mjs';
import { base, freshPage } from '../site.mjs';

export const needs = 'browser';
/** Its last row divides by #/lab's ready times, measured the same way in the same run. */
export const uses = ['cold-load'];

export async function run(results) {
  const { ready } = results['cold-load'];
  const lessonLinks = await (async () => {
    const { context, page } = await freshPage();
    await page.goto(`${base}#/`);
    await page.locator('.lesson-list a').first().waitFor();
    const hrefs = await page.locator('.lesson-list a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const counts = [];
    for (const href of hrefs) {
      await page.goto(`${base}${href}`);
      await page.getByRole('article').waitFor();
      counts.push([href, await page.locator('.lesson-lab').count()]);
    }
    await context.close();
    return counts.sort((a, b) => b[1] - a[1]);
  })();
  const [lessonHref, lessonLabs] = lessonLinks[0] ?? ['#/', 0];
  const lessonText = [];
  const lessonReady = [];
  const lessonFirstLab = [];
  for (let i = 0; i < REPEAT; i += 1) {
    const { context, page } = await freshPage();
    // When the lesson's own text (its article heading) is first in the document: the course loads as its own chunk.
    await page.addInitScript(() => {
      const seen = () => {
        if (!window.__lessonTextAt && document.querySelector('article h2')) window.__lessonTextAt = performance.now();
      };
      new MutationObserver(seen).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${base}${lessonHref}`);
    await page.waitForFunction((n) => performance.getEntriesByName('outbox-lab:ready').length >= n, lessonLabs, {
      timeout: 120_000,
    });
    const t = await page.evaluate(() => {
      const marks = performance.getEntriesByName('outbox-lab:ready').map((e) => e.startTime);
      return { text: window.__lessonTextAt ?? NaN, first: Math.min(...marks), all: Math.max(...marks) };
    });
    lessonText.push(t.text);
    lessonFirstLab.push(t.first);
    lessonReady.push(t.all);
    await context.close();
  }
  record(
    'load, cold',
    `lesson text in the page (${lessonHref})`,
    lessonText,
    'ms',
    'its article heading, before any lab is ready',
  );
  record('load, cold', 'lesson: first embedded lab ready (WASM loaded)', lessonFirstLab, 'ms');
  const allReady = record('load, cold', `lesson: all ${lessonLabs} embedded labs ready`, lessonReady, 'ms');
  record(
    'load, cold',
    `lesson: all ${lessonLabs} labs ready ÷ its first lab ready`,
    lessonReady.map((x, i) => x / lessonFirstLab[i]),
    '×',
    'what the extra labs add on the same page',
  );
  record(
    'load, cold',
    `lesson: all ${lessonLabs} labs ready ÷ #/lab ready`,
    lessonReady.map((x, i) => x / ready[i]),
    '×',
    `${(allReady.median / stats(ready).median).toFixed(2)}× by medians; the lesson also loads the course chunk`,
  );
}
