// The fault explorer in the browser: the matrix, a cell opening its run in the lab at its fault, the bug
// search's steps in words, a responsive page.
import { expect, test, type Page } from '@playwright/test';
import { designRegistry } from '../../app/engine/designs/registry';
import { address, LabPage, linkLog } from './lab-page';

const COLUMNS = { Crash: 0, Fail: 1, Lost: 2 } as const;

function cell(page: Page, where: RegExp, column: keyof typeof COLUMNS) {
  const matrix = page.getByRole('table', { name: 'Fault matrix' });
  return matrix
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: where }) })
    .getByRole('cell')
    .nth(COLUMNS[column]);
}

async function runMatrix(page: Page, design: string) {
  await page.goto('/#/explorer');
  await page.getByLabel('Design', { exact: true }).selectOption({ label: design });
  await page.getByRole('button', { name: 'Run explorer' }).click();
  await expect(page.getByRole('table', { name: 'Fault matrix' })).toBeVisible({ timeout: 30_000 });
}

test('outbox: the matrix shows duplicated for the faults DESIGN.md names, ok for the others it names, and never lost or phantom', async ({
  page,
}) => {
  await runMatrix(page, 'Outbox');
  await expect(cell(page, /^Warehouse line 5:/, 'Crash')).toHaveText(/duplicated/); // warehouse crash after its COMMIT
  await expect(cell(page, /^Network: the ACK/, 'Lost')).toHaveText(/duplicated/); // lost ACK
  await expect(cell(page, /^Relay line 4:/, 'Crash')).toHaveText(/duplicated/); // relay crash after the ACK
  await expect(cell(page, /^Network: the request/, 'Lost')).toHaveText(/✔ ok/); // lost request
  await expect(cell(page, /^Relay line 2:/, 'Crash')).toHaveText(/✔ ok/); // relay crash before sending
  await expect(cell(page, /^Warehouse line 4:/, 'Crash')).toHaveText(/✔ ok/); // warehouse crash before COMMIT
  const matrix = page.getByRole('table', { name: 'Fault matrix' });
  await expect(matrix.getByRole('link', { name: /: (lost|phantom)$/ })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Runs per verdict' })).toContainText('duplicated: 7');
  await expect(page.getByText(/No invariant was broken at any step of the 40 runs/)).toBeVisible();
});

test('hybrid: the eager path and the scanner both have rows, and every cell is ok (the inbox absorbs what both send)', async ({
  page,
}) => {
  await runMatrix(page, 'Hybrid (eager + scanner)');
  // The eager publish's lines on the order service, and the scanner's send, reached through a lost request.
  await expect(cell(page, /^Order service line 9:/, 'Crash')).toHaveText(/✔ ok/);
  await expect(cell(page, /^Relay line 2:/, 'Crash')).toHaveText(/✔ ok/);
  await expect(cell(page, /^Network: the ACK/, 'Lost')).toHaveText(/✔ ok/);
  const matrix = page.getByRole('table', { name: 'Fault matrix' });
  await expect(matrix.getByRole('link', { name: /: (duplicated|lost|phantom)$/ })).toHaveCount(0);
  await expect(page.getByText(/No invariant was broken at any step of the \d+ runs/)).toBeVisible();
});

test('outbox + inbox: every cell is ok', async ({ page }) => {
  await runMatrix(page, 'Outbox + inbox');
  const matrix = page.getByRole('table', { name: 'Fault matrix' });
  await expect(matrix.getByRole('link', { name: /^Outbox \+ inbox · .+: ok$/ })).toHaveCount(42);
  await expect(matrix.getByRole('link', { name: /: (duplicated|lost|phantom)$/ })).toHaveCount(0);
});

test('each cell link is named by design, fault, place and verdict, in English and in Japanese', async ({ page }) => {
  await runMatrix(page, 'Outbox');
  const named = async (where: RegExp, column: keyof typeof COLUMNS, name: string) => {
    const link = cell(page, where, column).getByRole('link');
    await expect(link).toHaveAccessibleName(name);
    await expect(link).toHaveText(name.slice(name.lastIndexOf(': ') + 2)); // the verdict, as the cell shows it
  };
  await named(/^Relay line 4:/, 'Crash', 'Outbox · Relay crash before line 4: duplicated');
  await named(/^Relay line 2:/, 'Fail', 'Outbox · Relay failure before line 2: ok');
  await named(/^Warehouse line 5:/, 'Crash', 'Outbox · Warehouse crash before line 5: duplicated');
  await named(/^Network: the ACK/, 'Lost', 'Outbox · ACK lost in flight: duplicated');
  await named(/^Network: the request/, 'Lost', 'Outbox · Request lost in flight: ok');
  // The line's code, which the row header shows, travels with the link as its tooltip.
  const rowHeader = await page.getByRole('rowheader', { name: /^Relay line 4:/ }).innerText();
  await expect(cell(page, /^Relay line 4:/, 'Crash').getByRole('link')).toHaveAttribute(
    'title',
    rowHeader.slice(rowHeader.indexOf(': ') + 2).trim(),
  );
  const names = await page
    .getByRole('table', { name: 'Fault matrix' })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('aria-label')));
  expect(new Set(names).size).toBe(names.length); // no two cells share a name

  await page.goto('/?lang=ja#/explorer?design=outbox');
  await page.getByRole('button', { name: 'エクスプローラーを実行' }).click();
  const matrix = page.getByRole('table', { name: '障害マトリクス' });
  await expect(
    matrix.getByRole('link', {
      name: 'アウトボックス・送信ループの4行目の前でクラッシュ：duplicated(重複)',
      exact: true,
    }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(
    matrix.getByRole('link', { name: 'アウトボックス・通信中のACKが消失：duplicated(重複)', exact: true }),
  ).toBeVisible();
  await expect(
    matrix.getByRole('link', { name: 'アウトボックス・倉庫の4行目の前で失敗：ok', exact: true }),
  ).toBeVisible();
});

/** The lab's log and position as its address holds them. */
const addressLog = async (page: Page) => linkLog(await address(page));

const enabled = (lab: LabPage, name: string) => expect(lab.button(name)).not.toHaveAttribute('aria-disabled', 'true');

test('a cell opens the lab at its fault, scrolled to the top, with the rest of the run under Forward', async ({
  page,
}) => {
  await runMatrix(page, 'Outbox');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await cell(page, /^Relay line 4:/, 'Crash')
    .getByRole('link')
    .click();
  const lab = new LabPage(page);
  await expect(lab.button('Restart relay')).toBeVisible();
  await enabled(lab, 'Restart relay');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByLabel('Design', { exact: true })).toHaveValue('outbox');
  // The crash is the last action applied; "Run to end" is all that waits under Forward.
  await expect(page).toHaveURL(/&at=\d+$/);
  const { applied, forward } = await addressLog(page);
  expect([applied[0], applied.at(-1), forward]).toEqual(['n:snack-7:7', 'c:r', ['e']]);
  await expect(lab.region('Timeline')).toContainText('CRASH before line 4');
  // The warehouse has prepared the order once; the duplicate comes only with the rest of the run.
  await expect.poll(() => lab.cell('stock — independent connection', 0, 'prepared')).toBe('7');
  await expect(page.getByText(/^Went back/)).toHaveCount(0); // opening a link is not a step back
  await enabled(lab, 'Forward');
  await enabled(lab, 'Run to end');

  // A reload keeps the position and what waits under Forward.
  await page.reload();
  await expect(lab.button('Forward')).toBeVisible();
  await enabled(lab, 'Forward');
  expect(await addressLog(page)).toEqual({ applied, forward });

  await lab.press('Forward');
  await expect(lab.region('Verdict')).toContainText('Verdict: duplicated');
  await expect.poll(() => lab.cell('stock — independent connection', 0, 'prepared')).toBe('14');
  await expect(lab.button('Forward')).toHaveAttribute('aria-disabled', 'true');
  // With nothing left under Forward, the address holds the whole log again and no position.
  await expect(page).not.toHaveURL(/&at=/);
  expect((await addressLog(page)).applied).toEqual([...applied, 'e']);
});

