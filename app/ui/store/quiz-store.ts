// A quiz's answers, kept per seed for this tab: "Show me in the lab", the browser's Back and a reload all
// return to the same choices, the same feedback and the same score. sessionStorage, because a quiz is taken
// in one sitting; the best score, which outlives it, is course progress. Versioned, and validated on load:
// whatever does not have exactly the stored shape is dropped, and unusable storage leaves the store in memory.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { MeasureValue } from '../../course/lesson-spec';
import { isSeed } from '../../course/seed';
import { guardedStorage } from './guarded-storage';

/** One question's answers. Values are checked against the question's choices when read, never trusted. */
export interface QuestionRecord {
  /** The radio the learner has chosen (maybe not checked yet). */
  choice?: MeasureValue;
  /** The last choice checked: the feedback on screen says this one. */
  checked?: MeasureValue;
  /** The first choice checked: only it scores, so guessing through the choices cannot reach a full score. */
  first?: MeasureValue;
}

export interface QuizRecord {
  /** When it last changed, in changes of this store: the oldest quizzes go first when there are too many. */
  touched: number;
  /** By question id. */
  questions: Record<string, QuestionRecord>;
  /** The question last opened in the lab ("Show me"), 1-based: Back lands on it. */
  shown?: number;
}

interface Persisted {
  quizzes: Record<string, QuizRecord>;
  clock: number;
}

export interface QuizStoreState extends Persisted {
  choose(seed: number, id: string, value: MeasureValue): void;
  /** Records a check; returns whether it was the question's first (the one that scores). */
  check(seed: number, id: string, value: MeasureValue): boolean;
  /** Notes that question `n` was opened in the lab, or clears the note (null). */
  markShown(seed: number, n: number | null): void;
  /** Forgets every answer of this quiz: a retake. */
  clear(seed: number): void;
}

export const QUIZ_STORE_KEY = 'outbox-lab:quiz';
export const QUIZ_STORE_VERSION = 1;
/** Quizzes kept at once; a learner drawing "New quiz" all afternoon keeps the latest ones. */
export const MAX_QUIZZES = 20;
/** Twenty quizzes of six answers are a few kilobytes; anything far bigger under our key is not ours. */
const MAX_STORED_CHARS = 65_536;

const isValue = (v: unknown): v is MeasureValue =>
  (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v.length <= 40 && /^[\w -]*$/.test(v));
const isQuestionId = (id: string) => id.length <= 160 && /^[\w:.-]+$/.test(id);
const isRecordObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function sanitizeQuestion(value: unknown): QuestionRecord | null {
  if (!isRecordObject(value)) return null;
  const out: QuestionRecord = {};
  for (const field of ['choice', 'checked', 'first'] as const) if (isValue(value[field])) out[field] = value[field];
  return out;
}

function sanitizeQuiz(value: unknown): QuizRecord | null {
  if (!isRecordObject(value) || !isRecordObject(value.questions)) return null;
  const questions: Record<string, QuestionRecord> = {};
  for (const [id, q] of Object.entries(value.questions).slice(0, 50)) {
    const kept = isQuestionId(id) ? sanitizeQuestion(q) : null;
    if (kept) questions[id] = kept;
  }
  const touched =
    typeof value.touched === 'number' && Number.isSafeInteger(value.touched) && value.touched >= 0 ? value.touched : 0;
  const shown =
    typeof value.shown === 'number' && Number.isInteger(value.shown) && value.shown >= 1 && value.shown <= 50
      ? value.shown
      : undefined;
  return shown === undefined ? { touched, questions } : { touched, questions, shown };
}

/** What storage held, kept only where it has the right shape; anything else reads as no answers at all. */
export function sanitizeQuizzes(value: unknown): Persisted {
  if (!isRecordObject(value) || !isRecordObject(value.quizzes)) return { quizzes: {}, clock: 0 };
  const quizzes: Record<string, QuizRecord> = {};
  for (const [seed, quiz] of Object.entries(value.quizzes)) {
    const kept = /^(0|[1-9][0-9]{0,9})$/.test(seed) && isSeed(Number(seed)) ? sanitizeQuiz(quiz) : null;
    if (kept) quizzes[seed] = kept;
  }
  const clock = Math.max(0, ...Object.values(quizzes).map((q) => q.touched));
  return { quizzes: newest(quizzes), clock };
}

/** The MAX_QUIZZES most recently changed quizzes. */
function newest(quizzes: Record<string, QuizRecord>): Record<string, QuizRecord> {
  const entries = Object.entries(quizzes);
  if (entries.length <= MAX_QUIZZES) return quizzes;
  return Object.fromEntries(entries.sort((a, b) => b[1].touched - a[1].touched).slice(0, MAX_QUIZZES));
}

export const useQuizStore = create<QuizStoreState>()(
  persist(
    (set, get) => {
      /** `seed`'s record changed by `change`, stamped as the newest. */
      const update = (seed: number, change: (quiz: QuizRecord) => Partial<QuizRecord>) =>
        set((s) => {
          const key = String(seed);
          const quiz = s.quizzes[key] ?? { touched: 0, questions: {} };
          const clock = s.clock + 1;
          return { clock, quizzes: newest({ ...s.quizzes, [key]: { ...quiz, ...change(quiz), touched: clock } }) };
        });
      const question = (quiz: QuizRecord, id: string, change: QuestionRecord) => ({
        questions: { ...quiz.questions, [id]: { ...quiz.questions[id], ...change } },
      });
      return {
        quizzes: {},
        clock: 0,
        choose: (seed, id, value) => update(seed, (quiz) => question(quiz, id, { choice: value })),
        check: (seed, id, value) => {
          const first = get().quizzes[String(seed)]?.questions[id]?.first === undefined;
          update(seed, (quiz) =>
            question(
              quiz,
              id,
              first ? { choice: value, checked: value, first: value } : { choice: value, checked: value },
            ),
          );
          return first;
        },
        markShown: (seed, n) => update(seed, () => ({ shown: n ?? undefined })),
        clear: (seed) =>
          set((s) => {
            const quizzes = { ...s.quizzes };
            delete quizzes[String(seed)];
            return { quizzes };
          }),
      };
    },
    {
      name: QUIZ_STORE_KEY,
      version: QUIZ_STORE_VERSION,
      // Full or disabled storage: the answers last as long as the page.
      storage: createJSONStorage<Persisted>(() => guardedStorage(MAX_STORED_CHARS, { area: () => sessionStorage })),
      partialize: (s) => ({ quizzes: s.quizzes, clock: s.clock }),
      // Version 1 is the first; an unknown version is read field by field like any other saved value.
      migrate: (persisted) => sanitizeQuizzes(persisted),
      merge: (persisted, current) => ({ ...current, ...sanitizeQuizzes(persisted) }),
    },
  ),
);
