// The sequence diagram's lane names stand over their lanes: at the sizes learners and instructors use, in both
// languages, each name is centred on its lane's line, stays inside its own lane (none spans two), all stand on one
// line (not staggered) and read across; and the rows meet, so each lane is one unbroken line down the list.
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Lane } from '../../app/engine/types';
import { diagramLanes } from '../../app/ui/lab/timeline/timeline-layout';
import { instanceNo, PROCESSES, type ProcessId } from '../../app/engine/types';

/** The lanes' names as the rest of the lab says them (the stage, the rows' words): the heads must say the same. */
const laneNames = (lang: string): Record<Lane, string> =>
  JSON.parse(readFileSync(`app/ui/i18n/${lang}.json`, 'utf8')).lane;

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
  { width: 390, height: 844 },
];
const LANGS = {
  en: { names: laneNames('en'), timeline: 'Timeline', events: 'Events, oldest first' },
  ja: { names: laneNames('ja'), timeline: 'タイムライン', events: '出来事（古い順）' },
};

/** Where each lane's name is drawn (its text's box, not its cell's) and where its lane's line is, in the first row. */
async function measure(events: Locator) {
  return events.evaluate((list) => {
    const diagram = list.closest('.tl-diagram')!;
    // A lane is an upright line (x1 = x2) down the row; an arrow's line runs across.
    const lines = [...list.querySelector('li')!.querySelectorAll('line')].filter(
      (line) => line.getAttribute('x1') === line.getAttribute('x2'),
    );
    const heads = [...diagram.querySelectorAll('.tl-lane-names > *')];
    const rows = [...list.querySelectorAll(':scope > li')].slice(0, 4).map((li) => li.getBoundingClientRect());
    return {
      lanes: lines.map((line) => line.getBoundingClientRect().x),
      heads: heads.map((head) => {
        const range = document.createRange();
        range.selectNodeContents(head);
        const box = range.getBoundingClientRect();
        const text = head.firstElementChild ?? head;
        // The names carry break hints (a soft hyphen, a zero-width space) that a reader never sees as letters.
        return {
          text: (head.textContent ?? '').replace(/[\u00ad\u200b]/g, ''),
          left: box.left,
          right: box.right,
          bottom: box.bottom,
          writing: getComputedStyle(text).writingMode,
        };
      }),
      // Consecutive rows, in the order they are placed: the gap between one's bottom and the next one's top.
      gaps: rows
        .sort((a, b) => a.top - b.top)
        .slice(1)
        .map((row, i) => row.top - rows[i].bottom),
    };
  });
}

async function checkHeads(page: Page, lang: keyof typeof LANGS, design: string, relay: boolean) {
  const { names, timeline, events: eventsName } = LANGS[lang];
  // A lost ACK run to the end: events on every lane, arrows both ways.
  await page.goto(`/?lang=${lang}#/lab?design=${design}&log=n:snack-7:7,d:a,e`);
  const events = page
    .getByRole('region', { name: timeline, exact: true })
    .getByRole('list', { name: eventsName, exact: true });
  // The pane, not a row: the list draws its window of rows again once it is first laid out on screen, and a row
  // scrolled to may be replaced by its own new drawing while Playwright waits for it to stand still.
  await page.getByRole('region', { name: timeline, exact: true }).scrollIntoViewIfNeeded();
  await expect(events.getByRole('button').first()).toBeVisible();
  // The lanes of a design with one of each role, the relay's only where it has one.
  const lanes = diagramLanes(
    Object.fromEntries(
      PROCESSES.map((id) => [id, { inDesign: instanceNo(id) === 1 && (relay || id !== 'relay') }]),
    ) as Record<ProcessId, { inDesign: boolean }>,
  );
  const { lanes: xs, heads, gaps } = await measure(events);
  const where = `${design} ${lang} ${page.viewportSize()!.width}px`;
  expect(
    heads.map((h) => h.text),
    where,
  ).toEqual(lanes.map((lane) => names[lane]));
  expect(xs).toHaveLength(lanes.length);
  const spacing = xs[1] - xs[0];
  const problems: string[] = [];
  heads.forEach((head, i) => {
    const centre = (head.left + head.right) / 2;
    if (Math.abs(centre - xs[i]) > 3)
      problems.push(`${head.text}: centre ${centre.toFixed(1)}, its lane at ${xs[i].toFixed(1)}`);
    if (head.left < xs[i] - spacing / 2 - 1 || head.right > xs[i] + spacing / 2 + 1)
      problems.push(
        `${head.text}: ${head.left.toFixed(1)}–${head.right.toFixed(1)} spills out of its lane (${spacing.toFixed(1)} px wide)`,
      );
    if (head.writing !== 'horizontal-tb') problems.push(`${head.text}: written ${head.writing}`);
  });
  const bottoms = heads.map((h) => h.bottom);
  if (Math.max(...bottoms) - Math.min(...bottoms) > 2)
    problems.push(`names stand at different heights: ${bottoms.map((b) => b.toFixed(1)).join(', ')}`);
  if (gaps.some((gap) => Math.abs(gap) > 0.5))
    problems.push(`rows do not meet: ${gaps.map((g) => g.toFixed(2)).join(', ')}`);
  expect(problems, where).toEqual([]);
}

for (const size of SIZES) {
  test(`at ${size.width}×${size.height} each lane's name is centred over its lane, level, inside it, in English and Japanese`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    for (const lang of ['en', 'ja'] as const) await checkHeads(page, lang, 'outbox', true);
  });
}

test('a design without a relay has six lanes, and their names stand over them too', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await checkHeads(page, 'en', 'commit-then-send', false);
});
