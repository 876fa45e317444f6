// Every question the quiz can ask, and each one answered: by running its own log on the engine and reading the
// measure, or by what answers it otherwise (several runs compared, the app's own functions, SQLite's plan, or —
// for the few kinds marked authored — the course's words).
import type { Lab } from '../../engine/replay/lab';
import { DEFAULT_OPTIONS } from '../../engine/types';
import { readMeasure } from '../measure';
import { QUIZ_KIND_SPECS } from './quiz-kinds';
import type { Draft, QuizKind, QuizKindSpec, QuizQuestion } from './quiz-types';

// A lab's pool and answers never change (its designs are fixed when it is made), and building the pool runs the
// engine a few hundred times: each lab builds each kind's questions once, and only when a quiz first draws that
// kind (a quiz asks 6 of its kinds). A quiz drawn again (Back from "Show me", the lab's "Back to question N"
// banner) then costs only the draw.
const pools = new WeakMap<Lab, Map<QuizKind, readonly Draft[]>>();
const answers = new WeakMap<Lab, Map<string, Omit<QuizQuestion, 'choices'> | null>>();

/**
 * Whether the draft's fault strikes in its own run, as the verdict lists the faults a run suffered. A crash armed
 * at a line the process never reaches with one order (the hybrid's relay only sweeps up what the order service
 * failed to send) leaves a question about a fault that never happened: it is not asked.
 */
function strikes(lab: Lab, draft: Draft): boolean {
  if (draft.fault === undefined || !draft.run) return true;
  const { design, actions, options } = draft.run;
  const { snapshot, rejected } = lab.at(design, actions, options ?? DEFAULT_OPTIONS);
  return !rejected && (snapshot.verdict?.faults ?? []).some((f) => f === draft.fault);
}

/** Every question of one kind, in a fixed order. */
export function kindPool(lab: Lab, spec: QuizKindSpec): readonly Draft[] {
  let pool = pools.get(lab);
  if (!pool) pools.set(lab, (pool = new Map()));
  let drafts = pool.get(spec.id);
  if (!drafts) pool.set(spec.id, (drafts = spec.drafts(lab).filter((d) => strikes(lab, d))));
  return drafts;
}

/** Every question the quiz can ask, per kind in the table's order; answers are read only when asked for. */
export function questionPool(lab: Lab): ReadonlyMap<QuizKind, readonly Draft[]> {
  return new Map(QUIZ_KIND_SPECS.map((spec) => [spec.id, kindPool(lab, spec)]));
}

function answer(lab: Lab, draft: Draft): Omit<QuizQuestion, 'choices'> | null {
  const base = {
    id: draft.id,
    kind: draft.kind,
    question: draft.question,
    ...(draft.wording ? { wording: draft.wording } : {}),
    ...(draft.fault === undefined ? {} : { fault: draft.fault }),
  };
  if (draft.run) {
    const options = draft.run.options ?? DEFAULT_OPTIONS;
    const { snapshot, rejected } = lab.at(draft.run.design, draft.run.actions, options);
    const value = rejected ? null : readMeasure(snapshot, draft.run.measure);
    if (value === null || !draft.choices.includes(value)) return null;
    const link = { design: draft.run.design, actions: draft.run.actions, options };
    return { ...base, measure: draft.run.measure, answer: value, why: draft.why(value, snapshot), link };
  }
  const value = draft.solve?.(lab) ?? null;
  if (value === null || !draft.choices.includes(value)) return null;
  return {
    ...base,
    measure: draft.show?.measure ?? null,
    answer: value,
    why: draft.why(value),
    link: draft.show?.link ?? null,
  };
}

/** The draft answered, its choices in the pool's order; null when its log cannot run or its answer is not a choice. */
export function answered(lab: Lab, draft: Draft): Omit<QuizQuestion, 'choices'> | null {
  let known = answers.get(lab);
  if (!known) answers.set(lab, (known = new Map()));
  if (!known.has(draft.id)) known.set(draft.id, answer(lab, draft));
  return known.get(draft.id)!;
}

/** One question of the pool by its id, answered now (null if no such question); choices unshuffled. */
export function questionById(lab: Lab, id: string): QuizQuestion | null {
  // An id starts with its kind's: only that kind's questions are built.
  const spec = QUIZ_KIND_SPECS.find((k) => id.startsWith(`${k.id}:`));
  const draft = spec && kindPool(lab, spec).find((d) => d.id === id);
  if (!draft) return null;
  const question = answered(lab, draft);
  return question && { ...question, choices: draft.choices };
}
