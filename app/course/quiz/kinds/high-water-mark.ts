// The high-water mark (concept 32): two order services stamp created_at before they take the write lock; the relay
// polls only past the created_at of the last row it sent. Whether a row is lost depends on when the relay runs
// between the two commits — answered by running each interleaving on the lab.
import type { Lab } from '../../../engine/replay/lab';
import { log } from '../quiz-log';
import type { Draft, QuizKindSpec } from '../quiz-types';

const DESIGN = 'high-water-mark';
/** snack-1 stamped by order service 1, then snack-2 by order service 2; neither holds the lock yet. */
const STAMPED = 'n:snack-1:1,n:snack-2:2,s:o*2,s:o2*2';

/** Each interleaving after the stamps, as link tokens: six lines take an order service from its lock to its 202. */
const INTERLEAVINGS = {
  // Order service 1 commits first, then order service 2; the relay runs after both.
  inOrder: 's:o*6,s:o2*6,e',
  // Order service 2 commits first; the relay sends its row and moves its mark; then order service 1 commits.
  between: 's:o2*6,s:r*2,s:w*6,s:r*3,e',
  // Order service 2 commits first, then order service 1; the relay runs only after both have committed.
  after: 's:o2*6,s:o*6,e',
} as const;

function drafts(lab: Lab): Draft[] {
  if (!lab.designs.has(DESIGN)) return [];
  return Object.entries(INTERLEAVINGS).map(([id, tokens]): Draft => ({
    id: `highWaterMark:${id}`,
    kind: 'highWaterMark',
    run: { design: DESIGN, actions: log(`${STAMPED},${tokens}`), measure: { kind: 'verdict' } },
    question: { key: `highWaterMark.${id}`, params: { design: DESIGN } },
    choices: ['ok', 'lost', 'duplicated'],
    why: () => ({ key: `why.highWaterMark.${id}`, params: {} }),
  }));
}

export const highWaterMarkKind: QuizKindSpec = { id: 'highWaterMark', concepts: [32], drafts };
