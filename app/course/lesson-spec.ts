// The lesson format. A lesson is content: a folder `lessons/<nn>-<slug>/` with `en.md`, `ja.md` and a
// `lesson.ts` whose default export `satisfies LessonSpec`. The engine never knows a lesson; everything a
// lesson states about the lab (a prediction's answer, a goal) is computed by running the engine. Its id and
// order come from the folder's name (lesson-folder.ts).
import type { DbId, DesignId } from '../engine/types';
import type { LessonPlace } from './lesson-folder';

/** A text in both languages, each written for its reader. */
export interface Localized {
  en: string;
  ja: string;
}

/**
 * A state of the lab: a design and an action log in link tokens, e.g. "n:snack-7:7,s,s,s" (submit, then
 * three default steps). Tokens: n:<id>:<qty> submit · s step · s:o|s:r|s:w step a process · e run to end ·
 * c:o|c:r|c:w crash · f:… fail · r:… restart · d:q drop request · d:a drop ACK · t advance clock ·
 * a:c:r:4 arm a crash of the relay before line 4 (a:f:… a failure).
 */
/**
 * The parts of the lab an embedded lab can show. The control bar always shows; a preset that names no parts
 * shows the whole lab. A lesson names the parts its text talks about, so the lab fits beside its instruction.
 */
export const LAB_PARTS = [
  'setup',
  'stage',
  'ops',
  'order',
  'relay',
  'warehouse',
  'order-db',
  'warehouse-db',
  'verdict',
  'timeline',
] as const;
export type LabPart = (typeof LAB_PARTS)[number];

export interface Preset {
  /** Names the embedded lab ("Lab: <title>"). */
  title: Localized;
  /**
   * What its lab shows besides the controls (the whole lab when absent); "Open this state in the full lab" shows all.
   */
  shows?: readonly LabPart[];
  design: DesignId;
  log: string;
  /** Park outbox rows after this many attempts (off when absent). */
  attempts?: number;
  /** Seconds the relay waits before a retry (seed 000's 60 when absent). */
  retry?: number;
  /** Exponential back-off: the wait doubles per attempt up to this many seconds (fixed when absent). */
  cap?: number;
  /** Delivery order other than seed 000's due rows first: strictly in order (head-of-line), or per aggregate. */
  order?: 'strict' | 'aggregate';
  /** Seconds the warehouse's inbox remembers an event id (for ever when absent). */
  inbox?: number;
}

/** Something read from a lab state, always from the engine's snapshot (every row there was read by SQL). */
export type Measure =
  /** How many rows a connection reads in a table (the owner process's connection, or an independent one). */
  | { kind: 'rows'; db: DbId; table: string; connection: 'owner' | 'independent' }
  /** The verdict once the run has come to rest: ok, lost, duplicated, phantom — or "none" before that. */
  | { kind: 'verdict' }
  /** stock.prepared for an order, as an independent connection reads it (0 when the warehouse has no row). */
  | { kind: 'prepared'; orderId: string }
  /** The client's last answer: accepted, retry, conflict, error, none (no answer) — see the timeline. */
  | { kind: 'response' }
  /** One column of one row (by primary key) as an independent connection reads it; "none" when absent. */
  | { kind: 'cell'; db: DbId; table: string; key: string; column: string }
  /** How many requests were sent to the warehouse (the network lane's sends): a repeat shows as a second one. */
  | { kind: 'sent' }
  /** A figure of the Operations region, read on the order DB's independent connection: what a dashboard shows. */
  | { kind: 'ops'; figure: OpsFigure };

/**
 * The Operations figures a lesson or the quiz can ask about: pending rows, the oldest one's age in whole seconds,
 * parked rows, and "yes"/"no" for late and for a relay an operator calls down.
 */
export type OpsFigure = 'pending' | 'oldestPendingSeconds' | 'failed' | 'late' | 'down';

export type MeasureValue = string | number;

/** Asked before the learner runs; the answer is what the engine reads after `preset` + `then`. */
export interface Prediction {
  /** The question, as the fieldset's legend. */
  question: Localized;
  /** The preset whose embedded lab shows the run (it must be embedded in the lesson). */
  preset: string;
  /** What happens after the preset before the answer is read, in link tokens ("c:o", "d:a,e"); may be "". */
  then: string;
  measure: Measure;
  /** The choices offered. The computed answer must be one of them (the content test checks). */
  choices: readonly MeasureValue[];
  /** Shown after checking, right or wrong: why the lab reads what it reads. */
  explain: Localized;
}

/** A goal holds when every measure reads its value. */
export interface Goal {
  all: readonly { measure: Measure; equals: MeasureValue }[];
}

/** A "try it": a prompt, a goal the learner reaches in the embedded lab, graded hints, and a solution. */
export interface TryIt {
  prompt: Localized;
  /** The preset whose embedded lab the learner works in. */
  preset: string;
  goal: Goal;
  /** From a gentle nudge to nearly the answer; shown one at a time, before any solution. */
  hints: readonly Localized[];
  /** Link tokens appended to the preset's log that reach the goal (the solutions test runs them). */
  solution: string;
}

/** What a lesson's lesson.ts says. Its id and order are not here: they come from its folder's name. */
export interface LessonSpec {
  title: Localized;
  /** One sentence for the course home: what the lesson covers, in words a newcomer understands. */
  summary: Localized;
  /** Concept numbers from DESIGN.md's "Concepts the course teaches" that the course has (app/course/concepts.ts). */
  concepts: readonly number[];
  presets: Readonly<Record<string, Preset>>;
  predictions: Readonly<Record<string, Prediction>>;
  tries: Readonly<Record<string, TryIt>>;
}

/** A lesson's spec as the course reads it: with the id and order its folder's name gives (lesson-folder.ts). */
export interface PlacedLessonSpec extends LessonSpec, LessonPlace {}