test('a link whose position cannot be read says so, in English and in Japanese', async ({ page }) => {
  await page.goto('/#/lab?design=outbox&log=n:snack-7:7,s&at=3');
  await expect(page.getByRole('alert')).toContainText("This link's position (at) could not be read");
  await page.goto('/?lang=ja#/lab?design=outbox&log=n:snack-7:7,s&at=-1');
  await expect(page.getByRole('alert')).toContainText('このリンクの位置(at)は');
  await expect(page.getByRole('button', { name: 'ステップ', exact: true })).toBeVisible();
});

test('the page answers input while every pair runs, and Cancel stops it', async ({ page }) => {
  await page.goto('/#/explorer');
  // Every design's pairs: runs enough to outlast the input below by far on any machine.
  await page.getByLabel('Design', { exact: true }).selectOption({ label: 'All designs' });
  await page.getByLabel('Every pair of faults (slower)').check();
  await page.getByRole('button', { name: 'Run explorer' }).click();
  const progress = page.getByRole('progressbar', { name: 'Explorer progress' });
  await expect(progress).toBeVisible();
  await expect(page.getByRole('status')).toContainText(/runs done/, { timeout: 20_000 });
  // While the workers run, the page still reacts to a click: another run size is chosen while the progress bar is
  // still up (a page blocked by the runs would only take it once they ended). How fast is npm run bench's question.
  const one = page.getByRole('radio', { name: 'One fault' });
  await one.check();
  await expect(one).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Every pair of faults (slower)' })).not.toBeChecked();
  await expect(progress).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status')).toHaveText('Cancelled.');
  await expect(progress).toHaveCount(0);
});

