// axe (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) once per screen and state kind: the other specs check what a screen
// does, this one that nothing on it trips assistive technology. A whole-page scan of a lab state also covers the
// regions in it (stage, timeline, verdict, Operations, SQL console), so each state kind is scanned once, and the
// states of one screen are reached in sequence on one page, by link (`#/lab?design=…&log=…`) where one exists.
//
// | screen            | state kind                                                          | lang | viewport  | scope           |
// | ----------------- | ------------------------------------------------------------------- | ---- | --------- | --------------- |
// | lab               | fresh, no order, an idle relay's polls folded in the timeline       | en   | 1366×768  | page            |
// | lab               | mid-transaction, busy stage (waiting request, armed crash and drop, | en   | 1366×768  | page            |
// |                   | crashed relay), Operations: crash not yet seen by the heartbeat     |      |           |                 |
// | lab               | the same busy stage on a phone                                      | en   | 390×844   | section.stage   |
// | lab               | crashed order service, ghost rows; Operations: relay seen down      | en   | 1366×768  | page            |
// | lab               | verdict with its causes (lost ACK), timeline as a diagram,          | en   | 1366×768  | page            |
// |                   | SQL console showing a query plan                                    |      |           |                 |
// | lab               | jumped to a cause: no verdict yet, where the run ends, timeline as  | en   | 1366×768  | page            |
// |                   | a table, the rest under Forward                                     |      |           |                 |
// | lab               | "Try this with Outbox + inbox": verdict ok, a duplicate absorbed    | en   | 1366×768  | section.verdict |
// | lab               | keyboard-shortcuts dialog open                                      | en   | 1366×768  | page            |
// | lab               | Scenarios dialog, a state just saved                                | en   | 1366×768  | page            |
// | lab               | long evidence: 20 of 25 orders, then all 25 shown                   | en   | default   | section.verdict |
// | lab               | a long link replaying under its progress bar                        | en   | default   | .replay-progress|
// | lab               | crashed order service with ghost rows; a verdict with its causes    | ja   | 1920×1080 | page            |
// | lab, presenter    | after a run (outbox-inbox), at 1920×1080 and at 1366×768            | ja   | both      | page            |
// | lab               | high-water mark: the late commit never sent, verdict lost           | en   | default   | page            |
// | lab               | inbox memory: relay settings open, longer memory applied, ok        | en   | default   | page            |
// | lab               | two relays: extra card, lane and chain, verdict duplicated          | en   | default   | page            |
// | lab               | dead letters shown (poison event parked), then requeued and ok      | en   | default   | page            |
// | lab               | Check queries: the statement SQLite refuses (scheduled-drifted)     | en   | default   | page            |
// | compare           | two labs, one mid-transaction                                       | en   | default   | page            |
// | explorer          | all designs, one fault: overview table and every design's matrix    | en   | default   | page            |
// | explorer          | one design's pairs: the list of pairs that did not end ok, linked   | en   | default   | page            |
// | course home       | on a laptop; on a phone                                             | en/ja| 1366/390  | page            |
// | lesson            | folded; then a prediction checked                                   | en   | default   | page            |
// | answer key        | answers derived, on a laptop; on a phone                            | en/ja| 1366/390  | page            |
// | quiz              | answered, with feedback; then its "Show me" banner and marked pane  | en   | default   | page; banner    |
// | SCORM package     | the course opened outside an LMS (all axe rules, as its spec had)   | en   | default   | page            |
//
// Language and viewport are crossed only where they change what is drawn: Japanese once per screen (the lab, its
// presenter mode, the course home, the answer key), the phone where the header wraps and targets crowd.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { LESSON_FILES } from '../support/lesson-files';
import { openLesson } from '../support/lesson-page';
import { serveLms, LMS_ORIGIN, packageFiles } from '../support/lms-host';
import { LabPage } from './lab-page';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const PROJECTOR = { width: 1920, height: 1080 };

