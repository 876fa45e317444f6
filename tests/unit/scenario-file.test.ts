// The instructor's scenario list as a file: versioned, every item checked with the lab's own link parser, and a
// bad file refused as a whole with the first problem named; the lessons' presets all make openable links.
import { expect, test } from 'vitest';
import { LESSON_PRESETS } from '../../app/course/lesson-presets';
import {
  checkLink,
  decodeScenarioFile,
  encodeScenarioFile,
  MAX_SCENARIOS,
  mergeScenarios,
} from '../../app/ui/scenarios/scenario-file';

const ok = { title: 'Lost ACK, mid-run', link: '#/lab?design=outbox&log=n%3Asnack-7%3A7%2Cs*6%2Cd%3Aa' };

test('a file written by the lab reads back as the same list', () => {
  expect(decodeScenarioFile(encodeScenarioFile([ok]))).toEqual({ ok: true, scenarios: [ok] });
});

test('a bad file is refused whole, naming the first problem and the item it is in', () => {
  const file = (scenarios: unknown, extra = {}) =>
    JSON.stringify({ format: 'outbox-lab-scenarios', version: 1, scenarios, ...extra });
  expect(decodeScenarioFile('{not json')).toEqual({ ok: false, problem: 'json' });
  expect(decodeScenarioFile('[]')).toEqual({ ok: false, problem: 'format' });
  expect(decodeScenarioFile(file([ok], { version: 2 }))).toEqual({ ok: false, problem: 'version' });
  expect(decodeScenarioFile(file([ok, { ...ok, title: '  ' }]))).toEqual({ ok: false, problem: 'title', item: 2 });
  expect(decodeScenarioFile(file([{ ...ok, title: 'x'.repeat(81) }]))).toEqual({
    ok: false,
    problem: 'title',
    item: 1,
  });
  expect(decodeScenarioFile(file([ok, { ...ok, link: '#/lab?design=nope' }]))).toEqual({
    ok: false,
    problem: 'link',
    item: 2,
  });
  expect(decodeScenarioFile(file([{ ...ok, link: 'javascript:alert(1)' }]))).toEqual({
    ok: false,
    problem: 'link',
    item: 1,
  });
  expect(decodeScenarioFile(file([{ ...ok, link: '#/lab?design=outbox&log=zz' }]))).toEqual({
    ok: false,
    problem: 'link',
    item: 1,
  });
  expect(decodeScenarioFile(file(Array.from({ length: MAX_SCENARIOS + 1 }, () => ok)))).toEqual({
    ok: false,
    problem: 'tooMany',
  });
  expect(decodeScenarioFile(file('x'))).toEqual({ ok: false, problem: 'format' });
  expect(decodeScenarioFile('x'.repeat(2_000_001))).toEqual({ ok: false, problem: 'tooBig' });
});

test('merging skips a link already listed and refuses to grow past the limit', () => {
  expect(mergeScenarios([ok], [ok, { ...ok, link: '#/lab?design=outbox' }])).toEqual([
    ok,
    { ...ok, link: '#/lab?design=outbox' },
  ]);
  const full = Array.from({ length: MAX_SCENARIOS }, (_, i) => ({
    title: `s${i}`,
    link: `#/lab?design=outbox&log=n%3Aa-${i}%3A1`,
  }));
  expect(mergeScenarios(full, [ok])).toBeNull();
});

test('every lesson preset is an openable lab link', () => {
  expect(LESSON_PRESETS.length).toBeGreaterThan(9);
  for (const p of LESSON_PRESETS) expect(checkLink(p.link), `${p.lesson.id} ${p.name}`).toBe(p.link);
});
