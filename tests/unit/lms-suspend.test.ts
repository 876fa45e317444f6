// suspend_data: what the course writes into an LMS reads back as the same progress, fits SCORM 1.2's 4,096
// characters for a complete course with room to spare, and anything that is not ours reads as unreadable.
import { deflateSync, strToU8 } from 'fflate';
import { expect, test } from 'vitest';
import { encodeProgress, EMPTY_PROGRESS, type Progress } from '../../app/course/progress';
import { CMI } from '../../app/lms/cmi-elements';
import { decodeSuspendData, encodeSuspendData, SUSPEND_PREFIX } from '../../app/lms/suspend-codec';
import { completeProgress } from '../support/complete-progress';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

test('a complete course reads back whole, and fits SCORM 1.2 where the export code would be close to its limit', () => {
  const progress = completeProgress({ score: 5, total: 6 });
  const data = encodeSuspendData(progress);
  expect(decodeSuspendData(data)).toEqual({ kind: 'progress', progress });
  const exportCode = encodeProgress(progress);
  console.info(`complete course: suspend_data ${data.length} characters, export code ${exportCode.length}`);
  expect(data.length).toBeLessThan(CMI['1.2'].suspendLimit / 2);
  expect(data.length).toBeLessThan(exportCode.length / 3);
  // Only characters every LMS stores as they are.
  expect(data).toMatch(/^[A-Za-z0-9._-]+$/);
});

test('every state of a prediction and a try survives the trip, and so does no quiz yet', () => {
  const progress: Progress = {
    lessons: {
      'a-lesson': { predictions: { p1: 'held', p2: 'missed', p3: 'skipped' }, tries: { t1: 'solved', t2: 'shown' } },
      'b-lesson': { predictions: {}, tries: {} },
    },
    quizBest: null,
  };
  expect(decodeSuspendData(encodeSuspendData(progress))).toEqual({ kind: 'progress', progress });
  expect(decodeSuspendData(encodeSuspendData(EMPTY_PROGRESS))).toEqual({ kind: 'progress', progress: EMPTY_PROGRESS });
});

test('an empty suspend_data is a first launch', () => {
  expect(decodeSuspendData('')).toEqual({ kind: 'empty' });
  expect(decodeSuspendData('  ')).toEqual({ kind: 'empty' });
});

test("what is not ours reads as unreadable: another package's data, a later version, damage, a bomb", () => {
  const pack = (value: unknown) => SUSPEND_PREFIX + b64(deflateSync(strToU8(JSON.stringify(value))));
  for (const data of [
    'lesson=3;page=7',
    encodeProgress(completeProgress()),
    'OLS2.' + encodeSuspendData(EMPTY_PROGRESS).slice(5),
    SUSPEND_PREFIX + '!!!',
    SUSPEND_PREFIX + b64(strToU8('not deflated at all')),
    pack('a string'),
    pack(null),
    // A megabyte of spaces deflates to about a kilobyte: inflating stops one byte past the progress limit.
    SUSPEND_PREFIX + b64(deflateSync(strToU8(' '.repeat(1_000_000)))),
  ])
    expect(decodeSuspendData(data), data.slice(0, 40)).toEqual({ kind: 'unreadable' });
});

test('malformed entries are dropped as on every other way progress comes in', () => {
  const pack = (value: unknown) => SUSPEND_PREFIX + b64(deflateSync(strToU8(JSON.stringify(value))));
  const read = decodeSuspendData(
    pack({ l: { 'ok-lesson': [{ p: 'h', bad: 'x' }, { t: 's' }], 'Bad Id': [{ p: 'h' }, {}], odd: 3 }, q: [7, 6] }),
  );
  expect(read).toEqual({
    kind: 'progress',
    progress: {
      lessons: { 'ok-lesson': { predictions: { p: 'held' }, tries: { t: 'solved' } } },
      quizBest: null,
    },
  });
});
