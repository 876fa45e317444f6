// Choosing between the patterns (concept 26): a need described by its answers to the decision tree's questions;
// which pattern fits is where app/course/decision-tree.ts leads, the same tree the course home's chooser walks.
import { DECISION_TREE, follow, leaves, type Node } from '../../decision-tree';
import type { Draft, QuizKindSpec } from '../quiz-types';

/** Every path from the root to a leaf, as the tree's answers (true = yes). */
function paths(node: Node = DECISION_TREE, taken: boolean[] = []): boolean[][] {
  if (node.kind === 'leaf') return [taken];
  return [...paths(node.yes, [...taken, true]), ...paths(node.no, [...taken, false])];
}

/** A path named by its answers: "y", "ny", "nnn". */
const pathId = (answers: readonly boolean[]) => answers.map((a) => (a ? 'y' : 'n')).join('');

/**
 * Four of the tree's patterns around the one a path leads to, in the tree's order: a quiz offers at most four
 * choices, and the neighbours are the patterns a learner could mistake for it.
 */
function choicesFor(answers: readonly boolean[]): string[] {
  const all: string[] = leaves().map((l) => l.id);
  const leaf = follow(answers);
  const at = leaf?.kind === 'leaf' ? all.indexOf(leaf.id) : 0;
  const start = Math.min(Math.max(at - 1, 0), Math.max(all.length - 4, 0));
  return all.slice(start, start + 4);
}

function drafts(): Draft[] {
  return paths().map((answers): Draft => ({
    id: `decision:${pathId(answers)}`,
    kind: 'decision',
    question: { key: `decision.${pathId(answers)}`, params: {} },
    choices: choicesFor(answers),
    wording: { kind: 'leaf' },
    solve: () => {
      const node = follow(answers);
      return node?.kind === 'leaf' ? node.id : null;
    },
    why: (answer) => ({ key: 'why.decision', params: { leaf: answer } }),
  }));
}

export const decisionKind: QuizKindSpec = { id: 'decision', concepts: [26], drafts };
