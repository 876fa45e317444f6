// Presenter mode as a room sees it after a run: the verdict's headline, the newest timeline events and every table
// pane's key columns on the screen together, tables and programs at 18 px or more — at 1920×1080 for every design;
// on a small projector (1366×768) for the designs of two tables a database, and for the larger ones the panes the
// verdict names. The timeline follows the newest event as the run grows.
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { designRegistry } from '../../app/engine/designs/registry';
import { paneTables } from '../../app/engine/designs/table';
import { LabPage } from './lab-page';

type Lang = 'en' | 'ja';
const dict = (lang: Lang) => JSON.parse(readFileSync(`app/ui/i18n/${lang}.json`, 'utf8'));
const WORDS = Object.fromEntries(
  (['en', 'ja'] as const).map((lang) => {
    const d = dict(lang);
    return [
      lang,
      {
        run: d.controls.runToEnd as string,
        design: d.design.label as string,
        verdict: d.verdict.heading as string,
        headline: new RegExp(`^${(d.verdict.result as string).replace('{{outcome}}', '.+')}$`),
        timeline: d.timelineView.heading as string,
        events: d.timelineDiagram.events as string,
        dbs: [d.tables.orderDb, d.tables.warehouseDb] as string[],
        processes: [d.process.order, d.process.relay, d.process.warehouse] as string[],
      },
    ];
  }),
) as Record<
  Lang,
  {
    run: string;
    design: string;
    verdict: string;
    headline: RegExp;
    timeline: string;
    events: string;
    dbs: string[];
    processes: string[];
  }
>;

/** The designs whose databases hold at most two tables each: the ones a small projector shows whole. */
const TWO_TABLE = designRegistry.list
  .filter((d) => paneTables(d.tables, 'order').length <= 2 && paneTables(d.tables, 'warehouse').length <= 2)
  .map((d) => d.id);
const LARGER = designRegistry.ids.filter((id) => !TWO_TABLE.includes(id));
const SIZES = { big: { width: 1920, height: 1080 }, small: { width: 1366, height: 768 } } as const;

/**
 * Opens `design` in presenter mode and runs it to the end. The designs of one test follow one another on one page:
 * the address changes only after `#`, so the loaded page opens the next lab (a new page would cost a fresh load).
 */
async function openAfterRun(page: Page, design: string, lang: Lang = 'en') {
  const lab = new LabPage(page);
  await page.goto(`/?present=1&lang=${lang}#/lab?design=${design}&log=n%3Asnack-7%3A7`);
  // The lab of this design, not the one before it, is the one on the page.
  await expect(page.getByRole('combobox', { name: WORDS[lang].design, exact: true })).toHaveValue(design);
  const run = lab.button(WORDS[lang].run);
  await expect(run).toBeEnabled();
  await run.click();
  const verdict = lab.region(WORDS[lang].verdict);
  await expect(verdict.getByText(WORDS[lang].headline)).toBeVisible();
  // The address is written after the frame that shows the run's end: from then on nothing moves.
  await expect(page).toHaveURL(/%2Ce(&|$)/);
  return { lab, verdict };
}

/** Whether the whole box is inside the window (and, when given, inside the box that scrolls it). */
async function onScreen(page: Page, target: Locator, scroller?: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const view = page.viewportSize()!;
  if (!box || box.width === 0) return false;
  const inView =
    box.x >= 0 && box.y >= 0 && box.x + box.width <= view.width + 0.5 && box.y + box.height <= view.height + 0.5;
  if (!inView || !scroller) return inView;
  const outer = (await scroller.boundingBox())!;
  return (
    box.x >= outer.x - 0.5 &&
    box.y >= outer.y - 0.5 &&
    box.x + box.width <= outer.x + outer.width + 0.5 &&
    box.y + box.height <= outer.y + outer.height + 0.5
  );
}

/** The newest event of the sequence diagram: the rendered item whose place in the list is the last. */
async function newestEvent(page: Page, lang: Lang): Promise<Locator> {
  const items = page.getByRole('list', { name: WORDS[lang].events }).getByRole('listitem');
  const last = await items.evaluateAll((els) => {
    const places = els.map((el) => [Number(el.getAttribute('aria-posinset')), Number(el.getAttribute('aria-setsize'))]);
    return places.findIndex(([at, size]) => at === size);
  });
  expect(last, 'the newest event is rendered').toBeGreaterThanOrEqual(0);
  return items.nth(last);
}

/** Every table pane of both databases, each with its caption (the table and the connection). */
async function tablePanes(page: Page, lang: Lang): Promise<{ caption: string; table: Locator; scroller: Locator }[]> {
  const panes = [];
  for (const db of WORDS[lang].dbs) {
    const tables = page.getByRole('region', { name: db, exact: true }).getByRole('table');
    for (const table of await tables.all()) {
      const caption = (await table.evaluate((el) => (el as HTMLTableElement).caption?.textContent ?? '')).trim();
      panes.push({ caption, table, scroller: page.getByRole('group', { name: caption, exact: true }) });
    }
  }
  return panes;
}

const fontSizes = (target: Locator) =>
  target.evaluateAll((els) => els.map((el) => parseFloat(getComputedStyle(el).fontSize)));