/** Runs axe on the page (or on the regions given) and expects no violation, each named with the state it was in. */
async function expectNoViolations(page: Page, state: string, ...include: string[]) {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  for (const selector of include) builder = builder.include(selector);
  const result = await builder.analyze();
  expect(
    result.violations.map((v) => `${state}: ${v.id} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('lab at 1366×768: fresh, mid-transaction, crashed, a verdict, a jump to its cause, its dialogs', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(LAPTOP);
  const lab = new LabPage(page);
  const operations = lab.region('Operations');

  await lab.open('#/lab?design=outbox');
  await page.getByLabel('Show each “runs line N” entry').uncheck();
  await lab.press('Step relay', 5);
  await expect(
    lab
      .region('Timeline')
      .getByRole('list', { name: 'Events, oldest first', exact: true })
      .getByRole('button', { name: /5 times in a row/ }),
  ).toBeVisible();
  await expectNoViolations(page, 'fresh, folded polls');

  // A waiting request, an open transaction, a crashed relay, an armed crash and an armed drop.
  await lab.open('#/lab?design=outbox&log=n:snack-7:7,n:b-2:2,a:c:w:3,d:q,s:o,s:o,c:r');
  await expect(page.locator('section.stage')).toContainText('Relay: crashed');
  await expect(operations).toContainText('so an operator sees it as down in 30 s');
  await expectNoViolations(page, 'mid-transaction, busy stage, crash unseen');
  await page.setViewportSize(PHONE);
  await expectNoViolations(page, 'busy stage at 390 px', 'section.stage');
  await page.setViewportSize(LAPTOP);

  // Crashed inside its transaction, so the uncommitted rows stay on screen as ghosts.
  await lab.open('#/lab?design=outbox&log=n:snack-7:7,s,s,s,s,s,c:r');
  await lab.press('Crash order service');
  await expect(page.locator('tr.ghost').first()).toBeVisible();
  await lab.press('Wait 1 min');
  await expect(operations).toContainText('✖ down');
  await expectNoViolations(page, 'crashed, ghost rows, crash seen');

  await lab.open('#/lab?design=outbox&log=n:snack-7:7,d:a,e');
  const verdict = lab.region('Verdict');
  await expect(verdict).toContainText('Verdict: duplicated');
  await expect(lab.button('Diagram')).toHaveAttribute('aria-pressed', 'true');
  const sql = page.getByRole('region', { name: 'SQL console' });
  await sql.getByLabel('Example', { exact: true }).selectOption({ label: "Plan of the relay's poll (outbox)" });
  await expect(sql.getByRole('status')).toContainText('The query plan, 2 steps');
  await expectNoViolations(page, 'verdict, diagram, query plan');

  const lostAck = verdict.getByRole('button', { name: /The ACK m2 was lost on its way back to the relay/ });
  await lostAck.click();
  await expect(lostAck).toHaveAttribute('aria-current', 'step');
  await expect(verdict).toContainText('Where this run ends (what Forward would redo included):');
  await lab.press('As table');
  await expect(lab.region('Timeline').getByRole('table', { name: 'Timeline' })).toBeVisible();
  await expectNoViolations(page, 'jumped to a cause, timeline as a table');

  await verdict.getByRole('button', { name: 'Try this with Outbox + inbox', exact: true }).click();
  await expect(verdict).toContainText('1 duplicate absorbed');
  await expectNoViolations(page, 'verdict ok, duplicate absorbed', 'section.verdict');

  await page.locator('main').focus();
  await page.keyboard.press('?');
  const keys = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(keys).toBeVisible();
  await expectNoViolations(page, 'keyboard-shortcuts dialog');
  await page.keyboard.press('Escape');
  await expect(keys).toBeHidden();

  await page.getByRole('button', { name: 'Scenarios' }).click();
  const scenarios = page.getByRole('dialog', { name: 'Scenarios' });
  await scenarios.getByLabel('Title for the current state').fill('ACK lost, absorbed by the inbox');
  await scenarios.getByRole('button', { name: 'Save current state' }).click();
  await expect(scenarios.getByRole('status')).toHaveText('Saved “ACK lost, absorbed by the inbox” as scenario 1.');
  await expectNoViolations(page, 'Scenarios dialog, saved');
});

test('lab verdict with long evidence, shortened and shown whole; a long link replaying under its bar', async ({
  page,
}) => {
  const ids = Array.from({ length: 25 }, (_, i) => `o-${String(i + 1).padStart(2, '0')}`);
  const log = [...ids.slice(0, 12).map((id) => `n:${id}:1`), 'e', `n:${ids[12]}:1`, 'd:a', 'e'];
  const lab = new LabPage(page);
  await lab.open(`#/lab?design=outbox&log=${[...log, ...ids.slice(13).map((id) => `n:${id}:1`), 'e'].join(',')}`);
  const verdict = lab.region('Verdict');
  await expect(verdict).toContainText('Showing 20 of 25 orders: those that are not ok first.');
  await expectNoViolations(page, 'evidence, 20 of 25', 'section.verdict');
  await verdict.getByRole('button', { name: 'Show all 25 orders' }).click();
  await expect(verdict).toContainText('Showing all 25 orders.');
  await expectNoViolations(page, 'evidence, all 25', 'section.verdict');

  const long = `#/lab?design=outbox&log=${Array.from({ length: 3000 }, (_, i) => `n:o-${i}:1`).join(',')},e`;
  await page.evaluate((hash) => (location.hash = hash), long);
  await expect(page.getByRole('progressbar', { name: 'Replaying the link' })).toBeVisible();
  await expectNoViolations(page, 'replay progress', '.replay-progress');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByRole('progressbar', { name: 'Replaying the link' })).toHaveCount(0);
});

