// Several relays (concept 31): both relays poll snack-7's row before either sends it. With no claim both send it;
// with a lease, the relay whose conditional UPDATE runs first sends it and the other's changes nothing. Answered
// by running each design on the lab and counting the requests sent.
import type { Lab } from '../../../engine/replay/lab';
import { log } from '../quiz-log';
import type { Draft, QuizKindSpec } from '../quiz-types';

/** snack-7 committed; relay 1 polls, then relay 2 polls, and the run goes on by itself. */
const BOTH_POLL = 'n:snack-7:7,s:o*7,s:r,s:r2,e';

function drafts(lab: Lab): Draft[] {
  return ['two-relays', 'two-relays-lease']
    .filter((design) => lab.designs.has(design))
    .map((design): Draft => ({
      id: `claim:${design}`,
      kind: 'claim',
      run: { design, actions: log(BOTH_POLL), measure: { kind: 'sent' } },
      question: { key: 'claim', params: { design } },
      choices: [1, 2, 3],
      why: (answer) => ({ key: `why.claim.${answer === 1 ? 'claimed' : 'unclaimed'}`, params: { design } }),
    }));
}

export const claimKind: QuizKindSpec = { id: 'claim', concepts: [31], drafts };