test('every pair of faults for every design: progress across designs, each design’s result, and counts that add up', async ({
  page,
}) => {
  // About 17,000 runs: seconds on an idle machine, much longer beside a second test worker on two cores.
  test.slow();
  await page.goto('/#/explorer');
  const picker = page.getByLabel('Design', { exact: true });
  // The explorer's screen loads with its route: its picker is read once it is there.
  await expect(picker.getByRole('option', { name: 'All designs' })).toBeAttached();
  const designs = (await picker.getByRole('option').allInnerTexts()).filter((d) => d !== 'All designs');
  await picker.selectOption({ label: 'All designs' });
  await page.getByLabel('Every pair of faults (slower)').check();
  await page.getByRole('button', { name: 'Run explorer' }).click();
  await expect(page.getByRole('progressbar', { name: 'Explorer progress' })).toBeVisible();
  // Verdicts show as they come: a design under way says how far it has got, with its counts and the pairs so far.
  const underWay = page.getByRole('region', { name: /: [\d,]+ of [\d,]+ runs so far$/ }).first();
  await expect(underWay.getByRole('list', { name: 'Runs per verdict so far' })).toBeVisible();
  await expect(
    underWay.getByRole('heading', { name: /^Pairs of faults that did not end ok, so far: \d+$/ }),
  ).toBeVisible();
  await expect(page.getByRole('status')).toContainText(
    new RegExp(`runs done; \\d of ${designs.length} designs finished`),
  );
  const done = page.getByRole('status').filter({ hasText: /^Done: / });
  await expect(done).toContainText(
    new RegExp(`^Done: [\\d,]+ runs across ${designs.length} designs in \\d+ ms, on \\d background workers?\\.$`),
    { timeout: 150_000 },
  );
  await expect(page.getByRole('region', { name: /runs so far$/ })).toHaveCount(0);
  // One result per design, in the picker's order, each with its verdict counts summing to its own runs.
  await expect(page.getByRole('heading', { name: /^Result for / })).toHaveText(designs.map((d) => `Result for ${d}`));
  let total = 0;
  for (const design of designs) {
    const section = page.getByRole('region', { name: `Result for ${design}`, exact: true });
    // Numbers are written the learner's way: 1,764.
    const runs = Number(
      /^([\d,]+) runs:/.exec(await section.getByText(/^[\d,]+ runs: deriving/).innerText())![1].replace(/,/g, ''),
    );
    const counts = (
      await section.getByRole('list', { name: 'Runs per verdict' }).getByRole('listitem').allInnerTexts()
    ).map((c) => Number(c.split(': ')[1].replace(/,/g, '')));
    expect(
      counts.reduce((a, b) => a + b, 0),
      design,
    ).toBe(runs);
    const overviewRow = page
      .getByRole('table', { name: 'Verdicts per design' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: design, exact: true }) });
    await expect(overviewRow.getByRole('cell').first()).toHaveText(runs.toLocaleString('en-US'));
    total += runs;
  }
  expect(Number(/^Done: ([\d,]+) runs/.exec(await done.innerText())![1].replace(/,/g, ''))).toBe(total);
  // Outbox + inbox keeps every pair ok; commit-then-send loses orders under some pairs, and the list links them.
  await expect(
    page
      .getByRole('region', { name: 'Result for Outbox + inbox', exact: true })
      .getByRole('list', { name: 'Runs per verdict' }),
  ).toContainText('lost: 0');
  await expect(page.getByRole('region', { name: 'Result for Outbox + inbox', exact: true })).toContainText(
    'Pairs of faults that did not end ok: 0',
  );
  // The overview: one row per design, its counts as the design's own section has them; the name links there.
  const overview = page.getByRole('table', { name: 'Verdicts per design' });
  await expect(overview.getByRole('rowheader')).toHaveText(designs);
  await expect(
    overview
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Outbox + inbox' }) })
      .getByRole('cell')
      .nth(3),
  ).toHaveText('0'); // duplicated
  await overview.getByRole('link', { name: 'Outbox', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Result for Outbox', exact: true })).toBeFocused();
});