test('lab in Japanese at 1920×1080: crashed with ghost rows, and a verdict with its causes', async ({ page }) => {
  await page.setViewportSize(PROJECTOR);
  await page.goto('/?lang=ja#/lab?design=outbox&log=n:snack-7:7,s,s,s,s,s');
  await page.getByRole('button', { name: '受付をクラッシュ', exact: true }).click();
  await expect(page.locator('tr.ghost').first()).toBeVisible();
  await expectNoViolations(page, 'ja, crashed');
  await page.goto('/?lang=ja#/lab?design=outbox&log=n:snack-7:7,d:a,e');
  await expect(page.locator('.verdict ol button').first()).toBeVisible();
  await expectNoViolations(page, 'ja, verdict');
});

test('presenter mode in Japanese after a run, at 1920×1080 and at 1366×768', async ({ page }) => {
  await page.setViewportSize(PROJECTOR);
  await page.goto('/?present=1&lang=ja#/lab?design=outbox-inbox&log=n%3Asnack-7%3A7');
  await page.getByRole('button', { name: '最後まで実行', exact: true }).click();
  await expect(page.getByRole('region', { name: '判定', exact: true })).toContainText('判定：ok');
  await expect(page).toHaveURL(/%2Ce(&|$)/);
  await expect(page.getByRole('button', { name: 'プレゼンモード', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoViolations(page, 'presenter, 1920');
  await page.setViewportSize(LAPTOP);
  await expectNoViolations(page, 'presenter, 1366');
});

test('lab designs of their own: high-water mark, inbox memory, two relays', async ({ page }) => {
  test.setTimeout(120_000);
  const lab = new LabPage(page);
  const verdict = lab.region('Verdict');

  await lab.open('#/lab?design=high-water-mark');
  await page.getByRole('button', { name: 'Scenarios', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Scenarios' })
    .getByRole('link', { name: /High-water mark skips a late commit/ })
    .click();
  await lab.press('Run to end');
  await expect(verdict).toContainText('Verdict: lost');
  await expect(page.getByText(/Pending rows\s*1/).first()).toBeVisible();
  await expectNoViolations(page, 'high-water mark, lost');

  await lab.open('#/lab?design=outbox-inbox');
  await page.getByRole('button', { name: 'Scenarios', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Scenarios' })
    .getByRole('link', { name: /Inbox forgets too soon/ })
    .click();
  await expect(verdict).toContainText('Verdict: duplicated');
  await page.getByText('Relay settings', { exact: true }).click();
  const settings = page.getByRole('form', { name: 'Relay settings' });
  await settings.getByLabel('Inbox remembers event ids for (seconds; empty: for ever)').fill('120');
  await settings.getByRole('button', { name: 'Apply settings' }).click();
  await expect(verdict).toContainText('Verdict: ok');
  await expectNoViolations(page, 'inbox memory, settings applied');

  await lab.open('#/lab?design=two-relays&log=n:snack-7:7,s:o,s:o,s:o,s:o,s:o,s:o,s:o,s:r,s:r,s:r2,s:r2,e');
  await expect(verdict).toContainText('Verdict: duplicated');
  await expect(lab.region('Timeline')).toContainText('Relay 2');
  await expectNoViolations(page, 'two relays, duplicated');
});

test('lab: dead letters shown, then requeued and ok; Check queries naming the statement SQLite refuses', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox-inbox&attempts=3&log=n%3Asnack-7%3A7%2Cs%3Ao*7%2Cx%3Ap%3A60%2Ce');
  const letters = lab.region('Dead letters');
  await expect(letters.getByRole('table', { name: 'Dead letters — independent connection' })).toBeVisible();
  await expectNoViolations(page, 'dead letters shown');
  await lab.press('Warehouse back');
  await lab.press('Requeue evt-0001');
  await lab.press('Run to end');
  await expect(lab.region('Verdict')).toContainText('Verdict: ok');
  await expect(letters).toHaveCount(0);
  await expectNoViolations(page, 'dead letter requeued, ok');

  await lab.open('#/lab?design=scheduled-drifted');
  await page.getByRole('button', { name: 'Check queries', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Query check' })).toContainText('SQLite: no such column');
  await expectNoViolations(page, 'query check result');
});

test('compare: two labs on the page, one mid-transaction', async ({ page }) => {
  await page.goto('/#/compare');
  const left = page.getByRole('region', { name: 'Lab: left', exact: true });
  await left.getByLabel('Order ID').fill('snack-7');
  await left.getByLabel('Quantity').fill('7');
  await left.getByRole('button', { name: 'Submit order', exact: true }).click();
  for (let i = 0; i < 3; i += 1) await left.getByRole('button', { name: 'Step', exact: true }).click();
  await expect(left.getByRole('button', { name: 'Back', exact: true })).toBeEnabled();
  await expectNoViolations(page, 'compare');
});

test('explorer: every design with its matrix and the overview; one design’s pairs that did not end ok', async ({
  page,
}) => {
  test.slow();
  await page.goto('/#/explorer');
  const picker = page.getByLabel('Design', { exact: true });
  await expect(picker.getByRole('option', { name: 'All designs' })).toBeAttached();
  await picker.selectOption({ label: 'All designs' });
  await page.getByRole('button', { name: 'Run explorer' }).click();
  await expect(page.getByRole('table', { name: 'Verdicts per design' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('table', { name: 'Fault matrix' }).first()).toBeVisible();
  await expectNoViolations(page, 'explorer, all designs, matrices');

  await page.goto('/#/explorer?design=commit-then-send&faults=2');
  await page.getByRole('button', { name: 'Run explorer' }).click();
  const section = page.getByRole('region', { name: 'Result for Commit, then send', exact: true });
  await expect(section.getByRole('heading', { name: /^Pairs of faults that did not end ok: [\d,]+$/ })).toBeVisible({
    timeout: 60_000,
  });
  await expect(section.getByRole('link', { name: 'lost' }).first()).toBeVisible();
  await expectNoViolations(page, 'explorer, pairs not ok');
});

test('course home on a laptop and a phone, and a lesson folded and with a checked prediction', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await page.goto('/?lang=en#/');
  await expect(page.getByRole('link', { name: /^For instructors/ })).toBeVisible();
  await expectNoViolations(page, 'course home, en, 1366');
  await page.setViewportSize(PHONE);
  await page.goto('/?lang=ja#/');
  await expect(page.getByRole('link', { name: /^講師向け/ })).toBeVisible();
  await expectNoViolations(page, 'course home, ja, 390');

  await page.setViewportSize(LAPTOP);
  await openLesson(page, 'en', LESSON_FILES.find((l) => l.spec.id === 'crash-points')!.spec);
  const article = page.getByRole('article');
  await expectNoViolations(page, 'lesson, folded');
  const prediction = article
    .getByRole('group')
    .filter({ has: page.getByRole('radio') })
    .first();
  await prediction.getByRole('radio').first().check();
  await prediction.getByRole('button', { name: 'Check prediction' }).click();
  await expect(prediction.getByRole('status')).toHaveText(/\S/);
  await expectNoViolations(page, 'lesson, prediction checked');
});

test('answer key on a laptop and on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(LAPTOP);
  await page.goto('/?lang=en#/answers');
  await expect(
    page.getByRole('status').filter({ hasText: /^Every answer below was read from the engine/ }),
  ).toBeVisible({ timeout: 30_000 });
  await expectNoViolations(page, 'answers, en, 1366');
  await page.setViewportSize(PHONE);
  await page.goto('/?lang=ja#/answers');
  await expect(page.getByRole('status').filter({ hasText: /^以下の答えはすべて/ })).toBeVisible({ timeout: 30_000 });
  await expectNoViolations(page, 'answers, ja, 390');
});

test('quiz answered with feedback, then its "Show me" banner and the pane it marks', async ({ page }) => {
  // Quiz 68: its first question is about a lab state, so it has a "Show me in the lab".
  await page.goto('/#/quiz?seed=68');
  const question = page.getByRole('group').first();
  await question.getByRole('radio').first().check();
  await question.getByRole('button', { name: 'Check answer' }).click();
  await expect(question.getByRole('status')).toHaveText(/^(Correct|Not quite)/);
  await expectNoViolations(page, 'quiz, feedback');
  await question.getByRole('link', { name: 'Show me in the lab' }).click();
  await expect(page.getByText('Question 1 asks about this.')).toBeVisible();
  await expectNoViolations(page, 'quiz banner and marked pane', '.quiz-origin', '[data-quiz-asked]');
});

test('SCORM package opened outside an LMS', async ({ browser }) => {
  const context = await browser.newContext();
  await serveLms(context, 'scorm12', packageFiles('scorm12'));
  const page = await context.newPage();
  await page.goto(`${LMS_ORIGIN}/course/index.html`);
  await expect(page.getByRole('alert')).toContainText('No LMS answered this course');
  await expect(page.getByRole('heading', { name: 'Course: the transactional outbox, run for real' })).toBeVisible();
  // Every rule, not only the WCAG tags: as the package's own spec ran it.
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  await context.close();
});
