// The lesson directives — `::lab{preset="…"}`, `::predict{id="…"}`, `::end{predict="…"}`, `::try{id="…"}` — read
// with the same Markdown parser (remark + GFM + remark-directive) that renders them, so the check and the page agree.
import type { Root, RootContent } from 'mdast';
// Declares the hName / hProperties fields a node's data may carry for rendering.
import type {} from 'mdast-util-to-hast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { pairFolds, type FoldMarker, type FoldPairing } from './fold-pairs';

/** Each directive, the attribute that names its target, and the element the page renders it as. */
export const DIRECTIVES = {
  lab: { attribute: 'preset', element: 'lesson-lab' },
  predict: { attribute: 'id', element: 'lesson-predict' },
  /** Where a prediction's fold ends: the text between `::predict` and here waits until the prediction is checked. */
  end: { attribute: 'predict', element: 'lesson-fold-end' },
  try: { attribute: 'id', element: 'lesson-try' },
} as const;
export type DirectiveName = keyof typeof DIRECTIVES;

/** The element that wraps a prediction's fold; its `data-target` names the prediction. */
export const FOLD_ELEMENT = 'lesson-fold';

export interface FoundDirective {
  name: string;
  target: string | null;
  line: number;
  /** Only a directive alone on its line (`::name{…}`) is rendered; the inline and container forms are not. */
  leaf: boolean;
}

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);

/** A lesson's Markdown as the page parses it (GFM tables included). */
export function parseLesson(markdown: string): Root {
  return parser.parse(markdown) as Root;
}

/** A directive node as the check reads it; null for any other node. */
function directiveOf(node: RootContent): FoundDirective | null {
  if (node.type !== 'leafDirective' && node.type !== 'containerDirective' && node.type !== 'textDirective') return null;
  const known = DIRECTIVES[node.name as DirectiveName];
  const target = known ? (node.attributes?.[known.attribute] ?? null) : null;
  return { name: node.name, target, line: node.position?.start.line ?? 0, leaf: node.type === 'leafDirective' };
}

/** Every directive in a Markdown text, known or not, with the target it names and its line, in document order. */
export function findDirectives(markdown: string): FoundDirective[] {
  const found: FoundDirective[] = [];
  visit(parseLesson(markdown), (node) => {
    const d = node.type === 'root' ? null : directiveOf(node);
    if (d) found.push(d);
  });
  return found;
}

/** A directive as a fold marker: a `::predict` naming its id, or any `::end`, alone on its line. */
function foldMarker(d: FoundDirective): FoldMarker | null {
  if (!d.leaf) return null;
  if (d.name === 'predict' && d.target) return { kind: 'predict', target: d.target };
  return d.name === 'end' ? { kind: 'end', target: d.target } : null;
}

/** How the folds of a text's directives pair up (fold-pairs.ts): the pairs, and the markers that pair with nothing. */
export function pairFoldMarkers(found: readonly FoundDirective[]): FoldPairing<FoundDirective> {
  return pairFolds(found, foldMarker);
}

/**
 * How the folds nest, or why they cannot: every `::predict` needs one `::end` naming it after it, and spans nest like
 * parentheses or follow one another. Returns a problem per misplaced marker (with its line), empty when they pair up.
 */
export function foldProblems(found: readonly FoundDirective[]): string[] {
  return pairFoldMarkers(found).problems.map((p) => {
    switch (p.kind) {
      case 'crossed':
        return (
          `${p.end.line}: ::end{predict="${p.end.target}"} closes a fold that still holds the open fold of ` +
          `"${p.openTarget}" (folds nest like parentheses)`
        );
      case 'unmatched':
        return `${p.end.line}: ::end{predict="${p.end.target ?? ''}"} ends no open prediction above it`;
      case 'unclosed':
        return `${p.predict.line}: ::predict{id="${p.target}"} has no ::end{predict="${p.target}"} after it`;
    }
  });
}

type Parent = { children: RootContent[] };

/**
 * Wraps the blocks after each prediction, up to its end marker, in a fold element the page shows once the prediction
 * is checked or skipped. Only top-level blocks fold (directives are blocks); a marker that pairs with nothing (the
 * lesson check reports it) folds nothing.
 */
function wrapFolds(tree: Root): void {
  const { pairs } = pairFolds(tree.children, (node) => {
    const d = directiveOf(node);
    return d && foldMarker(d);
  });
  const opens = new Map(pairs.map((p) => [p.predict, p.target]));
  const ends = new Set(pairs.map((p) => p.end));
  const out: RootContent[] = [];
  const folds: Parent[] = [];
  for (const node of tree.children) {
    if (node.type === 'leafDirective' && node.name === 'end') {
      if (ends.has(node)) folds.pop();
      continue;
    }
    const into = folds.at(-1)?.children ?? out;
    into.push(node);
    const target = opens.get(node);
    if (target === undefined) continue;
    const fold = {
      type: 'containerDirective',
      name: 'fold',
      attributes: {},
      children: [],
      data: { hName: FOLD_ELEMENT, hProperties: { 'data-target': target } },
    };
    into.push(fold as unknown as RootContent);
    folds.push(fold as unknown as Parent);
  }
  tree.children = out;
}

/**
 * A remark plugin for rendering: folds first, then every known leaf directive becomes an element (`lesson-lab` …)
 * carrying its target as `data-target` (a lab also its position among the labs, `data-index`), which the page maps to
 * a component. Anything else is dropped, never rendered.
 */
export function remarkLessonDirectives() {
  return (tree: Root) => {
    wrapFolds(tree);
    let labs = 0;
    visit(tree, (node, index, parent) => {
      if (node.type !== 'leafDirective' && node.type !== 'containerDirective' && node.type !== 'textDirective') return;
      if (node.type === 'containerDirective' && node.data?.hName === FOLD_ELEMENT) return;
      const known = node.type === 'leafDirective' ? DIRECTIVES[node.name as DirectiveName] : undefined;
      if (!known || node.name === 'end') {
        if (parent && index !== undefined) parent.children.splice(index, 1);
        return index;
      }
      const properties: Record<string, string> = { 'data-target': node.attributes?.[known.attribute] ?? '' };
      if (node.name === 'lab') properties['data-index'] = String(labs++);
      node.data = { hName: known.element, hProperties: properties };
      node.children = [];
    });
  };
}
