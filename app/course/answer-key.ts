// The answer key for instructors: every lesson's predictions with the answer the engine reads, and every try
// with its solution's steps and whether the engine reaches the goal by them. Nothing here is typed in: the
// answers come from running each preset, exactly as a learner's "Check prediction" and "Show me" do.
import type { LabAction } from '../engine/actions/registry';
import { encodeLink } from '../engine/replay/link-codec';
import { predictionAnswer, presetLabLink, type CourseLab } from './course-lab';
import type { LessonSpec, MeasureValue, PlacedLessonSpec, Prediction, TryIt } from './lesson-spec';
import { goalHolds, runPreset } from './preset-run';

/** A state to open in the lab, as a `#/lab?…` link; null when the lesson's own log cannot be read. */
type Href = string | null;

export interface PredictionEntry {
  id: string;
  prediction: Prediction;
  /** The lesson's state the question starts from. */
  from: Href;
  /** The state the answer is read in (the preset, then what the question says happens next). */
  answerAt: Href;
  /** What the question has the learner do after the lesson's state. */
  then: readonly LabAction[];
}

export interface TryEntry {
  id: string;
  tryIt: TryIt;
  from: Href;
  solvedAt: Href;
  /** The solution's actions, after the lesson's state. */
  solution: readonly LabAction[];
}

export interface LessonKey {
  spec: PlacedLessonSpec;
  predictions: readonly PredictionEntry[];
  tries: readonly TryEntry[];
}

/** What running the engine says: the answer of each prediction and whether each solution reaches its goal. */
export interface EngineAnswers {
  /** Null when the engine could not play the question's state (the lesson's content test names why). */
  predictions: Readonly<Record<string, MeasureValue | null>>;
  tries: Readonly<Record<string, { reached: boolean } | { error: string }>>;
}

/** The actions `then` adds to the preset's log, read by the same parser as any link (`s*4` is four steps). */
function added(
  spec: LessonSpec,
  presetName: string,
  then: string,
): { from: Href; at: Href; actions: readonly LabAction[] } {
  const before = presetLabLink(spec, presetName);
  const after = presetLabLink(spec, presetName, then);
  if (!before || !after) return { from: null, at: null, actions: [] };
  return { from: encodeLink(before), at: encodeLink(after), actions: after.actions.slice(before.actions.length) };
}

/** The key without running anything: questions, goals, steps and links. Cheap, so the page shows it at once. */
export function lessonKey(spec: PlacedLessonSpec): LessonKey {
  return {
    spec,
    predictions: Object.entries(spec.predictions).map(([id, prediction]) => {
      const { from, at, actions } = added(spec, prediction.preset, prediction.then);
      return { id, prediction, from, answerAt: at, then: actions };
    }),
    tries: Object.entries(spec.tries).map(([id, tryIt]) => {
      const { from, at, actions } = added(spec, tryIt.preset, tryIt.solution);
      return { id, tryIt, from, solvedAt: at, solution: actions };
    }),
  };
}

/** Runs every prediction and every solution of one lesson on the course's own engine runner. */
export function engineAnswers(lab: CourseLab, spec: LessonSpec): EngineAnswers {
  const missing = (name: string) => ({ error: `no preset "${name}"` });
  // The same call a learner's "Check prediction" makes, so the key cannot disagree with the lesson.
  const predictions = Object.fromEntries(
    Object.entries(spec.predictions).map(([id, p]) => [id, predictionAnswer(lab, spec, p)]),
  );
  const tries = Object.fromEntries(
    Object.entries(spec.tries).map(([id, tryIt]) => {
      const preset = spec.presets[tryIt.preset];
      if (!preset) return [id, missing(tryIt.preset)];
      const run = runPreset(lab, preset, tryIt.solution);
      return [
        id,
        run.error !== null || !run.snapshot
          ? { error: run.error ?? 'no state' }
          : { reached: goalHolds(run.snapshot, tryIt.goal) },
      ];
    }),
  );
  return { predictions, tries };
}
