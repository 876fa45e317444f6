// The keyboard an instructor drives the lab with: every command's key (read from the same list the dialog
// shows), keys switched off, a key remapped, a collision refused, keys ignored while typing, keys acting on the
// lab that has the focus (a lesson's lab included), the dialog listing what the design has, and presenter mode
// by key and by address with the three panes on one 1920×1080 screen (presenter.spec.ts measures the rest).
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { specOf, encodeAction, type LabAction } from '../../app/engine/actions/registry';
import { Lab } from '../../app/engine/replay/lab';
import { parseLink } from '../../app/engine/replay/link-codec';
import { COMMAND_GROUPS, COMMANDS, type Command } from '../../app/ui/shortcuts/commands';
import { instanceNo } from '../../app/engine/types';
import { address, LabPage } from './lab-page';
import { loadSql } from '../support/sql-node';

const en = JSON.parse(readFileSync('app/ui/i18n/en.json', 'utf8'));
const text = (key: string, values: Record<string, string> = {}) =>
  key
    .split('.')
    .reduce((node, part) => node[part], en)
    .replace(/\{\{(\w+)\}\}/g, (_: string, name: string) => values[name]);

function labelOf(command: Command): string {
  if (command.target.kind !== 'action') throw new Error('not an action');
  const label = specOf(command.target.action)!.label(command.target.action);
  return text(label.key, label.process ? { process: text(`processInLabel.${label.process}`) } : {});
}

/** The log in the address, as link tokens. */
async function logOf(page: Page): Promise<string[]> {
  const hash = new URL(await address(page)).hash;
  const parsed = parseLink(hash.slice(hash.indexOf('?') + 1));
  if (!parsed.ok) throw new Error(`bad link ${hash}`);
  return parsed.link.actions.slice(0, parsed.link.at ?? parsed.link.actions.length).map(encodeAction);
}

/** States in which, between them, every action can happen (the test finds one whose control is enabled). */
const STATES = [
  '#/lab?design=outbox&log=n%3Asnack-7%3A7',
  '#/lab?design=outbox&log=n%3Asnack-7%3A7%2Cs*7',
  '#/lab?design=outbox&log=n%3Asnack-7%3A7%2Cc%3Ao%2Cc%3Ar%2Cc%3Aw',
  '#/lab?design=outbox&log=n%3Asnack-7%3A7%2Cs*6%2Cd%3Aa%2Cs*4',
  // A warehouse outage under way (Recover), and the versioned design (Send amendment).
  '#/lab?design=outbox&log=x%3Ae%3A5',
  '#/lab?design=versioned&log=n%3Asnack-7%3A7%2Ce',
  // A second relay (Step, Crash, Fail relay 2) and one crashed (Restart relay 2).
  '#/lab?design=two-relays&log=n%3Asnack-7%3A7',
  '#/lab?design=two-relays&log=n%3Asnack-7%3A7%2Cc%3Ar2',
  // A second order service with an order to take (Step, Crash, Fail order service 2), and one crashed (Restart).
  '#/lab?design=high-water-mark&log=n%3Asnack-1%3A1%2Cn%3Asnack-2%3A2%2Cs%3Ao',
  '#/lab?design=high-water-mark&log=c%3Ao2',
  // A dead letter (Requeue the oldest): an event refused every time, parked after three attempts.
  '#/lab?design=outbox-inbox&attempts=3&log=n%3Asnack-7%3A7%2Cs%3Ao*7%2Cx%3Ap%3A60%2Ce',
];

/**
 * The first prepared state in which `action` can happen, as the engine opens it: read off the state's blocker table,
 * the one every button's reason comes from, so each test opens one page instead of trying the states in turn. The
 * page must agree (the test checks the button is there and enabled).
 */
const ENGINE = new Lab(await loadSql(), { slot: 'instructor-keys' });
function stateFor(action: LabAction): string | undefined {
  return STATES.find((state) => {
    const parsed = parseLink(state.slice(state.indexOf('?') + 1));
    if (!parsed.ok) throw new Error(`bad prepared state ${state}`);
    const { design, actions, options } = parsed.link;
    return ENGINE.blocker(design, actions, action, options) === null;
  });
}

const keyOf = (command: Command) => command.defaultKey;
/** Amendments belong to the versioned design. */
const AMEND = COMMANDS.find((c) => c.target.kind === 'action' && c.target.action.type === 'amend')!;
/** The commands the outbox design does not have: amendments (the versioned design's) and a second instance's. */
const NOT_IN_OUTBOX = COMMANDS.filter((c) => {
  if (c.target.kind !== 'action') return false;
  const action = c.target.action;
  return action.type === 'amend' || ('process' in action && !!action.process && instanceNo(action.process) > 1);
});

