// The relay's retry schedule (seed 000: a minute, for ever), made configurable: another fixed wait, exponential
// back-off with a cap, parking after N attempts — each held to its limits wherever it is set (a link, the
// settings), and the same actions replayed under new settings.
import { afterEach, expect, test } from 'vitest';
import { optionProblem, retryDelayMs, retryText } from '../../app/engine/runtime/backoff';
import { encodeLink, parseLink } from '../../app/engine/replay/link-codec';
import { DEFAULT_OPTIONS, type DesignOptions } from '../../app/engine/types';
import { LabDriver } from '../support/lab-driver';

let driver: LabDriver | undefined;
afterEach(() => driver?.dispose());

const opts = (o: Partial<DesignOptions>): DesignOptions => ({ ...DEFAULT_OPTIONS, ...o });

test('fixed: the same wait after every attempt; exponential: doubling from the first wait, never past the cap', () => {
  expect([1, 2, 3, 10].map((n) => retryDelayMs(DEFAULT_OPTIONS, n))).toEqual([60_000, 60_000, 60_000, 60_000]);
  expect([1, 2, 3].map((n) => retryDelayMs(opts({ retryAfter: 5 }), n))).toEqual([5_000, 5_000, 5_000]);
  const exp = opts({ retryAfter: 60, backoffCap: 600 });
  expect([1, 2, 3, 4, 5, 6, 1_000].map((n) => retryDelayMs(exp, n) / 1_000)).toEqual([
    60, 120, 240, 480, 600, 600, 600,
  ]);
  expect(retryDelayMs(opts({ retryAfter: 7, backoffCap: 7 }), 9)).toBe(7_000);
  expect(retryText(DEFAULT_OPTIONS)).toBe('60 s');
  expect(retryText(exp)).toBe('min(600 s, 60 s × 2^attempt_count)');
});

test('limits: each field refused by name outside its range; a cap below the first wait is the cap’s fault', () => {
  expect(optionProblem(DEFAULT_OPTIONS)).toBeNull();
  expect(optionProblem(opts({ retryAfter: 0 }))).toBe('retryAfter');
  expect(optionProblem(opts({ retryAfter: -5 }))).toBe('retryAfter');
  expect(optionProblem(opts({ retryAfter: 3_601 }))).toBe('retryAfter');
  expect(optionProblem(opts({ retryAfter: 1.5 }))).toBe('retryAfter');
  expect(optionProblem(opts({ retryAfter: Number.NaN }))).toBe('retryAfter');
  expect(optionProblem(opts({ retryAfter: 60, backoffCap: 30 }))).toBe('backoffCap');
  expect(optionProblem(opts({ backoffCap: 86_401 }))).toBe('backoffCap');
  expect(optionProblem(opts({ maxAttempts: 0 }))).toBe('maxAttempts');
  expect(optionProblem(opts({ maxAttempts: 21 }))).toBe('maxAttempts');
  expect(optionProblem(opts({ maxAttempts: 20, retryAfter: 3_600, backoffCap: 86_400 }))).toBeNull();
});

test('links carry the settings only when they differ from seed 000, and refuse them out of range', () => {
  const link = { design: 'outbox', actions: [], options: opts({ retryAfter: 30, backoffCap: 240, maxAttempts: 5 }) };
  const encoded = encodeLink(link);
  expect(encoded).toBe('#/lab?design=outbox&attempts=5&retry=30&cap=240');
  expect(parseLink(encoded.slice('#/lab?'.length))).toEqual({ ok: true, link });
  expect(encodeLink({ design: 'outbox', actions: [], options: DEFAULT_OPTIONS })).toBe('#/lab?design=outbox');
  expect(parseLink('design=outbox&retry=60')).toEqual({ ok: true, link: { design: 'outbox', actions: [] } });
  for (const bad of [
    'retry=0',
    'retry=3601',
    'retry=1e2',
    'retry=-1',
    'retry=010',
    'cap=10',
    'retry=60&cap=59',
    'cap=86401',
    'attempts=0',
    'attempts=21',
  ]) {
    expect(parseLink(`design=outbox&${bad}`), bad).toMatchObject({ ok: false, error: 'options' });
  }
});

test('the relay waits as configured: each retry goes out the configured wait after the failure it follows', async () => {
  driver = await LabDriver.create('outbox', [], { options: opts({ retryAfter: 10, backoffCap: 40 }) });
  driver.submit('snack-7', 7).dropRequest().dropRequest().dropRequest().dropRequest().runToEnd();
  const timeline = driver.snapshot.timeline;
  const failures = timeline.filter((e) => e.text === 'recordedFailure').map((e) => e.at);
  // Every send by the relay: the four the network lost, then the one that arrives.
  const sends = timeline
    .filter((e) => e.lane === 'network' && (e.mark === 'message' || e.mark === 'lost') && e.params.from === 'relay')
    .map((e) => e.at);
  expect(failures).toHaveLength(4);
  expect(sends).toHaveLength(5);
  // Send k+1 follows failure k by the wait (and the few 10 ms steps of polling and sending).
  const gaps = failures.map((at, k) => sends[k + 1] - at);
  [10_000, 20_000, 40_000, 40_000].forEach((wait, k) => {
    expect(gaps[k], `retry ${k + 1}`).toBeGreaterThanOrEqual(wait);
    expect(gaps[k], `retry ${k + 1}`).toBeLessThan(wait + 200);
  });
  expect(driver.outcome).toBe('ok');
});

test('new settings replay the same actions under them; Back at their start returns to the run before', async () => {
  driver = (await LabDriver.create('outbox')).submit('snack-7', 7).dropRequest().runToEnd();
  const before = driver.snapshot;
  const log = driver.actions;
  driver.send({ type: 'SET_OPTIONS', options: opts({ retryAfter: 5 }) });
  expect(driver.actions).toEqual(log);
  expect(driver.context.options.retryAfter).toBe(5);
  expect(driver.snapshot.now).toBeLessThan(before.now);
  expect(driver.can({ type: 'SET_OPTIONS', options: opts({ retryAfter: 0 }) })).toBe(false);
  expect(driver.can({ type: 'SET_OPTIONS', options: opts({ retryAfter: 5 }) })).toBe(false);
  // Back walks the replayed run as any other (a run to end, move by move); from its start, one more Back is the
  // run under the old settings.
  for (let guard = 0; driver.context.options.retryAfter === 5; guard += 1) {
    expect(guard).toBeLessThan(200);
    driver.back();
  }
  expect(driver.context.options).toEqual(DEFAULT_OPTIONS);
  expect(driver.actions).toEqual(log);
  expect(driver.snapshot).toEqual(before);
});
