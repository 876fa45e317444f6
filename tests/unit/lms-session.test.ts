// The SCO's session against scorm-again (the run-time LMSs embed), in Node: what it reads at launch, what the
// LMS's data model holds after reports, a bookmark and finishing; and an LMS that fails, which never throws.
import { Scorm12API, Scorm2004API } from 'scorm-again';
import { expect, test } from 'vitest';
import { LESSON_SPECS } from '../../app/course/lesson-presets';
import { EMPTY_PROGRESS, type Progress } from '../../app/course/progress';
import { findLmsApi, type LmsApi } from '../../app/lms/lms-api';
import { LmsSession, type LmsProblem } from '../../app/lms/lms-session';
import { decodeSuspendData, encodeSuspendData } from '../../app/lms/suspend-codec';
import { completeProgress } from '../support/complete-progress';

const quiet = { logLevel: 5 as const, autocommit: false, lmsCommitUrl: false as const };

/** A window chain as far as discovery looks: an object with `parent` (itself at the top) and maybe an API. */
function frames(api: unknown, depth: number, name = 'API'): Window {
  const top = { [name]: api } as Record<string, unknown>;
  top.parent = top;
  let win = top;
  for (let i = 0; i < depth; i++) win = { parent: win };
  return win as unknown as Window;
}

function session(api: LmsApi, clock = { now: 1_000 }) {
  const problems: LmsProblem[] = [];
  return {
    s: new LmsSession(
      api,
      (p) => problems.push(p),
      () => clock.now,
    ),
    problems,
    clock,
  };
}

test('the API is found up the parents, then through the opener; never where it is not', () => {
  const lms = new Scorm12API(quiet);
  expect(findLmsApi(frames(lms, 0), '1.2')?.version).toBe('1.2');
  expect(findLmsApi(frames(lms, 6), '1.2')?.version).toBe('1.2');
  expect(findLmsApi(frames(lms, 3), '2004')).toBeNull();
  expect(findLmsApi(frames(new Scorm2004API(quiet), 2, 'API_1484_11'), '2004')?.version).toBe('2004');
  const popup = { parent: null, opener: frames(lms, 1) } as unknown as Window;
  (popup as unknown as { parent: unknown }).parent = popup;
  expect(findLmsApi(popup, '1.2')?.version).toBe('1.2');
  // An object without the calls is not an API; a window of another origin throws when read.
  expect(findLmsApi(frames({ LMSInitialize: () => 'true' }, 0), '1.2')).toBeNull();
  const foreign = new Proxy(
    {},
    {
      get: () => {
        throw new DOMException('Blocked', 'SecurityError');
      },
    },
  );
  expect(findLmsApi({ parent: foreign } as unknown as Window, '1.2')).toBeNull();
});

test('SCORM 1.2: launch data read, progress and score reported, bookmark kept, finished with session time', () => {
  const lms = new Scorm12API(quiet);
  const saved: Progress = { lessons: { 'x-lesson': { predictions: { p: 'missed' }, tries: {} } }, quizBest: null };
  lms.loadFromFlattenedJSON({
    'cmi.core.student_id': 'learner-7',
    'cmi.core.lesson_location': '#/lessons/03-outbox-write',
    'cmi.suspend_data': encodeSuspendData(saved),
    'cmi.student_preference.language': 'ja',
  });
  const { s, problems, clock } = session(findLmsApi(frames(lms, 1), '1.2')!);
  expect(s.start()).toEqual({
    learnerId: 'learner-7',
    bookmark: '#/lessons/03-outbox-write',
    saved: { kind: 'progress', progress: saved },
    fresh: false,
    language: 'ja',
  });
  s.report(completeProgress({ score: 5, total: 6 }), LESSON_SPECS);
  s.bookmark('#/quiz?seed=68');
  clock.now += 65_250;
  s.finish();
  expect(problems).toEqual([]);
  expect(lms.cmi.core.score.raw).toBe('83.33');
  expect(lms.cmi.core.score.min).toBe('0');
  expect(lms.cmi.core.score.max).toBe('100');
  expect(lms.cmi.core.lesson_status).toBe('passed');
  expect(lms.cmi.core.lesson_location).toBe('#/quiz?seed=68');
  // Write-only elements, read as the LMS's back end receives them on the final commit.
  const sent = (lms.renderCommitCMI(true) as { cmi: { core: Record<string, string> } }).cmi.core;
  expect(sent.exit).toBe('suspend');
  expect(sent.session_time).toMatch(/^0*:?01:05(\.25)?$/);
  expect(decodeSuspendData(lms.cmi.suspend_data)).toEqual({
    kind: 'progress',
    progress: completeProgress({ score: 5, total: 6 }),
  });
  expect(lms.isTerminated()).toBe(true);
  // Finishing twice, or reporting after, asks nothing more of the LMS.
  s.finish();
  s.report(EMPTY_PROGRESS, LESSON_SPECS);
  expect(problems).toEqual([]);
});