test('Cancel stops every worker of an all-designs run, and the explorer runs again afterwards', async ({ page }) => {
  await page.goto('/#/explorer');
  await page.getByLabel('Design', { exact: true }).selectOption({ label: 'All designs' });
  await page.getByLabel('Every pair of faults (slower)').check();
  await page.getByRole('button', { name: 'Run explorer' }).click();
  await expect(page.getByRole('status')).toContainText(/runs done;/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status')).toHaveText('Cancelled.');
  await expect(page.getByRole('progressbar', { name: 'Explorer progress' })).toHaveCount(0);
  // Every worker of the cancelled run was ended: a finished result never arrives.
  await expect.poll(() => page.workers().length).toBe(0);
  await page.getByLabel('Design', { exact: true }).selectOption({ label: 'Outbox' });
  await page.getByRole('radio', { name: 'One fault' }).check();
  await page.getByRole('button', { name: 'Run explorer' }).click();
  await expect(page.getByRole('table', { name: 'Fault matrix' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: /^Result for / })).toHaveText(['Result for Outbox']);
});

test('every triple of faults for one design: split between the workers, joined into one result with its links', async ({
  page,
}) => {
  // About 16,000 runs: seconds on an idle machine, longer beside a second test worker on two cores.
  test.slow();
  await page.goto('/#/explorer?design=commit-then-send');
  const sizes = page.getByRole('group', { name: 'Faults in each run' });
  await expect(sizes.getByRole('radio')).toHaveCount(3);
  await expect(sizes.getByRole('radio', { name: 'One fault' })).toBeChecked();
  const triples = sizes.getByRole('radio', { name: 'Every triple of faults (slowest)' });
  await triples.check();
  // Triples are one design's: with all designs picked they cannot be chosen, and the form says why.
  const picker = page.getByLabel('Design', { exact: true });
  await picker.selectOption({ label: 'All designs' });
  await expect(triples).toBeDisabled();
  await expect(triples).toHaveAccessibleDescription('Triples run one design at a time.');
  await expect(sizes.getByRole('radio', { name: 'Every pair of faults (slower)' })).toBeChecked();
  await picker.selectOption({ label: 'Commit, then send' });
  await expect(sizes.getByText('Triples run one design at a time.')).toHaveCount(0);
  await triples.check();
  await page.getByRole('button', { name: 'Run explorer' }).click();
  await expect(page.getByRole('progressbar', { name: 'Explorer progress' })).toBeVisible();
  const done = page.getByRole('status').filter({ hasText: /^Done: / });
  // One worker per core (up to four): on a machine of one core, nothing to share out.
  const cores = await page.evaluate(() => Math.min(4, navigator.hardwareConcurrency || 1));
  await expect(done).toHaveText(
    cores > 1
      ? new RegExp(`^Done: [\\d,]+ runs in \\d+ ms, shared out between ${cores} background workers\\.$`)
      : /^Done: [\d,]+ runs\.$/,
    { timeout: 150_000 },
  );
  const section = page.getByRole('region', { name: 'Result for Commit, then send', exact: true });
  const runs = Number(
    /^([\d,]+) runs:/.exec(await section.getByText(/^[\d,]+ runs: deriving/).innerText())![1].replace(/,/g, ''),
  );
  const counts = (
    await section.getByRole('list', { name: 'Runs per verdict' }).getByRole('listitem').allInnerTexts()
  ).map((c) => Number(c.split(': ')[1].replace(/,/g, '')));
  expect(counts.reduce((a, b) => a + b, 0)).toBe(runs);
  // Triples, not a matrix: the ones that lost an order are listed, three faults each, and the heading counts them.
  await expect(section.getByRole('table', { name: 'Fault matrix' })).toHaveCount(0);
  const heading = section.getByRole('heading', { name: /^Triples of faults that did not end ok: [\d,]+$/ });
  await expect(heading).toBeVisible();
  expect(Number(/([\d,]+)$/.exec(await heading.innerText())![1].replace(/,/g, ''))).toBe(runs - counts[0]);
  const first = section
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'lost' }) })
    .first();
  // In words: the first fault, then the two armed ("Relay crash before line 4", "ACK lost in flight").
  await expect(first).toHaveText(
    /^lost — [^,]+ ((crash|failure) before line \d+|lost in flight), with .+ and .+ armed to strike later$/,
  );
  // Its link opens the lab at the first fault, the other two armed, "Run to end" waiting under Forward.
  await first.getByRole('link').click();
  const lab = new LabPage(page);
  await expect(lab.button('Forward')).toBeVisible();
  await enabled(lab, 'Forward');
  const { applied, forward } = await addressLog(page);
  expect(applied.slice(-3).map((token) => token.split(':')[0])).toEqual([
    expect.stringMatching(/^[ad]$/),
    expect.stringMatching(/^[ad]$/),
    expect.stringMatching(/^[cfd]$/),
  ]);
  expect(forward).toEqual(['e']);
  await lab.press('Forward');
  await expect(lab.region('Verdict')).toContainText('Verdict: lost');
});

