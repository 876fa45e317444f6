// The operator's view in the page: a region "Operations" whose figures come from the order DB's independent
// connection. While the relay is crashed the oldest pending row ages and the heartbeat goes stale; a restart and
// a run bring both back. The heartbeat is worded as an operator's reading, never as "alive"; what only the lab
// knows (the process has crashed) is said apart from the figures, with when an operator will see it, in every
// design with a relay and in both languages. A warehouse outage is switched on and off from the network controls.
import { expect, test } from '@playwright/test';
import { designRegistry } from '../../app/engine/designs/registry';
import { DEFAULT_OPTIONS } from '../../app/engine/types';
import { address, LabPage } from './lab-page';

/** The value of the figure whose term is `name`. */
const figure = (ops: ReturnType<LabPage['region']>, name: string) =>
  ops
    .locator('.ops-figures > div')
    .filter({ has: ops.page().getByRole('term').getByText(name, { exact: true }) })
    .getByRole('definition');

test('the oldest pending age grows while the relay is crashed and falls after a restart', async ({ page }) => {
  const lab = new LabPage(page);
  // An order committed with its outbox row; the relay crashed before it polled.
  await lab.open('#/lab?design=outbox&log=n%3Asnack-7%3A7%2Cs%3Ao*7%2Cc%3Ar');
  const ops = lab.region('Operations');
  await expect(figure(ops, 'Pending rows')).toHaveText('1');
  await expect(figure(ops, 'Relay')).toHaveText(/^last heartbeat \d+ s ago \(30 s old: an operator calls it down\)$/);
  const wait = lab.button('Wait 1 min');
  await wait.click();
  await expect(figure(ops, 'Oldest pending')).toContainText('60 s');
  await expect(figure(ops, 'Oldest pending')).toContainText('waiting over a minute');
  await expect(figure(ops, 'Relay')).toContainText(/^✖ down: last heartbeat \d+ s ago/);
  await wait.click();
  await expect(figure(ops, 'Oldest pending')).toContainText('2 min 0 s');
  await lab.button('Restart relay').click();
  await expect(figure(ops, 'Relay')).toContainText('last heartbeat 0 s ago');
  await expect(ops.getByText('Lab only, not SQL: The relay is running.')).toBeVisible();
  await lab.button('Run to end').click();
  await expect(figure(ops, 'Pending rows')).toHaveText('0');
  await expect(figure(ops, 'Oldest pending')).toHaveText('—');
  await expect(lab.region('Verdict')).toContainText('Verdict: ok');
});

// Every registered design that runs a relay, found by its program: a design added later is tested too.
const RELAY_DESIGNS = designRegistry.list
  .filter((d) => d.programs(DEFAULT_OPTIONS).relay.lines.length > 0)
  .map((d) => d.id);
/** Designs that run two relays name the first "Relay 1": its card and its Crash say so. */
const numbered = (design: string) => (designRegistry.get(design).processes?.relay ?? 1) > 1;

/** What the Operations region says in each language: the names the test presses and reads. */
const WORDS = {
  en: {
    region: 'Operations',
    design: 'Design',
    relay: 'Relay',
    card: (n: boolean) => (n ? 'Relay 1' : 'Relay'),
    crash: (n: boolean) => (n ? 'Crash relay 1' : 'Crash relay'),
    wait: 'Wait 1 min',
    crashed: '✖ crashed',
    fresh: /^last heartbeat (\d+) s ago \(30 s old: an operator calls it down\)$/,
    unseen:
      /^Lab only, not SQL: The relay has crashed; its last heartbeat is (\d+) s old, so an operator sees it as down in (\d+) s\.$/,
    down: /^✖ down: last heartbeat 60 s ago \(30 s old: an operator calls it down\)$/,
    seen: 'Lab only, not SQL: The relay has crashed, and now its heartbeat shows it.',
    running: 'Lab only, not SQL: The relay is running.',
    inference: /alive|✔/i,
  },
  ja: {
    region: '運用',
    design: '設計',
    relay: '送信ループ',
    card: (n: boolean) => (n ? '送信ループ1' : '送信ループ'),
    crash: (n: boolean) => (n ? '送信ループ1をクラッシュ' : '送信ループをクラッシュ'),
    wait: '1分待つ',
    crashed: '✖ クラッシュ',
    fresh: /^最後のハートビートは(\d+)秒前 \(30秒で運用者は停止とみなす\)$/,
    unseen:
      /^ラボだけが知る\(SQL 外\)： 送信ループはクラッシュ済み。ハートビートは(\d+)秒前で、運用者に停止が見えるのは(\d+)秒後です。$/,
    down: /^✖ 停止とみなす：最後のハートビートは60秒前 \(30秒で運用者は停止とみなす\)$/,
    seen: 'ラボだけが知る(SQL 外)： 送信ループはクラッシュ済み。今はハートビートの途絶えで運用者にも見えます。',
    running: 'ラボだけが知る(SQL 外)： 送信ループは動いています。',
    inference: /稼働中|✔/,
  },
} as const;

