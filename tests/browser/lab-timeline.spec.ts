// The timeline as a sequence diagram: every event is a button that shows the lab right after it, Back after
// "Run to end" undoes exactly the current step (the run's last move), and the keyboard
// alone reaches an event and jumps.
import { expect, test, type Page } from '@playwright/test';
import { address, LabPage, linkLog } from './lab-page';

const events = (page: Page) => page.getByRole('list', { name: 'Events, oldest first', exact: true });
const event = (page: Page, name: RegExp) => events(page).getByRole('button', { name });
const current = (page: Page) => events(page).locator('[aria-current="step"]');
/**
 * How many actions the address bar says are applied: the log's length, or its `at` when the link keeps the
 * undone rest of the log too (then `at` counts the applied part).
 */
async function appliedInLink(page: Page): Promise<number> {
  return linkLog(await address(page)).applied.length;
}

/** How many rows the diagram has in all: the list is windowed, each rendered row says the total. */
async function rowCount(page: Page): Promise<number> {
  return Number(await events(page).getByRole('listitem').first().getAttribute('aria-setsize'));
}

/** The accessible names of the last `n` rows, oldest first (they are rendered: the current step is in view). */
async function lastNames(page: Page, n: number): Promise<string[]> {
  const total = await rowCount(page);
  const names: string[] = [];
  for (let at = total - n + 1; at <= total; at += 1)
    names.push((await events(page).locator(`li[aria-posinset="${at}"] button`).innerText()).replace(/\s+/g, ' '));
  return names;
}

/** The code of each line of a process's program, in order. */
const lines = (lab: LabPage, process: 'Order service') =>
  lab.page.getByRole('list', { name: process, exact: true }).locator('li code').allInnerTexts();

test('a click on "BEGIN (…)" shows the lab right after it, with the rest under Forward', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox');
  await lab.submit('snack-7', '7');
  await lab.press('Step', 4);
  const code = await lines(lab, 'Order service');
  const begin = code.findIndex((line) => line.startsWith('BEGIN'));
  expect(begin).toBeGreaterThanOrEqual(0);
  await expect(lab.nextLine('Order service')).toContainText(code[begin + 3]);
  await expect(lab.button('Forward')).toHaveAttribute('aria-disabled', 'true');
  const appliedBefore = await appliedInLink(page);

  await event(page, /BEGIN \(Order service\)/).click();
  await expect(lab.nextLine('Order service')).toContainText(code[begin + 1]);
  await expect(lab.button('Forward')).not.toHaveAttribute('aria-disabled', 'true');
  expect(await appliedInLink(page)).toBeLessThan(appliedBefore);
  // The step that wrote the event jumped to is now the current one, and nothing after it is on the timeline.
  await expect(current(page).last()).toHaveAccessibleName(/BEGIN \(Order service\)/);
  expect((await lastNames(page, 1))[0]).toMatch(/BEGIN \(Order service\)/);
  await lab.press('Forward', 2);
  await expect(lab.nextLine('Order service')).toContainText(code[begin + 3]);
});

test('Back after Run to end goes back exactly one move; Forward brings the verdict back', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox');
  await lab.submit('snack-7', '7');
  await lab.press('Drop ACK');
  await lab.press('Run to end');
  await expect(lab.region('Verdict')).toContainText('Verdict: duplicated');
  const total = await rowCount(page);
  const moveRows = await current(page).count();
  expect(moveRows).toBeGreaterThan(0);
  expect(moveRows).toBeLessThan(total / 4);
  const before = await lastNames(page, moveRows + 3);

  await lab.press('Back');
  await expect(lab.region('Verdict')).toContainText(/No verdict yet|earlier step/);
  await expect(lab.button('Run to end')).not.toHaveAttribute('aria-disabled', 'true');
  await expect.poll(() => rowCount(page)).toBe(total - moveRows);
  expect(await lastNames(page, 3)).toEqual(before.slice(0, 3));

  await lab.press('Forward');
  await expect(lab.region('Verdict')).toContainText('Verdict: duplicated');
  await expect(lab.region('Verdict')).not.toContainText('earlier step');
  await expect.poll(() => rowCount(page)).toBe(total);
  expect(await lastNames(page, moveRows + 3)).toEqual(before);
});

test('the keyboard alone reaches an event and jumps to it', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox');
  await lab.submit('snack-7', '7');
  await lab.press('Step', 4);
  const appliedBefore = await appliedInLink(page);
  // Tab from the history slider just above the diagram lands on the list's one tab stop: the current step.
  await page.getByRole('slider', { name: /^This way/ }).focus();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('aria-current', 'step');
  // ↑ walks back through the events; Enter on BEGIN jumps there.
  for (let i = 0; i < 20 && !/BEGIN/.test((await focused.innerText()) ?? ''); i += 1)
    await page.keyboard.press('ArrowUp');
  await expect(focused).toHaveAccessibleName(/BEGIN \(Order service\)/);
  await page.keyboard.press('Enter');
  await expect(lab.button('Forward')).not.toHaveAttribute('aria-disabled', 'true');
  expect(await appliedInLink(page)).toBeLessThan(appliedBefore);
  // Focus stays on the event, which is now the current step.
  await expect(focused).toHaveAttribute('aria-current', 'step');
  await expect(focused).toHaveAccessibleName(/BEGIN \(Order service\)/);
});

test('scrolled anywhere in a long run, the rows in view are drawn; Back brings the current step into view', async ({
  page,
}) => {
  const lab = new LabPage(page);
  const orders = Array.from({ length: 30 }, (_, i) => `n:o-${i}:1`).join(',');
  await lab.open(`#/lab?design=outbox&log=${orders},e`);
  await expect(lab.status()).toHaveText('Lab ready, 31 actions already taken.', { timeout: 30_000 });
  expect(await rowCount(page)).toBeGreaterThan(300);
  const view = page.getByRole('group', { name: 'Timeline', exact: true });
  await view.scrollIntoViewIfNeeded();
  const box = (await view.boundingBox())!;
  /** What the learner sees at a point of the list's visible part, as the event row it belongs to (null: nothing). */
  const rowAt = (y: number) =>
    page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('li[aria-posinset]')?.getAttribute('aria-posinset') ?? null,
      [box.x + box.width / 2, box.y + y] as const,
    );
  const scrolled = () => view.evaluate((el) => el.scrollTop);
  const seen = new Set<string>();
  // The learner's wheel, upwards from the end in long sweeps: wherever it stops, the rows in view are drawn.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let sweep = 1; sweep <= 6; sweep += 1) {
    const before = await scrolled();
    await page.mouse.wheel(0, -1_500);
    await expect.poll(scrolled).toBeLessThan(before - 1_000);
    // Below the lanes' sticky heads, down to the bottom edge.
    for (const y of [box.height / 3, box.height / 2, box.height - 8])
      await expect.poll(() => rowAt(y), `after ${sweep} sweeps, ${y} px down`).not.toBeNull();
    seen.add((await rowAt(box.height / 2))!);
  }
  expect(seen.size).toBe(6);
  // Back: the current step (one move earlier) is in view again, with the rows before it drawn around it (the current
  // row itself is always in the DOM: it is the list's tab stop).
  await lab.press('Back');
  await expect(current(page).last()).toBeInViewport();
  const at = Number(await events(page).locator('li:has([aria-current="step"])').last().getAttribute('aria-posinset'));
  await expect(events(page).locator(`li[aria-posinset="${at - 3}"]`)).toBeInViewport();
});
