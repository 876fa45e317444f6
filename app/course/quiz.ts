// The quiz on commit boundaries. Questions are generated from the registered designs, their programs and
// faults; every answer is what the engine reads after running the question's own log — nothing is typed in.
// The same seed draws the same questions in the same order, each with its choices in the same shuffled order.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { LabAction } from '../engine/actions/registry';
import type { Lab } from '../engine/lab';
import type { LabLink } from '../engine/link-codec';
import type { Cause } from '../engine/snapshot';
import { DEFAULT_OPTIONS, PROCESSES, type DesignId, type DesignOptions, type ProcessId } from '../engine/types';
import type { Measure, MeasureValue } from './lesson-spec';
import { readMeasure } from './measure';
import { QUIZ_LENGTH } from './quiz-origin';
import { shuffled } from './shuffle';

export { QUIZ_LENGTH };

export type QuizKind = 'reads' | 'verdict' | 'ids' | 'send-order' | 'relay' | 'versions';
export const QUIZ_KINDS: readonly QuizKind[] = ['reads', 'verdict', 'ids', 'send-order', 'relay', 'versions'];

/** Text the page renders in the learner's language: an i18n key below `quiz.` and its parameters. */
export interface QuizText {
  key: string;
  params: Record<string, string | number>;
}

export interface QuizQuestion {
  id: string;
  kind: QuizKind;
  question: QuizText;
  /** In the order this quiz shows them: shuffled by the quiz's seed, so the right one is anywhere. */
  choices: readonly MeasureValue[];
  /** What the question reads from the lab: the pane it asks about, and how its choices are said. */
  measure: Measure;
  /** What the engine read. */
  answer: MeasureValue;
  /** The fault the question strikes (`drop:ack`, `crash:relay:4`), for a question about one. */
  fault?: string;
  why: QuizText;
  /** The state the question describes, for "Show me in the lab". */
  link: LabLink;
}

const ORDER: LabAction = { type: 'submit', orderId: 'snack-7', quantity: 7 };
const RUN: LabAction = { type: 'run' };
const OUTCOMES: readonly MeasureValue[] = ['ok', 'lost', 'duplicated', 'phantom'];

/** A candidate question before its answer is read: the log that sets it up and what to read. */
interface Draft {
  id: string;
  kind: QuizKind;
  design: DesignId;
  actions: LabAction[];
  measure: Measure;
  question: QuizText;
  choices: readonly MeasureValue[];
  /**
   * Why the answer is what it is. `causes` are the run's own (the verdict's chains), when it has run: an
   * explanation that can follow them does; without them it says only what holds whatever the cause.
   */
  why: (answer: MeasureValue, causes?: readonly Cause[]) => QuizText;
  /** The fault the question strikes, named as the verdict names the faults a run suffered (`drop:ack`). */
  fault?: string;
  /** Relay settings the question runs under (seed 000's when absent). */
  options?: DesignOptions;
}

/** The actions that bring a fresh lab to "the order service is about to run line `line`", or null. */
function untilOrderLine(lab: Lab, design: DesignId, line: number): LabAction[] | null {
  const actions: LabAction[] = [ORDER];
  for (let i = 0; i < 40; i += 1) {
    const { snapshot, rejected } = lab.at(design, actions);
    if (rejected) return null;
    if (snapshot.processes.order.pc + 1 === line && snapshot.processes.order.status === 'up') return actions;
    if (snapshot.blockers.actions.s !== null) return null;
    actions.push({ type: 'step' });
  }
  return null;
}

function orderLines(lab: Lab, design: DesignId): { line: number; code: string }[] {
  const view = lab.at(design, []).snapshot.processes.order;
  // Every line before the error path (line 1 only waits for the request).
  return view.lines.map((code, i) => ({ line: i + 1, code })).filter(({ line }) => line >= 2 && line - 1 !== view.errorLine);
}

function readsDrafts(lab: Lab): Draft[] {
  return lab.designs.ids.flatMap((design) =>
    orderLines(lab, design).flatMap(({ line, code }) => {
      const before = untilOrderLine(lab, design, line);
      if (!before) return [];
      const tables = lab.at(design, []).snapshot.tables.order.map((p) => p.table);
      return tables.map((table) => ({
        id: `reads:${design}:${line}:${table}`,
        kind: 'reads' as const,
        design,
        actions: [...before, { type: 'crash', process: 'order' } as LabAction],
        measure: { kind: 'rows', db: 'order', table, connection: 'independent' } as Measure,
        question: { key: 'reads', params: { design, line, code, table } },
        choices: [0, 1],
        why: (answer: MeasureValue) => ({ key: answer === 0 ? 'why.readsNothing' : 'why.readsCommitted', params: { table, count: answer } }),
      }));
    }),
  );
}