// The designs follow one another on one page load per language: each address differs only after `#`.
for (const lang of ['en', 'ja'] as const) {
  test(`${lang}, every design with a relay: after Crash relay the heartbeat is an operator's reading, the crash is the lab's knowledge, and past 30 s the operator calls it down`, async ({
    page,
  }) => {
    test.setTimeout(RELAY_DESIGNS.length * 20_000);
    // The lab's one-screen size, where each of these sentences fits the line kept for it.
    await page.setViewportSize({ width: 1366, height: 768 });
    const lab = new LabPage(page);
    const w = WORDS[lang];
    for (const design of RELAY_DESIGNS)
      await test.step(design, async () => {
        await page.goto(`/?lang=${lang}#/lab?design=${design}`);
        // This design's lab, not the one before it, is the one on the page.
        await expect(page.getByRole('combobox', { name: w.design, exact: true })).toHaveValue(design);
        const ops = lab.region(w.region);
        const reading = figure(ops, w.relay);
        const note = ops.getByRole('paragraph').filter({ hasText: w.seen.slice(0, 8) });
        await expect(reading).toHaveText(w.fresh);
        await expect(note).toHaveText(w.running);
        const card = lab.region(w.card(numbered(design)));
        // The card's place below the region's top (the status line above both may take another line after a crash).
        const below = async () => (await card.boundingBox())!.y - (await ops.boundingBox())!.y;
        const before = await below();

        await lab.button(w.crash(numbered(design))).click();
        await expect(card).toContainText(w.crashed);
        // Beside a crashed card the reading is still only an age and the rule, never "alive", and never the crash...
        await expect(reading).toHaveText(w.fresh);
        await expect(reading).not.toContainText(/crash|クラッシュ/i);
        await expect(ops).not.toContainText(w.inference);
        // ...and the lab, in its own line that names its source, says the process is gone and when an operator will
        // know.
        await expect(note).toHaveText(w.unseen);
        const [, age, left] = w.unseen.exec((await note.textContent()) ?? '')!;
        expect(Number(age) + Number(left)).toBe(30);
        // The note changed its words, not the region's height: the card (and its Restart, beside the Crash just
        // pressed) keeps its place under it.
        expect(await below()).toBe(before);

        // A minute passes: the beat is past 30 s, and the reading itself says down.
        await lab.button(w.wait).click();
        await expect(reading).toHaveText(w.down);
        await expect(note).toHaveText(w.seen);
        await expect(ops).not.toContainText(w.inference);
      });
  });
}

test('a warehouse answering 500 for five minutes: the row keeps its error and is delivered once it is back', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox');
  await lab.button('Warehouse answers 500 (5 min)').click();
  await expect(lab.region('Warehouse')).toContainText('Answering 500 until +300.000s');
  await expect(lab.button('Warehouse answers 500 (5 min)')).toHaveAccessibleDescription(/already out/);
  await lab.submit('snack-7', '7');
  await lab.button('Run to end').click();
  await expect(lab.region('Verdict')).toContainText('Verdict: ok');
  const outbox = lab.table('outbox — independent connection');
  await expect(outbox).toContainText('published');
  await expect(outbox.getByRole('cell', { name: '6', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/x%3Ae%3A5|x:e:5/);
});

test('head-of-line: in strict order the relay waits behind a rejected event; seed 000’s order lets the next one pass', async ({
  page,
}) => {
  const lab = new LabPage(page);
  // Two orders committed; the warehouse rejects the first one's event; the relay has tried it once.
  await lab.open(
    '#/lab?design=outbox&order=strict&log=n%3Aa-1%3A1%2Cs%3Ao*7%2Cn%3Ab-2%3A2%2Cs%3Ao*7%2Cx%3Ap%3A5%2Cs%3Ar*5',
  );
  await expect(lab.region('Warehouse')).toContainText('Rejecting one event until +300.140s');
  await lab.button('Step relay').click();
  await expect(lab.status()).toContainText('relay waits: the oldest pending row evt-0001 is not due until');
  await expect(figure(lab.region('Operations'), 'Pending rows')).toHaveText('2');

  // The fix: seed 000's relay takes the oldest row that is due. The same actions, replayed under it.
  await page.getByText('Relay settings').click();
  const form = page.getByRole('form', { name: 'Relay settings' });
  await form.getByRole('radio', { name: /Oldest due row first/ }).check();
  await form.getByRole('button', { name: 'Apply settings' }).click();
  await expect(page).not.toHaveURL(/order=strict/);
  await expect(lab.region('Timeline')).toContainText('relay reads pending evt-0002 (b-2)');
  await lab.button('Run to end').click();
  await expect(lab.region('Verdict')).toContainText('Verdict: ok');
});

test('retention: a window of 0 is refused at its field; deleting pending rows zeroes the count and the verdict says lost', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox&log=n%3Aa-1%3A1%2Cs%3Ao*7');
  const ops = lab.region('Operations');
  await ops.getByText('Operator tools: retention and load').click();
  const form = ops.getByRole('form', { name: 'Retention' });
  const window = form.getByLabel('Keep published rows for (seconds)');
  await window.fill('0');
  const link = await address(page);
  await form.getByRole('button', { name: 'Clean up published rows' }).click();
  await expect(window).toHaveAttribute('aria-invalid', 'true');
  await expect(window).toHaveAccessibleDescription(
    /The window must be a whole number of seconds from 1 to 2592000 \(30 days\)\. Nothing was deleted\./,
  );
  expect(await address(page)).toBe(link);

  await form.getByRole('button', { name: 'Delete pending rows (loses their events)' }).click();
  await expect(figure(ops, 'Pending rows')).toHaveText('0');
  await expect(lab.region('Verdict')).toContainText('Verdict: lost');
  await expect(lab.region('Verdict')).toContainText('evt-0001 was deleted while still pending');
  await expect(page).toHaveURL(/k%3Ax|k:x/);
});