// The action keys grouped by the prepared state each is tried in: one page load a state, the state opened again
// by its address (a change of hash, no reload) before each key.
const ACTION_COMMANDS = COMMANDS.filter((c) => c.target.kind === 'action');
const BY_STATE = new Map<string, Command[]>();
for (const command of ACTION_COMMANDS) {
  if (command.target.kind !== 'action') continue;
  const state = stateFor(command.target.action) ?? 'none';
  BY_STATE.set(state, [...(BY_STATE.get(state) ?? []), command]);
}

test('every action has a prepared state that lets it happen', () => {
  expect(BY_STATE.get('none')?.map(labelOf) ?? []).toEqual([]);
});

for (const [state, commands] of [...BY_STATE].filter(([state]) => state !== 'none')) {
  test(`in ${state}: the keys ${commands.map(keyOf).join(' ')} each do what their button does`, async ({ page }) => {
    const lab = new LabPage(page);
    await lab.open(state);
    const hash = state.slice(state.indexOf('?') + 1);
    const parsed = parseLink(hash);
    if (!parsed.ok) throw new Error(`bad prepared state ${state}`);
    const before = parsed.link.actions.map(encodeAction);
    for (const command of commands) {
      const target = command.target;
      if (target.kind !== 'action') throw new Error('not an action');
      await test.step(`${keyOf(command)}: ${labelOf(command)}`, async () => {
        if ((await logOf(page)).join() !== before.join()) {
          await page.goto(`/${state}`);
          await expect.poll(() => logOf(page)).toEqual(before);
        }
        // The operator's tools fold away under the figures: open them, as a learner reaching for one would.
        const tools = page.getByText('Operator tools: retention and load');
        if ((await tools.isVisible()) && !(await lab.button(labelOf(command)).isVisible())) await tools.click();
        const button = lab.button(labelOf(command));
        await expect(button).toBeVisible();
        await expect(button).not.toHaveAttribute('aria-disabled', 'true');
        await page.locator('main').focus();
        await page.keyboard.press(keyOf(command));
        await expect.poll(() => logOf(page)).toEqual([...before, encodeAction(target.action)]);
      });
    }
  });
}

test('history keys: , goes back, . goes forward, Shift+X resets', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open(STATES[1]);
  await page.locator('main').focus();
  await page.keyboard.press(',');
  await expect(page).toHaveURL(/&at=7/);
  await page.keyboard.press('.');
  await expect(page).not.toHaveURL(/&at=/);
  await page.keyboard.press('Shift+X');
  await expect.poll(() => logOf(page)).toEqual([]);
  // Nothing to go back to: the key says why, as the disabled button does.
  await page.keyboard.press(',');
  await expect(lab.status()).toContainText(text('reason.noHistory'));
});

test('form keys put the focus in the form; keys typed in a field stay text', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open(STATES[0]);
  await page.locator('main').focus();
  await page.keyboard.press('n');
  await expect(page.getByLabel('Order ID')).toBeFocused();
  await page.getByLabel('Order ID').fill('');
  await page.keyboard.type('snack-s');
  await expect(page.getByLabel('Order ID')).toHaveValue('snack-s');
  expect(await logOf(page)).toEqual(['n:snack-7:7']);
  await page.locator('main').focus();
  await page.keyboard.press('f');
  await expect(page.getByLabel('Fault', { exact: true })).toBeFocused();
});

test('a key for an action that cannot happen says why in the status line', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('#/lab?design=outbox');
  await page.locator('main').focus();
  await page.keyboard.press('Shift+Alt+R');
  await expect(lab.status()).toContainText(text('reason.notCrashed'));
  expect(await logOf(page)).toEqual([]);
});

