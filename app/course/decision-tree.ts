// The decision tree of seed 002 between the patterns the lab runs, as data: yes/no questions whose leaves name a
// design and a preset that shows it at work. The chooser on the course home walks it; a test proves every leaf's
// preset is a state the lab accepts, so no leaf opens a broken lab.
import type { DesignId } from '../engine/types';

export interface Leaf {
  kind: 'leaf';
  /** An i18n key below `course.choose.leaf.` (its name and why). */
  id: 'scheduled' | 'accumulation' | 'hybrid' | 'classic' | 'leased';
  design: DesignId;
  /** The preset's action log, in link tokens. */
  log: string;
}

export interface Question {
  kind: 'question';
  /** An i18n key below `course.choose.question.`. */
  id: 'future' | 'volume' | 'waiting' | 'relays';
  yes: Node;
  no: Node;
}

export type Node = Question | Leaf;

export const DECISION_TREE: Question = {
  kind: 'question',
  id: 'future',
  yes: { kind: 'leaf', id: 'scheduled', design: 'scheduled', log: 'n:snack-7:7,s:o*7' },
  no: {
    kind: 'question',
    id: 'volume',
    yes: { kind: 'leaf', id: 'accumulation', design: 'accumulation', log: 'n:alice-1:3,n:alice-2:4,n:bob-1:5,s:o*21' },
    no: {
      kind: 'question',
      id: 'waiting',
      yes: { kind: 'leaf', id: 'hybrid', design: 'hybrid', log: 'n:snack-7:7,s:o*9' },
      // Several relays need a claim (lesson 18); one relay polls what is pending, as the classic outbox does.
      no: {
        kind: 'question',
        id: 'relays',
        yes: { kind: 'leaf', id: 'leased', design: 'two-relays-lease', log: 'n:snack-7:7,s:o*7' },
        no: { kind: 'leaf', id: 'classic', design: 'outbox-inbox', log: 'n:snack-7:7,s:o*7' },
      },
    },
  },
};

/** Every leaf, in tree order. */
export function leaves(node: Node = DECISION_TREE): Leaf[] {
  return node.kind === 'leaf' ? [node] : [...leaves(node.yes), ...leaves(node.no)];
}

/** The node a list of answers leads to from the root (true = yes), or null when the answers run past a leaf. */
export function follow(answers: readonly boolean[], node: Node = DECISION_TREE): Node | null {
  let at: Node = node;
  for (const yes of answers) {
    if (at.kind === 'leaf') return null;
    at = yes ? at.yes : at.no;
  }
  return at;
}
