// The relay's bookkeeping after a failure (concept 21): an outage of each kind, the relay parking a row after
// 3 attempts, and what the outbox row then holds in status, attempt_count and last_error. The error texts
// offered are the ones the relay itself writes under each kind of outage. And available_at after one failed
// attempt: the times offered are the moment of the failure, a minute after it (the answer, when the relay waits
// seed 000's minute) and two minutes after it, all read from the run.
import { isoAt } from '../../../engine/runtime/clock';
import type { Lab } from '../../../engine/replay/lab';
import { DEFAULT_OPTIONS, type DesignOptions } from '../../../engine/types';
import type { Measure, MeasureValue } from '../../lesson-spec';
import { log } from '../quiz-log';
import type { Draft, QuizKindSpec, QuizText } from '../quiz-types';

// Unreachable (a timeout) and rejecting (HTTP 500); erroring writes the same row as rejecting, so asking it asked
// twice.
const MODES = ['u', 'p'] as const;
const OPTIONS: DesignOptions = { ...DEFAULT_OPTIONS, maxAttempts: 3 };
const COLUMNS = ['status', 'attempt_count', 'last_error'] as const;
const logOf = (mode: string, minutes: number) => log(`n:snack-7:7,s:o*7,x:${mode}:${minutes},e`);

function why(column: (typeof COLUMNS)[number], answer: MeasureValue): QuizText {
  if (column === 'status') return { key: `why.bookkeeping.status.${answer}`, params: {} };
  if (column === 'attempt_count') return { key: 'why.bookkeeping.attempts', params: { count: answer } };
  return answer === 'null'
    ? { key: 'why.bookkeeping.cleared', params: {} }
    : { key: 'why.bookkeeping.error', params: { error: answer } };
}

function drafts(lab: Lab): Draft[] {
  const design = lab.designs.defaultId;
  const cell = (column: string): Measure => ({ kind: 'cell', db: 'order', table: 'outbox', key: 'evt-0001', column });
  // The texts the relay writes when an outage outlasts every attempt, one per kind of outage.
  const errors = MODES.map((mode) => {
    const { snapshot } = lab.at(design, logOf(mode, 3), OPTIONS);
    return snapshot.tables.order.find((p) => p.table === 'outbox')?.independent.rows?.[0]?.last_error;
  }).filter((e): e is string => typeof e === 'string');
  const choices: Record<(typeof COLUMNS)[number], readonly MeasureValue[]> = {
    status: ['pending', 'published', 'failed'],
    attempt_count: [1, 2, 3, 4],
    last_error: ['null', ...new Set(errors)],
  };
  const parked = MODES.flatMap((mode) =>
    // One minute: back before the third attempt. Three: still down when the third attempt fails.
    [1, 3].flatMap((minutes) =>
      COLUMNS.map((column): Draft => ({
        id: `bookkeeping:${mode}:${minutes}:${column}`,
        kind: 'bookkeeping',
        run: { design, actions: logOf(mode, minutes), options: OPTIONS, measure: cell(column) },
        question: { key: `bookkeeping.${mode}`, params: { design, minutes, column } },
        choices: choices[column],
        why: (answer) => why(column, answer),
      })),
    ),
  );
  return [...parked, ...availableDraft(lab)];
}

/** One attempt, refused with HTTP 500: the relay records it and sets the row's next try. */
const ONE_FAILURE = 'n:snack-7:7,s:o*7,x:p:5,s:r*4';

/**
 * available_at after the first failure, with the failure's own time and the times a minute either side of the answer.
 */
function availableDraft(lab: Lab): Draft[] {
  const design = lab.designs.defaultId;
  const actions = log(ONE_FAILURE);
  const { snapshot, rejected } = lab.at(design, actions);
  if (rejected) return [];
  // The failure is the last thing the log did: the snapshot's clock is its time.
  const failedAt = snapshot.now;
  const choices = [0, 1, 2].map((minutes) => isoAt(failedAt + minutes * 60_000));
  return [
    {
      id: 'bookkeeping:available_at',
      kind: 'bookkeeping',
      run: {
        design,
        actions,
        measure: { kind: 'cell', db: 'order', table: 'outbox', key: 'evt-0001', column: 'available_at' },
      },
      question: { key: 'bookkeeping.available', params: { design, time: isoAt(failedAt) } },
      choices,
      why: (answer) => ({
        key: answer === choices[0] ? 'why.bookkeeping.availableNow' : 'why.bookkeeping.available',
        params: { seconds: 60 },
      }),
    },
  ];
}

export const bookkeepingKind: QuizKindSpec = { id: 'bookkeeping', concepts: [21], drafts };
