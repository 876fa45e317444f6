// What an operator watches, read by SQL on the order database's independent connection: pending rows, the
// oldest one's age, parked rows, and the relay's heartbeat. Time passes with Wait, whatever timers there are.
// The heartbeat is an operator's inference, and the panel words it so: in every design with a relay, a crash
// is first something only the lab knows (with the time until an operator sees it), then the operator's "down".
import { Translator, type TextTree, type TFunction } from '../../app/ui/i18n/translator';
import { afterEach, describe, expect, test } from 'vitest';
import { decodeAction, encodeAction } from '../../app/engine/actions/registry';
import { waitSpec } from '../../app/engine/actions/wait';
import { parseLink } from '../../app/engine/replay/link-codec';
import { designRegistry } from '../../app/engine/designs/registry';
import { HEARTBEAT_STALE_MS } from '../../app/engine/runtime/ops-figures';
import { relayBehindTheBeat } from '../../app/engine/snapshot';
import { DEFAULT_OPTIONS } from '../../app/engine/types';
import { TEXTS } from '../../app/ui/i18n/texts';
import { relayWords } from '../../app/ui/lab/ops/ops-words';
import { LabDriver } from '../support/lab-driver';

const { en, ja } = TEXTS;

let driver: LabDriver | undefined;
afterEach(() => driver?.dispose());

const ops = (d: LabDriver) => d.snapshot.ops!;
const wait = (d: LabDriver, seconds = 60) => d.act({ type: 'wait', seconds });

test('a fresh relay has beaten once, at start, and nothing waits', async () => {
  driver = await LabDriver.create('outbox');
  expect(ops(driver)).toEqual({
    table: 'outbox',
    pending: 0,
    oldestPendingMs: null,
    late: false,
    failed: 0,
    deadLetters: [],
    lastBeat: '2026-01-01T09:00:00.000Z',
    beatAgeMs: 0,
    down: false,
    staleAfterMs: HEARTBEAT_STALE_MS,
  });
});

test('the oldest pending age grows while the relay is crashed, its heartbeat goes stale, and both recover after a restart', async () => {
  driver = await LabDriver.create('outbox');
  driver.submit('snack-7', 7).step('order', 7).crash('relay');
  const committedAt = driver.snapshot.now;
  expect(ops(driver)).toMatchObject({ pending: 1, down: false });
  wait(driver);
  const first = ops(driver);
  expect(first.pending).toBe(1);
  expect(first.oldestPendingMs).toBeGreaterThanOrEqual(60_000);
  expect(first.beatAgeMs).toBeGreaterThanOrEqual(HEARTBEAT_STALE_MS);
  expect(first.down).toBe(true);
  wait(driver);
  expect(ops(driver).oldestPendingMs).toBe(first.oldestPendingMs! + 60_000);
  expect(driver.snapshot.now - committedAt).toBeGreaterThanOrEqual(120_000);
  driver.restart('relay');
  expect(ops(driver)).toMatchObject({ down: false, beatAgeMs: 0, pending: 1 });
  driver.runToEnd();
  expect(ops(driver)).toMatchObject({ pending: 0, oldestPendingMs: null, down: false });
});

test('an idle relay keeps beating as time passes; a relay waiting on an ACK does not', async () => {
  driver = await LabDriver.create('outbox');
  wait(driver, 600);
  expect(ops(driver)).toMatchObject({ beatAgeMs: 0, down: false });
  driver.submit('snack-7', 7).step('order', 7).step('relay', 2);
  wait(driver, 45);
  expect(ops(driver)).toMatchObject({ down: true });
});

test('a beat the order service’s write lock blocks is skipped, and the poll still reads', async () => {
  driver = await LabDriver.create('outbox');
  driver.submit('snack-7', 7).stepTo('order', 6);
  expect(driver.snapshot.processes.order.inTx).toBe(true);
  const before = ops(driver).lastBeat;
  driver.step('relay');
  expect(driver.texts('orderDb')).not.toContain('busy');
  expect(driver.texts('orderDb').at(-1)).toBe('pollEmpty');
  expect(ops(driver).lastBeat).toBe(before);
});

test('parked rows are counted as failed, not pending', async () => {
  driver = await LabDriver.create('outbox', [], { options: { ...DEFAULT_OPTIONS, maxAttempts: 2 } });
  driver.outage('erroring', 10).submit('snack-7', 7).runToEnd();
  expect(ops(driver)).toMatchObject({ pending: 0, failed: 1, oldestPendingMs: null });
});