async function expectReadable(page: Page, lang: Lang) {
  for (const { caption, table } of await tablePanes(page, lang)) {
    const sizes = [
      ...(await fontSizes(table.getByRole('columnheader'))),
      ...(await fontSizes(table.getByRole('cell'))),
    ];
    expect(Math.min(...sizes), `text in ${caption}`).toBeGreaterThanOrEqual(18);
  }
  for (const process of WORDS[lang].processes) {
    const program = page.getByRole('list', { name: process, exact: true });
    if ((await program.count()) === 0) continue;
    const sizes = [...(await fontSizes(program.getByRole('listitem'))), ...(await fontSizes(program.locator('code')))];
    expect(Math.min(...sizes), `code in ${process}`).toBeGreaterThanOrEqual(18);
  }
}

/**
 * The verdict's headline, the newest event and the key columns of `panes` (every pane when absent) on screen together.
 */
async function expectOnScreen(page: Page, lang: Lang, verdict: Locator, panes?: (caption: string) => boolean) {
  expect(await onScreen(page, verdict.getByText(WORDS[lang].headline)), 'the verdict headline').toBe(true);
  const scroller = page.getByRole('group', { name: WORDS[lang].timeline, exact: true });
  await expect
    .poll(async () => onScreen(page, await newestEvent(page, lang), scroller), { message: 'the newest timeline event' })
    .toBe(true);
  const shown = (await tablePanes(page, lang)).filter(({ caption }) => !panes || panes(caption));
  expect(shown.length).toBeGreaterThan(0);
  for (const { caption, table, scroller: box } of shown) {
    // Every header of the pane in one trip to the page: its words, and whether its box is inside the window and the
    // pane's scrolling box (as onScreen decides it).
    const headers = await table.getByRole('columnheader').evaluateAll(
      (els, outerEl) => {
        const outer = (outerEl as Element).getBoundingClientRect();
        return els.map((el) => {
          const b = el.getBoundingClientRect();
          const inView =
            b.width > 0 &&
            b.x >= 0 &&
            b.y >= 0 &&
            b.x + b.width <= innerWidth + 0.5 &&
            b.y + b.height <= innerHeight + 0.5;
          const inBox =
            b.x >= outer.x - 0.5 &&
            b.y >= outer.y - 0.5 &&
            b.x + b.width <= outer.x + outer.width + 0.5 &&
            b.y + b.height <= outer.y + outer.height + 0.5;
          return { text: (el as HTMLElement).innerText, shown: inView && inBox };
        });
      },
      await box.elementHandle(),
    );
    expect(headers.length, `${caption}: its columns`).toBeGreaterThan(0);
    for (const { text, shown: seen } of headers) {
      if (!text.trim()) continue; // the visibility column: its words are for screen readers
      expect(seen, `${caption}: column ${text}`).toBe(true);
    }
  }
  // Nothing reaches past the window's right edge.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

test('1920×1080, every design: verdict, newest events and every table’s key columns on screen, at 18 px or more', async ({
  page,
}) => {
  test.setTimeout(designRegistry.ids.length * 20_000);
  await page.setViewportSize(SIZES.big);
  for (const design of designRegistry.ids)
    await test.step(design, async () => {
      const { verdict } = await openAfterRun(page, design);
      await expectOnScreen(page, 'en', verdict);
      await expectReadable(page, 'en');
      // Programs and tables on the left, the results on the right: the whole lab on one screen.
      for (const process of WORDS.en.processes) {
        const program = page.getByRole('list', { name: process, exact: true });
        if ((await program.count()) > 0) expect(await onScreen(page, program), `${design}: ${process}`).toBe(true);
      }
    });
});

test('1366×768, the designs of two tables a database: verdict, newest events and every table’s key columns on screen, at 18 px or more', async ({
  page,
}) => {
  test.setTimeout(TWO_TABLE.length * 20_000);
  await page.setViewportSize(SIZES.small);
  for (const design of TWO_TABLE)
    await test.step(design, async () => {
      const { verdict } = await openAfterRun(page, design);
      await expectOnScreen(page, 'en', verdict);
      await expectReadable(page, 'en');
    });
});

test('1366×768, the larger designs: verdict, newest events and the tables the verdict names on screen', async ({
  page,
}) => {
  test.setTimeout(LARGER.length * 20_000);
  await page.setViewportSize(SIZES.small);
  for (const design of LARGER)
    await test.step(design, async () => {
      const { verdict } = await openAfterRun(page, design);
      const said = await verdict.innerText();
      // A caption starts with its table's name: the panes named are those whose table the verdict's words mention.
      const named = (caption: string) => new RegExp(`\\b${caption.split(' ')[0]}\\b`).test(said);
      await expectOnScreen(page, 'en', verdict, named);
      await expectReadable(page, 'en');
    });
});

for (const viewport of Object.values(SIZES)) {
  test(`Japanese, ${viewport.width}×${viewport.height}: the same on screen (axe: accessibility.spec.ts)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const { verdict } = await openAfterRun(page, 'outbox-inbox', 'ja');
    await expectOnScreen(page, 'ja', verdict);
    await expectReadable(page, 'ja');
  });
}

test('the timeline follows the newest event at every step, in the diagram and as a table', async ({ page }) => {
  await page.setViewportSize(SIZES.small);
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox&log=n%3Asnack-7%3A7%2Cs*3', '?present=1');
  const scroller = page.getByRole('group', { name: 'Timeline', exact: true });
  for (let i = 0; i < 6; i += 1) {
    await lab.press('Step');
    await expect.poll(async () => onScreen(page, await newestEvent(page, 'en'), scroller)).toBe(true);
  }
  await lab.region('Timeline').getByRole('button', { name: 'As table', exact: true }).click();
  await lab.press('Step');
  const rows = scroller.getByRole('row');
  await expect.poll(async () => onScreen(page, rows.last(), scroller)).toBe(true);
});