/** The process every request goes to and every ACK comes from: without it a design sends no messages. */
const RECEIVER: ProcessId = 'warehouse';

/**
 * Faults struck from the start of a run, only those the design has: a lost request or ACK where it runs the
 * process they travel to and from, or a process of its own (other than the order service, which the reads and
 * send-order questions strike) armed to crash before a line.
 */
function faultTokens(lab: Lab, design: DesignId): { id: string; actions: LabAction[]; text: QuizText }[] {
  const snapshot = lab.at(design, []).snapshot;
  const out: { id: string; actions: LabAction[]; text: QuizText }[] = [];
  if (snapshot.processes[RECEIVER].inDesign) {
    out.push(
      { id: 'drop:request', actions: [{ type: 'drop', message: 'request' }], text: { key: 'fault.dropRequest', params: {} } },
      { id: 'drop:ack', actions: [{ type: 'drop', message: 'ack' }], text: { key: 'fault.dropAck', params: {} } },
    );
  }
  for (const process of PROCESSES.filter((p) => p !== 'order')) {
    const view = snapshot.processes[process];
    if (!view.inDesign) continue;
    view.lines.forEach((code, i) => {
      if (i === 0 || i === view.errorLine) return;
      out.push({
        id: `crash:${process}:${i + 1}`,
        actions: [{ type: 'arm', fault: { kind: 'crash', process, line: i + 1 } }],
        text: { key: 'fault.crash', params: { process, line: i + 1, code } },
      });
    });
  }
  return out;
}

/** Findings that make a verdict "duplicated": an order applied again, or a user's tokens counted again. */
const REPEATS = new Set(['duplicated', 'countedTwice']);
/** The links of a repeat's chain that say what broke between the first effect and the repeat. */
const BREAKS = new Set([
  'ackLost',
  'ackRefused',
  'warehouseCrashed',
  'warehouseFailed',
  'relayCrashed',
  'relayFailed',
  'orderCrashed',
  'orderFailed',
  'aggregatorCrashed',
  'aggregatorFailed',
]);

/**
 * The verdict explained. A duplicate is explained by the run's own chain, in the verdict pane's words for the
 * step that broke (a lost ACK, a crash after COMMIT, a relay that never marked its row): never a guess.
 */
function verdictWhy(answer: MeasureValue, causes?: readonly Cause[]): QuizText {
  if (answer === 'duplicated' && causes) {
    for (const cause of causes) {
      if (!REPEATS.has(cause.finding)) continue;
      const broke = cause.links.find((l) => BREAKS.has(l.kind));
      if (broke)
        return {
          key: `why.verdict.${cause.finding === 'countedTwice' ? 'countedTwiceBy' : 'duplicatedBy'}`,
          params: { ...broke.params, causeKey: broke.kind },
        };
    }
  }
  return { key: `why.verdict.${answer}`, params: {} };
}

function verdictDrafts(lab: Lab): Draft[] {
  return lab.designs.ids.flatMap((design) =>
    faultTokens(lab, design).map((fault) => ({
      id: `verdict:${design}:${fault.id}`,
      kind: 'verdict' as const,
      design,
      actions: [...fault.actions, ORDER, RUN],
      measure: { kind: 'verdict' } as Measure,
      question: { key: 'verdict', params: { design, faultKey: fault.text.key, ...fault.text.params } },
      choices: OUTCOMES,
      fault: fault.id,
      why: verdictWhy,
    })),
  );
}

/** Designs where the order service itself calls the warehouse (no relay): which send order loses what. */
function sendOrderDrafts(lab: Lab): Draft[] {
  return lab.designs.ids
    .filter((design) => !lab.at(design, []).snapshot.processes.relay.inDesign)
    .flatMap((design) =>
      orderLines(lab, design).flatMap(({ line, code }) =>
        (['crash', 'fail'] as const).map((kind) => ({
          id: `send-order:${design}:${kind}:${line}`,
          kind: 'send-order' as const,
          design,
          actions: [ORDER, { type: 'arm', fault: { kind, process: 'order', line } } as LabAction, RUN],
          measure: { kind: 'verdict' } as Measure,
          question: { key: 'sendOrder', params: { design, kind, line, code } },
          choices: ['ok', 'lost', 'phantom'],
          fault: `${kind}:order:${line}`,
          why: verdictWhy,
        })),
      ),
    );
}