test('a design with no outbox has nothing for an operator to read', async () => {
  driver = await LabDriver.create('commit-then-send');
  expect(driver.snapshot.ops).toBeNull();
});

test('Wait is one token, its seconds held to 1 s – 30 days (2,592,000 s)', () => {
  expect(encodeAction({ type: 'wait', seconds: 60 })).toBe('wt:60');
  expect(decodeAction('wt:3600')).toEqual({ type: 'wait', seconds: 3600 });
  expect(decodeAction('wt:3601')).toEqual({ type: 'wait', seconds: 3601 });
  expect(decodeAction('wt:2505600')).toEqual({ type: 'wait', seconds: 29 * 86_400 });
  expect(decodeAction('wt:2592000')).toEqual({ type: 'wait', seconds: 30 * 86_400 });
  for (const bad of ['wt:0', 'wt:2592001', 'wt:9999999', 'wt:10000000', 'wt:060', 'wt', 'wt:1.5', 'wt:29d', 'wt:-1'])
    expect(decodeAction(bad), bad).toBeNull();
  expect(parseLink('design=outbox&log=wt:2592001')).toMatchObject({ ok: false, error: 'log' });
});

test('a wait names its length: the control’s minute, a link’s days', () => {
  const label = (seconds: number) => waitSpec.label({ type: 'wait', seconds });
  expect(label(60)).toEqual({ key: 'controls.wait' });
  expect(label(29 * 86_400)).toEqual({ key: 'controls.waitFor.days', count: 29 });
  expect(label(7_200)).toEqual({ key: 'controls.waitFor.hours', count: 2 });
  expect(label(120)).toEqual({ key: 'controls.waitFor.minutes', count: 2 });
  expect(label(90)).toEqual({ key: 'controls.waitFor.seconds', count: 90 });
});

test('scheduled events: the figures count rows still to run, and age the most overdue one from when it came due', async () => {
  driver = await LabDriver.create('scheduled');
  driver.submit('snack-7', 7).settle('order').crash('relay');
  // Written now, due a minute later: waiting is not yet lateness.
  expect(ops(driver)).toMatchObject({
    table: 'scheduled_events',
    pending: 1,
    oldestPendingMs: null,
    late: false,
    failed: 0,
  });
  driver.act({ type: 'wait', seconds: 60 });
  expect(ops(driver).oldestPendingMs).toBeLessThan(1_000);
  driver.act({ type: 'wait', seconds: 60 });
  expect(ops(driver)).toMatchObject({ pending: 1, late: true, down: true });
  expect(ops(driver).oldestPendingMs).toBeGreaterThanOrEqual(60_000);
  driver.restart('relay').runToEnd();
  expect(ops(driver)).toMatchObject({ pending: 0, oldestPendingMs: null, late: false, down: false });
});

test('the accumulation buffer: rows waiting for their batch, late only once one has missed it; nothing is ever parked', async () => {
  driver = await LabDriver.create('accumulation');
  driver.submit('user-1', 30).settle('order').crash('relay');
  expect(ops(driver)).toMatchObject({ table: 'accumulation_buffer', pending: 1, late: false, failed: null });
  driver.act({ type: 'wait', seconds: 300 });
  expect(ops(driver)).toMatchObject({ pending: 1, late: false });
  driver.act({ type: 'wait', seconds: 60 });
  expect(ops(driver)).toMatchObject({ pending: 1, late: true });
  expect(ops(driver).oldestPendingMs).toBeGreaterThanOrEqual(360_000);
  driver.restart('relay').runToEnd();
  expect(ops(driver)).toMatchObject({ pending: 0, oldestPendingMs: null, late: false });
});

/** The page's translator, in one language. */
async function translator(lang: 'en' | 'ja'): Promise<TFunction> {
  return new Translator(lang, { en: en as TextTree, ja: ja as TextTree }).fixedT(lang);
}

/** What the panel says of the relay, in both languages, for the driver's state now. */
async function said(d: LabDriver) {
  const { ops: figures, processes } = d.snapshot;
  const words = {
    en: relayWords(await translator('en'), figures!, processes.relay.status),
    ja: relayWords(await translator('ja'), figures!, processes.relay.status),
  };
  // Never the inference stated as a fact: no "alive", no tick, in either language, whatever the state.
  for (const w of Object.values(words)) expect(`${w.reading} ${w.rule} ${w.lab}`).not.toMatch(/alive|✔|稼働中/i);
  return words;
}