test('SCORM 2004: completion, success, scaled score and progress measure, against the passing score it was given', () => {
  const lms = new Scorm2004API(quiet);
  lms.loadFromFlattenedJSON({ 'cmi.learner_id': 'L2', 'cmi.scaled_passing_score': '0.9' });
  const { s, problems } = session(findLmsApi(frames(lms, 0, 'API_1484_11'), '2004')!);
  expect(s.start()).toMatchObject({ learnerId: 'L2', saved: { kind: 'empty' }, language: null });
  const progress = completeProgress({ score: 5, total: 6 });
  delete progress.lessons[LESSON_SPECS[0].id];
  s.report(progress, LESSON_SPECS);
  expect(lms.cmi.completion_status).toBe('incomplete');
  expect(lms.cmi.success_status).toBe('failed');
  expect(lms.cmi.score.scaled).toBe('0.8333333');
  expect(lms.cmi.score.raw).toBe('83.33');
  expect(Number(lms.cmi.progress_measure)).toBeCloseTo((LESSON_SPECS.length - 1) / LESSON_SPECS.length, 3);
  s.report(completeProgress({ score: 6, total: 6 }), LESSON_SPECS);
  s.finish();
  expect(problems).toEqual([]);
  expect(lms.cmi.completion_status).toBe('completed');
  expect(lms.cmi.success_status).toBe('passed');
  const sent = (lms.renderCommitCMI(true) as { cmi: Record<string, string> }).cmi;
  expect(sent.exit).toBe('suspend');
  expect(sent.session_time).toBe('PT0H0M0S');
});

test('a commit the LMS refuses is said once, with its words, and nothing throws', () => {
  const lms = new Scorm12API(quiet);
  let refused = false;
  lms.LMSCommit = () => ((refused = true), 'false');
  lms.LMSGetLastError = () => (refused ? '101' : '0');
  const { s, problems } = session(findLmsApi(frames(lms, 0), '1.2')!);
  s.start();
  s.report(completeProgress(), LESSON_SPECS);
  s.report(EMPTY_PROGRESS, LESSON_SPECS);
  s.bookmark('#/');
  expect(problems).toEqual([{ kind: 'commit', detail: '101 General Exception' }]);
});

test('an LMS that throws or refuses to start: one problem, no session', () => {
  const refusing = new Scorm2004API(quiet);
  refusing.Initialize = () => 'false';
  const a = session(findLmsApi(frames(refusing, 0, 'API_1484_11'), '2004')!);
  expect(a.s.start()).toBeNull();
  expect(a.problems.map((p) => p.kind)).toEqual(['initialize']);
  const throwing = new Scorm12API(quiet);
  throwing.LMSInitialize = () => {
    throw new Error('LMS is down');
  };
  const b = session(findLmsApi(frames(throwing, 0), '1.2')!);
  expect(b.s.start()).toBeNull();
  expect(b.problems).toEqual([{ kind: 'initialize', detail: 'LMS is down' }]);
});

test("progress past SCORM 1.2's 4,096 characters: the LMS keeps the last that fitted, and the learner is told once", () => {
  const lms = new Scorm12API(quiet);
  const { s, problems } = session(findLmsApi(frames(lms, 0), '1.2')!);
  s.start();
  s.report(completeProgress(), LESSON_SPECS);
  const fitted = lms.cmi.suspend_data;
  // Ids that do not repeat do not deflate: 400 lessons of random names cannot fit.
  const huge: Progress = { lessons: {}, quizBest: { score: 3, total: 6 } };
  for (let i = 0; i < 400; i++)
    huge.lessons[`l-${(i * 7919).toString(36)}-${Math.random().toString(36).slice(2, 12)}`] = {
      predictions: { [`p${i}`]: 'held' },
      tries: {},
    };
  s.report(huge, LESSON_SPECS);
  s.report(huge, LESSON_SPECS);
  expect(problems).toHaveLength(1);
  expect(problems[0].kind).toBe('too-big');
  expect(problems[0].detail).toMatch(/^\d+ \/ 4096$/);
  expect(lms.cmi.suspend_data).toBe(fitted);
  // The score still reaches the LMS.
  expect(lms.cmi.core.score.raw).toBe('50');
});