const ID_CASES = [
  { orderId: 'snack-7', quantity: 7 },
  { orderId: 'snack-7', quantity: 3 },
  { orderId: 'gum-2', quantity: 7 },
] as const;

function idDrafts(lab: Lab): Draft[] {
  const design = lab.designs.defaultId;
  return ID_CASES.map(({ orderId, quantity }) => ({
    id: `ids:${orderId}:${quantity}`,
    kind: 'ids' as const,
    design,
    actions: [ORDER, RUN, { type: 'submit', orderId, quantity } as LabAction, RUN],
    measure: { kind: 'response' } as Measure,
    question: { key: 'ids', params: { orderId, quantity } },
    choices: ['retry', 'conflict', 'accepted'],
    why: (answer: MeasureValue) => ({ key: `why.ids.${answer}`, params: { orderId, quantity } }),
  }));
}

/**
 * The relay's bookkeeping: two orders committed, the warehouse rejecting the first one's event for a while, the
 * relay parking after 3 attempts or never. In seed 000's delivery order only: strict order changes when the
 * second row goes, never the verdict (each of these runs ends the same under both), so asking both asked
 * every question twice.
 */
function relayDrafts(lab: Lab): Draft[] {
  const design = lab.designs.defaultId;
  const committed = (orderId: string, quantity: number): LabAction[] => [
    { type: 'submit', orderId, quantity },
    ...Array.from({ length: 7 }, () => ({ type: 'step', process: 'order' }) as LabAction),
  ];
  const order = DEFAULT_OPTIONS.order;
  return [null, 3].flatMap((attempts) =>
    [2, 5].map((minutes) => ({
      id: `relay:${order}:${attempts ?? 'never'}:${minutes}`,
      kind: 'relay' as const,
      design,
      actions: [...committed('a-1', 1), ...committed('b-2', 2), { type: 'outage', mode: 'rejecting', minutes } as LabAction, RUN],
      options: { ...DEFAULT_OPTIONS, maxAttempts: attempts },
      measure: { kind: 'verdict' } as Measure,
      question: { key: `relay.${order}.${attempts === null ? 'never' : 'park'}`, params: { design, minutes, attempts: attempts ?? 0 } },
      choices: ['ok', 'lost', 'duplicated'],
      why: (answer: MeasureValue) => ({
        key: `why.relay.${attempts === null ? 'never' : answer === 'lost' ? 'parkedFirst' : 'recovered'}`,
        params: { minutes, attempts: attempts ?? 0 },
      }),
    })),
  );
}

/** Amendments after snack-7 × 7 is accepted and delivered (version 1): the last one's answer is asked. */
const AMENDMENTS: readonly { case: string; versions: readonly [quantity: number, version: number][] }[] = [
  // Two clients read version 1; the second amends after the first.
  {
    case: 'stale',
    versions: [
      [5, 1],
      [9, 1],
    ],
  },
  // A version the order never had.
  { case: 'ahead', versions: [[5, 3]] },
  // The second client read again first.
  {
    case: 'fresh',
    versions: [
      [5, 1],
      [9, 2],
    ],
  },
];

/** Optimistic versioning, in every design that takes amendments: what does the last amendment get back? */
function versionDrafts(lab: Lab): Draft[] {
  return lab.designs.list
    .filter((d) => d.amends)
    .flatMap(({ id: design }) =>
      AMENDMENTS.map((c) => ({
        id: `versions:${design}:${c.case}`,
        kind: 'versions' as const,
        design,
        actions: [ORDER, RUN, ...c.versions.map(([quantity, version]) => ({ type: 'amend', orderId: 'snack-7', quantity, version }) as LabAction), RUN],
        measure: { kind: 'response' } as Measure,
        question: { key: `versions.${c.case}`, params: { design } },
        choices: ['amended', 'stale', 'error'],
        why: (answer: MeasureValue) => ({ key: `why.versions.${answer}`, params: {} }),
      })),
    );
}

