// The hybrid's double send (concept 23): the order service publishes right after COMMIT and a scanner sweeps up
// what is still pending 30 s later, so both may send one event; the warehouse's inbox absorbs the repeat, and the
// `status = 'pending'` guard on the mark (concept 22) lets only the first answered send count an attempt.
import type { Lab } from '../../../engine/replay/lab';
import type { Measure, MeasureValue } from '../../lesson-spec';
import { log } from '../quiz-log';
import type { Draft, QuizKindSpec, QuizText } from '../quiz-types';

const DESIGN = 'hybrid';
const CASES: readonly { id: string; log: string }[] = [
  // Nothing goes wrong: the eager send is answered within its 2 s.
  { id: 'plain', log: 'n:snack-7:7,e' },
  // The eager POST is in flight when a minute passes: the scanner finds the row still pending and sends it too.
  { id: 'race', log: 'n:snack-7:7,s:o*9,wt:60,s:r,s:r,e' },
  // The eager send's ACK is lost: the order service leaves the row to the scanner.
  { id: 'lost-ack', log: 'n:snack-7:7,d:a,e' },
];

const MEASURES: readonly { id: string; measure: Measure; choices: readonly MeasureValue[] }[] = [
  { id: 'sent', measure: { kind: 'sent' }, choices: [1, 2, 3] },
  { id: 'prepared', measure: { kind: 'prepared', orderId: 'snack-7' }, choices: [7, 14] },
];

/** Only in the race, where both senders hear an ACK: does the second mark count again? */
const GUARD = {
  id: 'attempts',
  measure: { kind: 'cell', db: 'order', table: 'outbox', key: 'evt-0001', column: 'attempt_count' },
  choices: [1, 2],
} as const;

function why(measure: string, answer: MeasureValue): QuizText {
  if (measure === 'attempts') return { key: answer === 1 ? 'why.hybrid.guard' : 'why.hybrid.counted', params: {} };
  if (measure === 'prepared') return { key: answer === 7 ? 'why.hybrid.absorbed' : 'why.hybrid.applied', params: {} };
  return { key: answer === 1 ? 'why.hybrid.once' : 'why.hybrid.again', params: { count: answer } };
}

function drafts(lab: Lab): Draft[] {
  if (!lab.designs.has(DESIGN)) return [];
  return CASES.flatMap((c) =>
    [...MEASURES, ...(c.id === 'race' ? [GUARD] : [])].map((m): Draft => ({
      id: `hybrid:${c.id}:${m.id}`,
      kind: 'hybrid',
      run: { design: DESIGN, actions: log(c.log), measure: m.measure },
      question: { key: `hybrid.${c.id}.${m.id}`, params: { design: DESIGN } },
      choices: m.choices,
      why: (answer) => why(m.id, answer),
    })),
  );
}

export const hybridKind: QuizKindSpec = { id: 'hybrid', concepts: [22, 23], drafts };
