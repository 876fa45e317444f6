// What an operator watches (concept 17): the relay has crashed (or not), orders are committed, time passes with
// nobody doing anything. What does the Operations panel show — rows pending, the oldest one late, the relay down?
import type { Lab } from '../../../engine/replay/lab';
import type { LabSnapshot } from '../../../engine/snapshot';
import type { Measure, MeasureValue } from '../../lesson-spec';
import { log } from '../quiz-log';
import type { Draft, QuizKindSpec, QuizText } from '../quiz-types';

const CASES: readonly { id: string; log: string; figures: readonly ('pending' | 'late' | 'down')[] }[] = [
  { id: 'crashed-10', log: 'c:r,n:snack-1:1,s:o*7,wt:10', figures: ['late', 'down'] },
  { id: 'crashed-60', log: 'c:r,n:snack-1:1,s:o*7,wt:60', figures: ['pending', 'late', 'down'] },
  { id: 'crashed-two-120', log: 'c:r,n:snack-1:1,n:snack-2:2,s:o*14,wt:120', figures: ['pending'] },
  { id: 'running-60', log: 'n:snack-1:1,e,wt:60', figures: ['pending', 'late', 'down'] },
];

function why(figure: string, answer: MeasureValue, snapshot?: LabSnapshot): QuizText {
  if (figure === 'pending') return { key: 'why.ops.pending', params: { count: answer } };
  // A relay that crashed moments ago still has a fresh heartbeat: SQL cannot see the crash yet.
  const unseen = figure === 'down' && answer === 'no' && snapshot?.processes.relay.status === 'crashed';
  return { key: `why.ops.${figure}.${unseen ? 'unseen' : answer}`, params: {} };
}

function drafts(lab: Lab): Draft[] {
  const design = lab.designs.defaultId;
  return CASES.flatMap((c) =>
    c.figures.map((figure): Draft => {
      const measure: Measure = { kind: 'ops', figure };
      return {
        id: `ops:${c.id}:${figure}`,
        kind: 'ops',
        run: { design, actions: log(c.log), measure },
        question: { key: `ops.${c.id}.${figure}`, params: { design } },
        choices: figure === 'pending' ? [0, 1, 2] : ['yes', 'no'],
        why: (answer, snapshot) => why(figure, answer, snapshot),
      };
    }),
  );
}

export const opsKind: QuizKindSpec = { id: 'ops', concepts: [17], drafts };