// A lab's pool and answers never change (its designs are fixed when it is made), and building the pool runs the
// engine a few hundred times: each lab builds it once. A quiz drawn again (Back from "Show me", the lab's
// "Back to question N" banner) then costs only the draw.
const pools = new WeakMap<Lab, ReadonlyMap<QuizKind, readonly Draft[]>>();
const answers = new WeakMap<Lab, Map<string, Omit<QuizQuestion, 'choices'> | null>>();

/**
 * Whether the draft's fault strikes in its own run, as the verdict lists the faults a run suffered. A crash armed
 * at a line the process never reaches with one order (the hybrid's relay only sweeps up what the order service
 * failed to send) leaves a question about a fault that never happened: it is not asked.
 */
function strikes(lab: Lab, draft: Draft): boolean {
  if (draft.fault === undefined) return true;
  const { snapshot, rejected } = lab.at(draft.design, draft.actions, draft.options ?? DEFAULT_OPTIONS);
  return !rejected && (snapshot.verdict?.faults ?? []).some((f) => f === draft.fault);
}

/** Every question the quiz can ask, in a fixed order; its answer read by running the engine. */
export function questionPool(lab: Lab): ReadonlyMap<QuizKind, readonly Draft[]> {
  let pool = pools.get(lab);
  if (!pool) {
    pool = new Map<QuizKind, Draft[]>([
      ['reads', readsDrafts(lab)],
      ['verdict', verdictDrafts(lab).filter((d) => strikes(lab, d))],
      ['ids', idDrafts(lab)],
      ['send-order', sendOrderDrafts(lab).filter((d) => strikes(lab, d))],
      ['relay', relayDrafts(lab)],
      ['versions', versionDrafts(lab)],
    ]);
    pools.set(lab, pool);
  }
  return pool;
}

/** The draft answered by the engine, its choices in the pool's order; null when its log cannot run. */
function answered(lab: Lab, draft: Draft): Omit<QuizQuestion, 'choices'> | null {
  let known = answers.get(lab);
  if (!known) answers.set(lab, (known = new Map()));
  if (known.has(draft.id)) return known.get(draft.id)!;
  const options = draft.options ?? DEFAULT_OPTIONS;
  const { snapshot, rejected } = lab.at(draft.design, draft.actions, options);
  const value = rejected ? null : readMeasure(snapshot, draft.measure);
  const question =
    value === null || !draft.choices.includes(value)
      ? null
      : {
          id: draft.id,
          kind: draft.kind,
          question: draft.question,
          measure: draft.measure,
          answer: value,
          ...(draft.fault === undefined ? {} : { fault: draft.fault }),
          why: draft.why(value, snapshot.verdict?.causes),
          link: { design: draft.design, actions: draft.actions, options },
        };
  known.set(draft.id, question);
  return question;
}

/** One question of the pool by its id, answered by the engine now (null if no such question); choices unshuffled. */
export function questionById(lab: Lab, id: string): QuizQuestion | null {
  for (const drafts of questionPool(lab).values()) {
    const draft = drafts.find((d) => d.id === id);
    if (!draft) continue;
    const question = answered(lab, draft);
    return question && { ...question, choices: draft.choices };
  }
  return null;
}

/**
 * Draws `length` questions for `seed`, the kinds taken in turn so every quiz asks each kind, and shuffles each
 * one's choices: the pool lists them in a fixed order (the right one was first in 43 of 60 questions over
 * seeds 1–10), so an unshuffled quiz could be passed by always picking the first.
 */
export function drawQuiz(lab: Lab, seed: number, length = QUIZ_LENGTH): QuizQuestion[] {
  const rng = xoroshiro128plus(seed);
  // The choices' order comes from a stream of its own, far from the one that picks questions: shuffling
  // leaves the questions a seed draws as they were.
  const order = rng.clone();
  order.jump();
  const pool = new Map([...questionPool(lab)].map(([kind, drafts]) => [kind, [...drafts]]));
  const kinds = QUIZ_KINDS.filter((k) => (pool.get(k) ?? []).length > 0);
  const questions: QuizQuestion[] = [];
  for (let i = 0; questions.length < length && i < length * 4; i += 1) {
    const drafts = pool.get(kinds[i % kinds.length])!;
    if (drafts.length === 0) continue;
    const [draft] = drafts.splice(uniformInt(rng, 0, drafts.length - 1), 1);
    const question = answered(lab, draft);
    if (question) questions.push({ ...question, choices: shuffled(draft.choices, order) });
  }
  return questions;
}
