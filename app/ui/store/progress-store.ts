// The learner's course progress, saved locally: versioned, validated on load and on import, and safe when
// storage is corrupt, full or disabled (the page says so and keeps working for this visit).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  decodeProgress,
  EMPTY_PROGRESS,
  MAX_PROGRESS_CHARS,
  sanitizeProgress,
  type ImportError,
  type PredictionState,
  type Progress,
  type TryState,
} from '../../course/progress';
import { fieldwiseStorage } from './fieldwise-storage';
import { guardedStorage, type StorageProblem } from './guarded-storage';

export const PROGRESS_STORE_KEY = 'outbox-lab:progress';
export const PROGRESS_STORE_VERSION = 2;

export interface ProgressState extends Progress {
  /** Records a prediction; only the first answer counts (checking again cannot turn a miss or a skip into a hit). */
  predict(lesson: string, prediction: string, state: PredictionState): void;
  /** Forgets one lesson's predictions and tries: "Start this lesson again". */
  restartLesson(lesson: string): void;
  tryState(lesson: string, tryId: string, state: TryState): void;
  recordQuiz(score: number, total: number): void;
  /** Replaces all progress with an imported code's; returns why not, changing nothing, when it cannot. */
  importCode(code: string): ImportError | null;
  reset(): void;
}

/**
 * A problem with saved progress met during this visit, for the page to show. Kept out of the persisted store:
 * saying it must not write over what is stored (a too-big value stays as it was).
 */
export const useStorageProblem = create<{ problem: StorageProblem | null; dismiss(): void }>()((set) => ({
  problem: null,
  dismiss: () => set({ problem: null }),
}));

const lessonOf = (s: Progress, id: string) => s.lessons[id] ?? { predictions: {}, tries: {} };

/**
 * Says the first storage problem of this visit, once. Every later write would fail the same way (and each
 * state change writes), so saying it again would only nag — or loop, if saying it were itself a write.
 */
let reported = false;
function report(problem: StorageProblem): void {
  if (reported) return;
  reported = true;
  queueMicrotask(() => useStorageProblem.setState({ problem }));
}

export const useProgressStore = create<ProgressState>()(
  persist(
    (set) => ({
      ...EMPTY_PROGRESS,
      predict: (lesson, prediction, state) =>
        set((s) =>
          prediction in lessonOf(s, lesson).predictions
            ? {}
            : {
                lessons: {
                  ...s.lessons,
                  [lesson]: {
                    ...lessonOf(s, lesson),
                    predictions: { ...lessonOf(s, lesson).predictions, [prediction]: state },
                  },
                },
              },
        ),
      restartLesson: (lesson) =>
        set((s) => ({ lessons: Object.fromEntries(Object.entries(s.lessons).filter(([id]) => id !== lesson)) })),
      // A solution that was shown never overwrites a try the learner solved.
      tryState: (lesson, tryId, state) =>
        set((s) => {
          const current = lessonOf(s, lesson);
          if (current.tries[tryId] === 'solved') return {};
          return { lessons: { ...s.lessons, [lesson]: { ...current, tries: { ...current.tries, [tryId]: state } } } };
        }),
      recordQuiz: (score, total) =>
        set((s) =>
          s.quizBest && s.quizBest.total === total && s.quizBest.score >= score ? {} : { quizBest: { score, total } },
        ),
      importCode: (code) => {
        const decoded = decodeProgress(code);
        if (!decoded.ok) return decoded.error;
        set({ ...decoded.progress });
        return null;
      },
      reset: () => set({ ...EMPTY_PROGRESS }),
    }),
    {
      name: PROGRESS_STORE_KEY,
      version: PROGRESS_STORE_VERSION,
      // Field by field, like the preferences: a quiz best saved in one tab survives a lesson saved in another.
      storage: fieldwiseStorage(createJSONStorage(() => guardedStorage(MAX_PROGRESS_CHARS, { onProblem: report }))),
      partialize: (s) => ({ lessons: s.lessons, quizBest: s.quizBest }),
      // A SCORM package's build reads nothing until it knows which learner the LMS launched (keepProgressFor).
      skipHydration: Boolean(import.meta.env.VITE_LMS),
      // Version 1 kept a prediction as true or false (read as held or missed); any shape is read field by field.
      migrate: (persisted) => sanitizeProgress(persisted) ?? EMPTY_PROGRESS,
      merge: (persisted, current) => {
        if (persisted === undefined || persisted === null) return current;
        const clean = sanitizeProgress(persisted);
        if (!clean) report('corrupt');
        return { ...current, ...(clean ?? EMPTY_PROGRESS) };
      },
    },
  ),
);

/**
 * Inside an LMS: keeps this learner's progress under a key of their own (the LMS's learner id), then reads it.
 * Null reads the usual key, as the web site does.
 */
export function keepProgressFor(learnerId: string | null): void {
  if (learnerId)
    useProgressStore.persist.setOptions({ name: `${PROGRESS_STORE_KEY}:${encodeURIComponent(learnerId)}` });
  void useProgressStore.persist.rehydrate();
}

// Another tab saved progress: read it, so this tab's next save does not write an older copy over it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === useProgressStore.persist.getOptions().name) void useProgressStore.persist.rehydrate();
  });
}