// Every action a shrunk schedule can hold, as its control names it (a submit and an armed fault say more).
const ACTION_WORDS =
  /^(Submit order [\w-]+ × \d+|Step|Step (order service|relay|warehouse)|(Crash|Fail|Restart) (order service|relay|warehouse)|Drop request|Drop ACK|Advance clock|Arm fault: (Crash|Fail) (order service|relay|warehouse) before line \d+)$/;

test('Find me a bug lists the shrunk steps in words and opens them in the lab', async ({ page }) => {
  await page.goto('/#/explorer?design=outbox');
  await page.getByRole('button', { name: 'Find me a bug' }).click();
  const found = page.getByRole('status').filter({ hasText: /shrank to \d+ actions/ });
  await expect(found).toBeVisible({ timeout: 60_000 });
  const count = Number(/shrank to (\d+) actions/.exec(await found.innerText())![1]);
  const steps = page.getByRole('list', { name: 'The shrunk schedule, step by step' }).getByRole('listitem');
  await expect(steps).toHaveCount(count);
  const words = (await steps.allInnerTexts()).map((s) => s.trim());
  for (const step of words) expect(step).toMatch(ACTION_WORDS);
  expect(words.some((step) => /^Submit order /.test(step))).toBe(true); // no bug without an order
  await expect(page.getByText(/^Then “Run to end”: the verdict is (duplicated|lost|phantom)\.$/)).toBeVisible();

  await page.getByRole('link', { name: 'Open the shrunk counterexample in the lab' }).click();
  const lab = new LabPage(page);
  await expect(lab.button('Run to end')).toBeVisible();
  // The lab stands after the listed steps; their tokens are the address's applied log, one per step.
  await expect.poll(async () => (await addressLog(page)).applied.length).toBe(count);
  await lab.press('Run to end');
  await expect(lab.region('Verdict')).toContainText(/Verdict: (duplicated|lost|phantom)/);
});