test('load: a rate past the limit is refused at its field; a load shows its progress, can be cancelled, and charts the lag', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox-inbox');
  const ops = lab.region('Operations');
  await ops.getByText('Operator tools: retention and load').click();
  const form = ops.getByRole('form', { name: 'Load' });
  const rate = form.getByLabel('Orders per second');
  await rate.fill('1000000');
  await form.getByRole('button', { name: 'Start load' }).click();
  await expect(rate).toHaveAccessibleDescription(/from 1 to 50\. Nothing was started\./);
  await expect(page).toHaveURL(/design=outbox-inbox$/);

  await rate.fill('8');
  await form.getByLabel('For (seconds)').fill('120');
  await form.getByRole('button', { name: 'Start load' }).click();
  await expect(form.getByText(/^Load: \d+ \/ 120 s/)).toBeVisible();
  await expect.poll(async () => Number(/ld%3A8\*(\d+)/.exec(await address(page))?.[1] ?? 0)).toBeGreaterThan(3);
  await form.getByRole('button', { name: 'Cancel load' }).click();
  await expect(lab.status()).toContainText(/Load stopped after \d+ of 120 s/);
  const seconds = Number(/Load stopped after (\d+)/.exec((await lab.status().textContent()) ?? '')![1]);
  expect(seconds).toBeLessThan(120);
  // The lab is where the load stopped, and says so in a table as well as a picture.
  await expect(page).toHaveURL(new RegExp(`ld%3A8\\*${seconds}(&|$)`));
  const table = ops.getByRole('table', { name: 'Lag at the end of each second of load' });
  await expect(table.getByRole('row')).toHaveCount(seconds + 1);
  await expect(figure(ops, 'Pending rows')).not.toHaveText('0');
});

test('per-aggregate order: the relay sends the other order’s event and holds the amendment behind its own order’s first', async ({
  page,
}) => {
  const lab = new LabPage(page);
  // snack-1 placed (evt-0001) and amended (evt-0002), snack-2 placed (evt-0003); the warehouse rejects evt-0001.
  await lab.open(
    '#/lab?design=versioned&order=aggregate&log=n%3Asnack-1%3A4%2Cs%3Ao*8%2Cm%3Asnack-1%3A2%3A1%2Cs%3Ao*7%2Cn%3Asnack-2%3A3%2Cs%3Ao*8%2Cx%3Ap%3A5',
  );
  await page.getByText('Relay settings').click();
  await expect(
    page.getByRole('form', { name: 'Relay settings' }).getByRole('radio', { name: /In order per order/ }),
  ).toBeChecked();
  await lab.press('Step relay', 4); // evt-0001: the warehouse's 500, recorded
  await lab.press('Step', 10); // evt-0003 (snack-2) passes it: read, sent, prepared, ACKed, published
  await expect(lab.region('Timeline')).toContainText('relay reads pending evt-0003 (snack-2)');
  await lab.press('Step relay'); // the poll finds evt-0002 due but held
  await expect(lab.region('Timeline')).toContainText(
    'evt-0002 is due, but evt-0001 of the same order is still pending',
  );
  await lab.button('Run to end').click();
  await expect(lab.region('Verdict')).toContainText('Verdict: ok');
});