test('“?” opens the dialog listing every command; keys can be switched off and remapped, collisions refused', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.open(STATES[0]);
  await page.locator('main').focus();
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  // Every command but those the outbox design does not have; a header row per group.
  await expect(dialog.getByRole('row')).toHaveCount(COMMANDS.length - NOT_IN_OUTBOX.length + COMMAND_GROUPS.length);

  // A collision: Step to E, which is Run to end's.
  await dialog.getByRole('button', { name: 'Change key for Step', exact: true }).click();
  await page.keyboard.press('e');
  await expect(dialog.getByRole('status')).toHaveText('E is already the key for Run to end. Nothing changed.');
  // A free key: Step to X.
  await dialog.getByRole('button', { name: 'Change key for Step', exact: true }).click();
  await page.keyboard.press('x');
  await expect(dialog.getByRole('status')).toHaveText('Step: X.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  // The control says its key to assistive technology, as changed.
  await expect(lab.button('Step')).toHaveAttribute('aria-keyshortcuts', 'x');
  await expect(lab.button('Crash relay')).toHaveAttribute('aria-keyshortcuts', 'Shift+R');
  await page.locator('main').focus();
  await page.keyboard.press('s');
  await page.keyboard.press('x');
  await expect.poll(() => logOf(page)).toEqual(['n:snack-7:7', 's']);

  // Switched off: no key acts, the dialog's button still opens it; the choice survives a reload.
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await dialog.getByRole('checkbox', { name: 'Single-key shortcuts on' }).uncheck();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(lab.button('Step')).toBeVisible();
  await page.locator('main').focus();
  await page.keyboard.press('x');
  await page.keyboard.press('?');
  await expect(dialog).toBeHidden();
  await expect(lab.button('Step')).not.toHaveAttribute('aria-keyshortcuts');
  expect(await logOf(page)).toEqual(['n:snack-7:7', 's']);
});

test('presenter mode by key, by button and by address: the three panes fit one 1920×1080 screen', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  const lab = new LabPage(page);
  const toggle = page.getByRole('button', { name: 'Presenter mode' });
  await lab.open(STATES[1]);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.locator('main').focus();
  await page.keyboard.press('p');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/present=1/);
  for (const pane of [
    page.getByRole('list', { name: 'Order service', exact: true }),
    lab.region('Order DB'),
    lab.region('Warehouse DB'),
    lab.region('Timeline'),
  ]) {
    const box = (await pane.boundingBox())!;
    expect(box.y + box.height, 'inside the first screen').toBeLessThanOrEqual(1080);
    expect(box.x + box.width).toBeLessThanOrEqual(1920);
  }
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page).not.toHaveURL(/present=1/);

  // From the address, before the hash or inside it; the lab's own rewrites keep it.
  await page.goto(`/?present=1${STATES[0]}`);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await lab.press('Step');
  await expect(page).toHaveURL(/present=1/);
  await page.goto(`/${STATES[0]}&present=1`);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
});

test('the dialog lists the commands the design has, and a key for one it lacks does nothing', async ({ page }) => {
  const lab = new LabPage(page);
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  const amend = dialog.getByRole('rowheader', { name: labelOf(AMEND), exact: true });
  await lab.open(STATES[0]);
  await page.locator('main').focus();
  await page.keyboard.press('?');
  await expect(dialog.getByRole('rowheader', { name: 'Step', exact: true })).toBeVisible();
  await expect(amend).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  // Its key is not the lab's to take: no refusal, no action.
  await page.locator('main').focus();
  await page.keyboard.press(AMEND.defaultKey);
  await expect(lab.status()).not.toContainText('Refused');
  expect(await logOf(page)).toEqual(['n:snack-7:7']);
  // A design without a relay offers no relay commands.
  await lab.open('#/lab?design=commit-then-send');
  await page.locator('main').focus();
  await page.keyboard.press('?');
  await expect(dialog.getByRole('rowheader', { name: 'Step', exact: true })).toBeVisible();
  await expect(dialog.getByRole('rowheader', { name: 'Crash relay', exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  // The versioned design takes amendments: listed, and its key sends one.
  await lab.open(STATES[5]);
  await page.locator('main').focus();
  await page.keyboard.press('?');
  await expect(amend).toBeVisible();
});

test("a key pressed inside a lesson's lab acts on that lab; outside every lab it moves none", async ({ page }) => {
  await page.goto('/#/lessons/crash-points');
  const region = page.getByRole('region', {
    name: 'Lab: The order service inside its transaction, the INSERTs next',
    exact: true,
  });
  const next = region.getByRole('list', { name: 'Order service', exact: true }).locator('[aria-current="step"]');
  await expect(next).toContainText('INSERT INTO orders');
  // The lab's controls say their keys, as the #/lab screen's do.
  await expect(region.getByRole('button', { name: 'Step', exact: true })).toHaveAttribute('aria-keyshortcuts', 's');
  // Outside the lab (the page's main region has the focus): the key is no lab's.
  await page.locator('main').focus();
  await page.keyboard.press('s');
  await expect(next).toContainText('INSERT INTO orders');
  // A control inside the lab has the focus: the key steps this lab.
  await region.getByRole('button', { name: 'Reset', exact: true }).focus();
  await page.keyboard.press('s');
  await expect(next).toContainText('INSERT INTO outbox');
  await page.keyboard.press(',');
  await expect(next).toContainText('INSERT INTO orders');
});
