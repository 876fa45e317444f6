// How long an inbox must remember (concept 34): snack-7's ACK is lost, and the relay retries a minute after its
// timeout. The inbox keeps event ids for N seconds. Does the retry find the id? Answered by running each on the lab.
import type { Lab } from '../../../engine/replay/lab';
import { DEFAULT_OPTIONS } from '../../../engine/types';
import { log } from '../quiz-log';
import type { Draft, QuizKindSpec } from '../quiz-types';

const DESIGN = 'outbox-inbox';

function drafts(lab: Lab): Draft[] {
  if (!lab.designs.has(DESIGN)) return [];
  return [30, 120, 3600].map((keep): Draft => ({
    id: `inboxMemory:${keep}`,
    kind: 'inboxMemory',
    run: {
      design: DESIGN,
      actions: log('n:snack-7:7,s:o*7,d:a,e'),
      options: { ...DEFAULT_OPTIONS, inboxKeep: keep },
      measure: { kind: 'verdict' },
    },
    question: { key: 'inboxMemory', params: { design: DESIGN, keep } },
    choices: ['ok', 'lost', 'duplicated'],
    why: (answer) => ({ key: `why.inboxMemory.${answer === 'duplicated' ? 'forgot' : 'kept'}`, params: { keep } }),
  }));
}

export const inboxMemoryKind: QuizKindSpec = { id: 'inboxMemory', concepts: [34], drafts };