test('suspend data the course cannot read is left where it is', () => {
  const lms = new Scorm2004API(quiet);
  lms.loadFromFlattenedJSON({ 'cmi.suspend_data': 'OLS9.from-a-later-version' });
  const { s, problems } = session(findLmsApi(frames(lms, 0, 'API_1484_11'), '2004')!);
  expect(s.start()?.saved).toEqual({ kind: 'unreadable' });
  s.report(completeProgress(), LESSON_SPECS);
  expect(lms.cmi.suspend_data).toBe('OLS9.from-a-later-version');
  expect(lms.cmi.completion_status).toBe('completed');
  expect(problems).toEqual([{ kind: 'unreadable', detail: '25' }]);
});

test('a status the LMS has recorded is never taken back: starting a lesson again leaves it complete and passed', () => {
  const lms = new Scorm12API(quiet);
  lms.loadFromFlattenedJSON({ 'cmi.core.student_id': 'L', 'cmi.core.lesson_status': 'passed' });
  const { s } = session(findLmsApi(frames(lms, 0), '1.2')!);
  s.start();
  s.report(EMPTY_PROGRESS, LESSON_SPECS);
  expect(lms.cmi.core.lesson_status).toBe('passed');
  const fresh = new Scorm2004API(quiet);
  const b = session(findLmsApi(frames(fresh, 0, 'API_1484_11'), '2004')!);
  b.s.start();
  b.s.report(completeProgress({ score: 6, total: 6 }), LESSON_SPECS);
  b.s.report(EMPTY_PROGRESS, LESSON_SPECS);
  expect(fresh.cmi.completion_status).toBe('completed');
  expect(fresh.cmi.success_status).toBe('passed');
});

test("SCORM 1.2's mastery score, as the LMS hands it on, is the pass mark", () => {
  const lms = new Scorm12API(quiet);
  lms.loadFromFlattenedJSON({ 'cmi.student_data.mastery_score': '90' });
  const { s } = session(findLmsApi(frames(lms, 0), '1.2')!);
  s.start();
  s.report(completeProgress({ score: 5, total: 6 }), LESSON_SPECS);
  expect(lms.cmi.core.lesson_status).toBe('failed');
});

test('an element this LMS does not keep is skipped without alarm; the rest is still committed and recorded', () => {
  const lms = new Scorm12API(quiet);
  const set = lms.LMSSetValue.bind(lms);
  let refusedError = '0';
  lms.LMSSetValue = (element: string, value: unknown) => {
    if (element === 'cmi.core.score.min') return ((refusedError = '401'), 'false');
    refusedError = '0';
    return set(element, value);
  };
  lms.LMSGetLastError = () => refusedError;
  const { s, problems } = session(findLmsApi(frames(lms, 0), '1.2')!);
  s.start();
  expect(s.report(completeProgress(), LESSON_SPECS)).toBe(true);
  expect(problems).toEqual([]);
  expect(lms.cmi.core.score.raw).toBe('100');
});

test('a suspend_data read that fails is not a first launch: what the LMS holds is left alone', () => {
  const lms = new Scorm12API(quiet);
  const get = lms.LMSGetValue.bind(lms);
  let error = '0';
  lms.LMSGetValue = (element: string) => {
    error = element === 'cmi.suspend_data' ? '101' : '0';
    return element === 'cmi.suspend_data' ? '' : get(element);
  };
  lms.LMSGetLastError = () => error;
  const { s, problems } = session(findLmsApi(frames(lms, 0), '1.2')!);
  expect(s.start()?.saved).toEqual({ kind: 'unreadable' });
  expect(problems.map((p) => p.kind)).toEqual(['read']);
  expect(s.report(completeProgress(), LESSON_SPECS)).toBe(false);
  expect(lms.cmi.suspend_data).toBe('');
});

test('a report says whether the LMS now holds the progress: refused, over the limit or after finishing, it does not', () => {
  const lms = new Scorm2004API(quiet);
  const { s } = session(findLmsApi(frames(lms, 0, 'API_1484_11'), '2004')!);
  s.start();
  expect(s.report(completeProgress(), LESSON_SPECS)).toBe(true);
  s.finish();
  expect(s.report(completeProgress(), LESSON_SPECS)).toBe(false);
});
