// Scheduled events (concept 24): snack-7's row falls due a minute after it commits; some time passes and the
// scanner is stepped twice. Does it send anything? Only a row whose scheduled_at has come is due.
import type { Lab } from '../../../engine/replay/lab';
import type { MeasureValue } from '../../lesson-spec';
import { log } from '../quiz-log';
import type { Draft, QuizKindSpec } from '../quiz-types';

const DESIGN = 'scheduled';

function drafts(lab: Lab): Draft[] {
  if (!lab.designs.has(DESIGN)) return [];
  return [30, 59, 61, 120].map((seconds): Draft => ({
    id: `scheduled:${seconds}`,
    kind: 'scheduled',
    // Two steps: a poll, and (if it found a due row) the POST; with nothing due each is a poll that finds nothing.
    run: { design: DESIGN, actions: log(`n:snack-7:7,s:o*7,wt:${seconds},s:r,s:r`), measure: { kind: 'sent' } },
    question: { key: 'scheduled', params: { design: DESIGN, seconds } },
    choices: [0, 1],
    why: (answer: MeasureValue) => ({
      key: answer === 0 ? 'why.scheduled.notDue' : 'why.scheduled.due',
      params: { seconds },
    }),
  }));
}

export const scheduledKind: QuizKindSpec = { id: 'scheduled', concepts: [24], drafts };
