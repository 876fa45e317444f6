// The quiz's answers as kept for a tab: only the first check of a question scores; saved data is read only where
// it has exactly the stored shape (anything else is dropped, never trusted); few quizzes are kept; and the links
// between the quiz and the lab (`&from=quiz:<seed>:<n>`, `&q=<n>`) read only their exact shape, else nothing.
import { beforeEach, expect, test } from 'vitest';
import {
  parseQuestionNumber,
  parseQuizOrigin,
  quizHref,
  quizOriginParam,
  QUIZ_LENGTH,
} from '../../app/course/quiz-origin';
import { MAX_QUIZZES, QUIZ_STORE_VERSION, sanitizeQuizzes, useQuizStore } from '../../app/ui/store/quiz-store';

beforeEach(() => useQuizStore.setState({ quizzes: {}, clock: 0 }));

test('only the first check of a question scores; later checks move the feedback, not the score', () => {
  const { choose, check } = useQuizStore.getState();
  choose(42, 'reads:outbox:6:orders', 1);
  expect(check(42, 'reads:outbox:6:orders', 1)).toBe(true);
  expect(check(42, 'reads:outbox:6:orders', 0)).toBe(false);
  expect(useQuizStore.getState().quizzes['42'].questions['reads:outbox:6:orders']).toEqual({
    choice: 0,
    checked: 0,
    first: 1,
  });
});

test('a quiz is kept under its own seed; clearing one leaves the others', () => {
  const { check, markShown, clear } = useQuizStore.getState();
  check(1, 'ids:gum-2:7', 'accepted');
  check(2, 'ids:gum-2:7', 'retry');
  markShown(2, 3);
  clear(1);
  const { quizzes } = useQuizStore.getState();
  expect(Object.keys(quizzes)).toEqual(['2']);
  expect(quizzes['2'].shown).toBe(3);
});

test(`only the ${MAX_QUIZZES} most recently answered quizzes are kept`, () => {
  const { check } = useQuizStore.getState();
  for (let seed = 0; seed < MAX_QUIZZES + 5; seed += 1) check(seed, 'q', 'ok');
  const kept = Object.keys(useQuizStore.getState().quizzes)
    .map(Number)
    .sort((a, b) => a - b);
  expect(kept).toEqual(Array.from({ length: MAX_QUIZZES }, (_, i) => i + 5));
});

test('saved answers are read back only where they have the stored shape', () => {
  const saved = {
    quizzes: {
      '42': {
        touched: 3,
        shown: 2,
        questions: { 'verdict:outbox:drop:ack': { choice: 'lost', checked: 'lost', first: 'ok' } },
      },
      // Each of these is dropped whole: not a seed, a seed out of range, not an object, questions not an object.
      abc: { touched: 1, questions: {} },
      '99999999999': { touched: 1, questions: {} },
      '7': 'answers',
      '8': { touched: 1, questions: [1, 2] },
      // Inside a good quiz, each bad part is dropped on its own.
      '9': {
        touched: -4,
        shown: 1e9,
        questions: {
          'ok:id': { choice: { evil: true }, checked: '<img src=x>', first: 1 },
          'bad id with spaces': { choice: 'ok' },
          'also:ok': 'not a record',
        },
      },
    },
    clock: 'later',
  };
  expect(sanitizeQuizzes(saved)).toEqual({
    quizzes: {
      '42': {
        touched: 3,
        shown: 2,
        questions: { 'verdict:outbox:drop:ack': { choice: 'lost', checked: 'lost', first: 'ok' } },
      },
      '9': { touched: 0, questions: { 'ok:id': { first: 1 } } },
    },
    clock: 3,
  });
  for (const junk of [null, undefined, 7, 'x', [], { quizzes: [] }, { quizzes: null }])
    expect(sanitizeQuizzes(junk)).toEqual({ quizzes: {}, clock: 0 });
});

test('the store loads a saved version through migrate, and an unreadable one as nothing', async () => {
  const persist = useQuizStore.persist;
  const stored = new Map<string, string>();
  persist.setOptions({
    storage: {
      getItem: (name) => (stored.has(name) ? JSON.parse(stored.get(name)!) : null),
      setItem: (name, value) => void stored.set(name, JSON.stringify(value)),
      removeItem: (name) => void stored.delete(name),
    },
  });
  stored.set(
    persist.getOptions().name!,
    JSON.stringify({
      version: QUIZ_STORE_VERSION + 1,
      state: { quizzes: { '5': { touched: 1, questions: { a: { first: 'ok' } } } }, clock: 1 },
    }),
  );
  await persist.rehydrate();
  expect(useQuizStore.getState().quizzes['5'].questions.a).toEqual({ first: 'ok' });
  stored.set(
    persist.getOptions().name!,
    JSON.stringify({ version: QUIZ_STORE_VERSION, state: { quizzes: 'garbage' } }),
  );
  await persist.rehydrate();
  expect(useQuizStore.getState().quizzes).toEqual({});
});

test('a lab opened from a quiz says which question, and only in exactly that shape', () => {
  expect(parseQuizOrigin('quiz:42:3')).toEqual({ seed: 42, n: 3 });
  expect(parseQuizOrigin('quiz:0:1')).toEqual({ seed: 0, n: 1 });
  const param = new URLSearchParams(quizOriginParam({ seed: 2147483647, n: QUIZ_LENGTH }));
  expect(parseQuizOrigin(param.get('from'))).toEqual({ seed: 2147483647, n: QUIZ_LENGTH });
  for (const bad of [
    null,
    '',
    'quiz:42',
    'quiz:42:0',
    `quiz:42:${QUIZ_LENGTH + 1}`,
    'quiz:42:10',
    'quiz:-1:2',
    'quiz:042:2',
    'quiz:2147483648:2',
    'quiz:1e3:2',
    'lesson:1:2',
    'quiz:42:3:x',
    ' quiz:42:3',
  ])
    expect(parseQuizOrigin(bad), String(bad)).toBeNull();
  expect(quizHref({ seed: 42, n: 3 })).toBe('#/quiz?seed=42&q=3');
  expect([
    parseQuestionNumber('3'),
    parseQuestionNumber('0'),
    parseQuestionNumber('03'),
    parseQuestionNumber('7'),
    parseQuestionNumber(null),
  ]).toEqual([3, null, null, null, null]);
});
