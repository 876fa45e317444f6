// Storage that never breaks a page, over localStorage or sessionStorage: what it cannot use, what is too big
// to be ours and what is not JSON all read as nothing stored, with the problem reported; and the quiz's answers
// go to sessionStorage through it, never to localStorage.
import { afterEach, expect, test, vi } from 'vitest';
import { guardedStorage, type StorageProblem } from '../../app/ui/store/guarded-storage';
import { QUIZ_STORE_KEY, QUIZ_STORE_VERSION, useQuizStore } from '../../app/ui/store/quiz-store';

/** A Storage kept in a map; `broken` makes every call throw, as disabled storage does. */
function fakeStorage(broken = false): Storage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  const guard = () => {
    if (broken) throw new DOMException('denied', 'SecurityError');
  };
  return {
    entries,
    get length() {
      return entries.size;
    },
    key: (i) => [...entries.keys()][i] ?? null,
    clear: () => entries.clear(),
    getItem: (name) => (guard(), entries.get(name) ?? null),
    setItem: (name, value) => (guard(), void entries.set(name, value)),
    removeItem: (name) => (guard(), void entries.delete(name)),
  };
}

afterEach(() => vi.unstubAllGlobals());

test('localStorage by default; sessionStorage when asked, and the other area is never touched', () => {
  const local = fakeStorage();
  const session = fakeStorage();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
  guardedStorage(100).setItem('k', '"local"');
  const inSession = guardedStorage(100, { area: () => sessionStorage });
  inSession.setItem('k', '"session"');
  expect(local.entries.get('k')).toBe('"local"');
  expect(session.entries.get('k')).toBe('"session"');
  expect(inSession.getItem('k')).toBe('"session"');
  inSession.removeItem('k');
  expect(session.entries.has('k')).toBe(false);
  expect(local.entries.get('k')).toBe('"local"');
});

test('too big, not JSON, unreachable and full storage read as nothing and are reported', () => {
  const problems: StorageProblem[] = [];
  const session = fakeStorage();
  const guarded = guardedStorage(10, { area: () => session, onProblem: (p) => problems.push(p) });
  session.entries.set('big', JSON.stringify('x'.repeat(20)));
  session.entries.set('junk', '{not json');
  expect(guarded.getItem('big')).toBeNull();
  expect(guarded.getItem('junk')).toBeNull();
  expect(guarded.getItem('absent')).toBeNull();

  const broken = guardedStorage(10, { area: () => fakeStorage(true), onProblem: (p) => problems.push(p) });
  expect(broken.getItem('k')).toBeNull();
  expect(() => broken.setItem('k', '1')).not.toThrow();
  expect(() => broken.removeItem('k')).not.toThrow();

  // Even asking for the area can throw (storage disabled in a sandboxed frame).
  const denied = guardedStorage(10, {
    area: () => {
      throw new DOMException('denied', 'SecurityError');
    },
    onProblem: (p) => problems.push(p),
  });
  expect(denied.getItem('k')).toBeNull();
  expect(problems).toEqual(['too-big', 'corrupt', 'unavailable', 'full', 'unavailable']);
});

test("the quiz's answers are kept in sessionStorage, versioned, and read back validated", async () => {
  const local = fakeStorage();
  const session = fakeStorage();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
  useQuizStore.getState().check(42, 'reads:outbox:6:orders', 1);
  const saved = JSON.parse(session.entries.get(QUIZ_STORE_KEY)!);
  expect(saved.version).toBe(QUIZ_STORE_VERSION);
  expect(saved.state.quizzes['42'].questions['reads:outbox:6:orders']).toEqual({ choice: 1, checked: 1, first: 1 });
  expect(local.entries.size).toBe(0);

  session.entries.set(
    QUIZ_STORE_KEY,
    JSON.stringify({ version: QUIZ_STORE_VERSION, state: { quizzes: { '7': { touched: 3, questions: 'junk' } } } }),
  );
  await useQuizStore.persist.rehydrate();
  expect(useQuizStore.getState().quizzes).toEqual({});

  // Storage that throws leaves the answers in memory.
  vi.stubGlobal('sessionStorage', fakeStorage(true));
  expect(useQuizStore.getState().check(9, 'ids:gum-2:7', 'accepted')).toBe(true);
  expect(useQuizStore.getState().quizzes['9'].questions['ids:gum-2:7'].first).toBe('accepted');
});