test('the explorer can be driven by keyboard alone, into the lab', async ({ page }) => {
  await page.goto('/#/explorer?design=outbox');
  const tabTo = async (name: RegExp) => {
    for (let i = 0; i < 80; i += 1) {
      await page.keyboard.press('Tab');
      if (name.test(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText ?? ''))) return;
    }
    throw new Error(`Tab never reached ${name}`);
  };
  await tabTo(/^Run explorer$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: 'Fault matrix' })).toBeVisible({ timeout: 30_000 });
  await tabTo(/^duplicated$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Run to end', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/#\/lab\?design=outbox&log=/);
});

test('the explorer’s workers start while the lab is idle, and the explorer, all designs and later visits use those workers', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.open();
  // Nothing clicked yet: once the lab has been left alone for a moment, as many workers start as "All designs" uses,
  // two at most.
  const cores = await page.evaluate(() => navigator.hardwareConcurrency || 1);
  const warmCount = Math.min(2, cores);
  await expect.poll(() => page.workers().length, { timeout: 10_000 }).toBe(warmCount);
  const warm = page.workers();
  const finished = page.getByRole('status').filter({ hasText: /^Done: / });
  const onlyWarm = () => {
    expect(page.workers()).toHaveLength(warmCount);
    for (const w of warm) expect(page.workers()).toContain(w);
  };
  await page.getByRole('link', { name: 'Explorer' }).click();
  await page.getByRole('button', { name: 'Run explorer' }).click();
  await expect(page.getByRole('table', { name: 'Fault matrix' })).toBeVisible({ timeout: 30_000 });
  // The matrix fills as verdicts come: leaving before the run is done would cancel it, and a cancelled worker is
  // replaced. Done, the workers wait as they were.
  await expect(finished).toBeVisible({ timeout: 30_000 });
  onlyWarm();
  // Back to the lab and again to the explorer: the idle workers waited, nothing new was started.
  await page.getByRole('link', { name: 'Lab', exact: true }).click();
  await expect(lab.button('Step')).toBeVisible();
  await page.getByRole('link', { name: 'Explorer' }).click();
  await page.getByRole('button', { name: 'Run explorer' }).click();
  await expect(page.getByRole('table', { name: 'Fault matrix' })).toBeVisible({ timeout: 30_000 });
  // The matrix fills as verdicts come: leaving before the run is done would cancel it, and a cancelled worker is
  // replaced. Done, the workers wait as they were.
  await expect(finished).toBeVisible({ timeout: 30_000 });
  onlyWarm();
  // Every design at once: with two cores or fewer, the warm workers are all it takes.
  if (cores <= 2) {
    await page.getByLabel('Design', { exact: true }).selectOption({ label: 'All designs' });
    await page.getByRole('button', { name: 'Run explorer' }).click();
    // On those workers, or run by them ahead of time while the lab was idle (the test after next shows which).
    await expect(
      page.getByRole('status').filter({
        hasText: new RegExp(`^Done: .*(on ${warmCount} background worker|the background workers had run them)`),
      }),
    ).toBeVisible({ timeout: 60_000 });
    onlyWarm();
  }
});

