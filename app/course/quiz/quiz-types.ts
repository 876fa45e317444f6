// What a quiz question is, before and after its answer is read, and what a kind of question declares: the
// concepts it asks about, and whether its answers are authored (only where the lab cannot compute them).
import type { LabAction } from '../../engine/actions/registry';
import type { Lab } from '../../engine/replay/lab';
import type { LabLink } from '../../engine/replay/link-codec';
import type { LabSnapshot } from '../../engine/snapshot';
import type { DesignId, DesignOptions } from '../../engine/types';
import type { Measure, MeasureValue } from '../lesson-spec';

/** A kind's id, as a question's id starts (`verdict:outbox:drop:ack`). */
export type QuizKind = string;

/** Text the page renders in the learner's language: an i18n key below `course.quiz.` and its parameters. */
export interface QuizText {
  key: string;
  params: Record<string, string | number>;
}

/**
 * How the choices read when they are not the measure's values: a design's name, a pattern of the decision tree
 * (its name on the course home), words of the quiz's own (`course.quiz.choice.<key>.<value>`), or the value
 * itself as code (a JSON text, a column's name).
 */
export type Wording = { kind: 'design' } | { kind: 'leaf' } | { kind: 'words'; key: string } | { kind: 'code' };

export interface QuizQuestion {
  id: string;
  kind: QuizKind;
  question: QuizText;
  /** In the order this quiz shows them: shuffled by the quiz's seed, so the right one is anywhere. */
  choices: readonly MeasureValue[];
  /** What the question reads from the lab, and the pane "Show me" marks; null when no lab state answers it. */
  measure: Measure | null;
  /** How the choices are said, when not as the measure's values. */
  wording?: Wording;
  /** What the engine read, or what the app's own function, SQLite or (for an authored kind) the course says. */
  answer: MeasureValue;
  /** The fault the question strikes (`drop:ack`, `crash:relay:4`), for a question about one. */
  fault?: string;
  why: QuizText;
  /** The state the question describes, for "Show me in the lab"; null for a question no lab state shows. */
  link: LabLink | null;
}

/** A run the answer is read from: a design, the log that sets the state up, and what to read there. */
export interface DraftRun {
  design: DesignId;
  actions: LabAction[];
  /** Relay settings the question runs under (seed 000's when absent). */
  options?: DesignOptions;
  measure: Measure;
}

/** A candidate question before its answer is read. */
export interface Draft {
  id: string;
  kind: QuizKind;
  question: QuizText;
  choices: readonly MeasureValue[];
  wording?: Wording;
  /** The fault the question strikes, named as the verdict names the faults a run suffered (`drop:ack`). */
  fault?: string;
  /** Answered by one run of the engine: the measure read after the log. */
  run?: DraftRun;
  /**
   * Answered otherwise (several runs compared, the app's own function, SQLite's plan, or authored words): the
   * answer, or null when it cannot be had. With `show`, "Show me" opens that state and marks that pane.
   */
  solve?: (lab: Lab) => MeasureValue | null;
  show?: { link: LabLink; measure: Measure };
  /**
   * Why the answer is what it is. A run's own snapshot is given when there is one: an explanation that can
   * follow its causes does; without it (the text-key test tries every choice) it says what holds whatever the cause.
   */
  why: (answer: MeasureValue, snapshot?: LabSnapshot) => QuizText;
}

export interface QuizKindSpec {
  id: QuizKind;
  /** The concepts of DESIGN.md ("Concepts the course teaches") its questions ask about. */
  concepts: readonly number[];
  /**
   * Its answers are written by the course, not computed: only for a concept about what lies outside any run
   * (two systems, side effects beyond the lab, what the lab is not). Each such kind says why beside this flag.
   */
  authored?: true;
  /** Every question of the kind, in a fixed order; answers are read later, and only for drawn questions. */
  drafts(lab: Lab): Draft[];
}