// Every registered design that runs a relay: found by its program, so a design added later is covered too.
const RELAY_DESIGNS = designRegistry.list
  .filter((d) => d.programs(DEFAULT_OPTIONS).relay.lines.length > 0)
  .map((d) => d.id);

test('the registry has designs with a relay and designs without, and every one with a relay has a heartbeat to read', async () => {
  expect(RELAY_DESIGNS.length).toBeGreaterThan(4);
  expect(RELAY_DESIGNS.length).toBeLessThan(designRegistry.ids.length);
  for (const id of RELAY_DESIGNS) {
    driver = await LabDriver.create(id);
    expect(driver.snapshot.ops, id).toMatchObject({ down: false, beatAgeMs: 0, staleAfterMs: 30_000 });
    expect(relayBehindTheBeat(driver.snapshot.ops!, 'up'), id).toBeNull();
    expect((await said(driver)).en, id).toEqual({
      reading: 'last heartbeat 0 s ago',
      rule: '30 s old: an operator calls it down',
      lab: 'The relay is running.',
    });
    driver.dispose();
    driver = undefined;
  }
});

describe.each(RELAY_DESIGNS)('%s: Crash relay', (design) => {
  test('the lab says the relay crashed and when an operator will see it; past 30 s the operator calls it down', async () => {
    driver = await LabDriver.create(design);
    driver.crash('relay');
    expect(driver.snapshot.processes.relay.status).toBe('crashed');
    const age = ops(driver).beatAgeMs!;
    expect(ops(driver)).toMatchObject({ down: false });
    const left = Math.ceil((HEARTBEAT_STALE_MS - age) / 1000);
    expect(relayBehindTheBeat(ops(driver), 'crashed')).toEqual({ kind: 'unseen', seenInMs: HEARTBEAT_STALE_MS - age });
    let words = await said(driver);
    expect(words.en.reading).toBe(`last heartbeat ${Math.floor(age / 1000)} s ago`);
    expect(words.en.lab).toBe(
      `The relay has crashed; its last heartbeat is ${Math.floor(age / 1000)} s old, so an operator sees it as down in ${left} s.`,
    );
    expect(words.ja.lab).toContain(`運用者に停止が見えるのは${left}秒後`);

    // One second short of the limit: the operator still cannot see it, and the wait left shrinks with the clock.
    wait(driver, left - 1);
    expect(ops(driver).down).toBe(false);
    words = await said(driver);
    expect(words.en.lab).toMatch(/so an operator sees it as down in 1 s\.$/);

    // The clock passes the limit: now the reading itself says down, and the lab's note only agrees.
    wait(driver, 1);
    expect(ops(driver)).toMatchObject({ down: true });
    expect(ops(driver).beatAgeMs).toBeGreaterThanOrEqual(HEARTBEAT_STALE_MS);
    words = await said(driver);
    expect(words.en.reading).toBe(`✖ down: last heartbeat ${Math.floor(ops(driver).beatAgeMs! / 1000)} s ago`);
    expect(words.en.lab).toBe('The relay has crashed, and now its heartbeat shows it.');
    expect(words.ja.reading).toMatch(/^✖ 停止とみなす/);

    // A restart beats at once: reading and process agree again.
    driver.restart('relay');
    expect(relayBehindTheBeat(ops(driver), 'up')).toBeNull();
    words = await said(driver);
    expect(words.en).toMatchObject({ reading: 'last heartbeat 0 s ago', lab: 'The relay is running.' });
  });
});

test('a running relay that has not beaten for 30 s is called down by the operator, and the lab says it still runs', async () => {
  driver = await LabDriver.create('outbox');
  driver.submit('snack-7', 7).step('order', 7).step('relay', 2);
  wait(driver, 45);
  expect(driver.snapshot.processes.relay.status).toBe('up');
  expect(relayBehindTheBeat(ops(driver), 'up')).toEqual({ kind: 'quiet' });
  const words = await said(driver);
  expect(words.en.reading).toMatch(/^✖ down: last heartbeat \d+ s ago$/);
  expect(words.en.lab).toMatch(
    /^The relay is running but has not beaten for \d+ s .*; an operator cannot tell this from a crash\.$/,
  );
  expect(words.ja.lab).toContain('動いていますが');
});