test('the warm workers hold off deriving while the learner works in the lab, and go on once the page is left alone', async ({
  page,
}) => {
  // What the page tells its workers, and the fault points they send back, as the page sees them.
  await page.addInitScript(() => {
    const seen = { pace: new Map<Worker, boolean>(), points: new Set<string>() };
    (window as unknown as { seen: typeof seen }).seen = seen;
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: { type?: string; paused?: boolean }) {
      if (message?.type === 'pace') seen.pace.set(this, message.paused!);
      if (!seen.pace.has(this)) {
        seen.pace.set(this, false);
        this.addEventListener('message', (event: MessageEvent<{ type: string; design?: string }>) => {
          if (event.data.type === 'points') seen.points.add(event.data.design!);
        });
      }
      // The page posts plain data only, never with a transfer list.
      return post.call(this, message);
    } as typeof post;
  });
  const paces = () =>
    page.evaluate(() => [...(window as unknown as { seen: { pace: Map<Worker, boolean> } }).seen.pace.values()]);
  const lab = new LabPage(page);
  await lab.open();
  const warmCount = Math.min(2, await page.evaluate(() => navigator.hardwareConcurrency || 1));
  await expect.poll(() => page.workers().length, { timeout: 10_000 }).toBe(warmCount);
  await lab.submit('o-1', '2');
  await lab.button('Step').click();
  // Every warm worker is told to pause at the learner's first press...
  expect(await paces()).toEqual(Array(warmCount).fill(true));
  // ...and to go on once the page has been left alone for a moment.
  await expect.poll(paces, { timeout: 15_000 }).toEqual(Array(warmCount).fill(false));
  // Then every design's fault points come in.
  await expect
    .poll(() => page.evaluate(() => [...(window as unknown as { seen: { points: Set<string> } }).seen.points].sort()), {
      timeout: 60_000,
    })
    .toEqual([...designRegistry.ids].sort());
});

test('on a phone, in Japanese, the design picker stays inside the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?lang=ja#/explorer');
  const picker = page.getByLabel('設計', { exact: true });
  await picker.selectOption({ label: 'アウトボックス + インボックス(バージョン付き)' });
  const box = (await picker.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});

test('while the lab is idle, the warm workers run every design’s single faults: the first press shows them at once, the same as a fresh run', async ({
  page,
  browser,
}) => {
  test.slow();
  // Every matrix a warm worker sends back ahead of time, by design, as the page receives it.
  await page.addInitScript(() => {
    const ahead = new Set<string>();
    (window as unknown as { ahead: Set<string> }).ahead = ahead;
    const post = Worker.prototype.postMessage;
    const heard = new WeakSet<Worker>();
    Worker.prototype.postMessage = function (this: Worker, message: unknown) {
      if (!heard.has(this)) {
        heard.add(this);
        this.addEventListener('message', (event: MessageEvent<{ type: string; result?: { design: string } }>) => {
          if (event.data.type === 'ahead') ahead.add(event.data.result!.design);
        });
      }
      return post.call(this, message);
    } as typeof post;
  });
  const lab = new LabPage(page);
  await lab.open();
  await expect
    .poll(() => page.evaluate(() => [...(window as unknown as { ahead: Set<string> }).ahead].sort()), {
      timeout: 120_000,
    })
    .toEqual([...designRegistry.ids].sort());
  await page.getByRole('link', { name: 'Explorer' }).click();
  await page.getByLabel('Design', { exact: true }).selectOption({ label: 'All designs' });
  await page.getByRole('button', { name: 'Run explorer' }).click();
  await expect(page.getByRole('status')).toHaveText(
    new RegExp(
      `^Done: [\\d,]+ runs across ${designRegistry.ids.length} designs, shown in \\d+ ms: the background workers had run them before you pressed Run explorer\\.$`,
    ),
  );
  const overview = page.getByRole('table', { name: 'Verdicts per design' });
  const ahead = await overview.getByRole('row').allInnerTexts();
  // The same press in a page that has run nothing ahead: the explorer opened directly, pressed at once.
  const fresh = await browser.newPage();
  await fresh.goto('/#/explorer');
  await fresh.getByLabel('Design', { exact: true }).selectOption({ label: 'All designs' });
  await fresh.getByRole('button', { name: 'Run explorer' }).click();
  await expect(fresh.getByRole('status')).toContainText(/ on \d background workers?\.$/, { timeout: 60_000 });
  expect(await fresh.getByRole('table', { name: 'Verdicts per design' }).getByRole('row').allInnerTexts()).toEqual(
    ahead,
  );
  expect(ahead.length).toBe(designRegistry.ids.length + 1);
  await fresh.close();
});
