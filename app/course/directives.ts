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

/** Every directive in a Markdown text, known or not, with the target it names and its line, in document order. */
export function findDirectives(markdown: string): FoundDirective[] {
  const found: FoundDirective[] = [];
  visit(parseLesson(markdown), (node) => {
    if (node.type !== 'leafDirective' && node.type !== 'containerDirective' && node.type !== 'textDirective') return;
    const known = DIRECTIVES[node.name as DirectiveName];
    const target = known ? (node.attributes?.[known.attribute] ?? null) : null;
    found.push({ name: node.name, target, line: node.position?.start.line ?? 0, leaf: node.type === 'leafDirective' });
  });
  return found;
}

/**
 * How the folds nest, or why they cannot: every `::predict` needs one `::end` naming it after it, and spans nest like
 * parentheses or follow one another. Returns a problem per misplaced marker (with its line), empty when they pair up.
 */
export function foldProblems(found: readonly FoundDirective[]): string[] {
  const problems: string[] = [];
  const open: FoundDirective[] = [];
  for (const d of found) {
    if (!d.leaf) continue;
    if (d.name === 'predict' && d.target) open.push(d);
    if (d.name !== 'end') continue;
    const top = open[open.length - 1];
    if (top && top.target === d.target) open.pop();
    else if (open.some((o) => o.target === d.target))
      problems.push(
        `${d.line}: ::end{predict="${d.target}"} closes a fold that still holds the open fold of "${top?.target}" ` +
          '(folds nest like parentheses)',
      );
    else problems.push(`${d.line}: ::end{predict="${d.target ?? ''}"} ends no open prediction above it`);
  }
  for (const o of open)
    problems.push(`${o.line}: ::predict{id="${o.target}"} has no ::end{predict="${o.target}"} after it`);
  return problems;
}

type Parent = { children: RootContent[] };

/**
 * Wraps the blocks after each prediction, up to its end marker, in a fold element the page shows once the prediction
 * is checked or skipped. Only top-level blocks fold (directives are blocks); an unmatched marker folds nothing.
 */
function wrapFolds(tree: Root): void {
  const out: RootContent[] = [];
  const stack: { target: string; fold: Parent }[] = [];
  const pairs = pairedTargets(tree.children);
  for (const node of tree.children) {
    const top = stack[stack.length - 1];
    if (node.type === 'leafDirective' && node.name === 'end') {
      const at = stack.findIndex((s) => s.target === node.attributes?.predict);
      if (at >= 0) stack.length = at;
      continue;
    }
    (top ? top.fold.children : out).push(node);
    const target = node.type === 'leafDirective' && node.name === 'predict' ? (node.attributes?.id ?? '') : '';
    if (target && pairs.has(target)) {
      const fold = {
        type: 'containerDirective',
        name: 'fold',
        attributes: {},
        children: [],
        data: { hName: FOLD_ELEMENT, hProperties: { 'data-target': target } },
      };
      (top ? top.fold.children : out).push(fold as unknown as RootContent);
      stack.push({ target, fold: fold as unknown as Parent });
    }
  }
  tree.children = out;
}

/** The predictions whose `::end` follows them at the top level (the lesson check reports any other arrangement). */
function pairedTargets(children: readonly RootContent[]): Set<string> {
  const open: string[] = [];
  const paired = new Set<string>();
  for (const n of children) {
    if (n.type !== 'leafDirective') continue;
    if (n.name === 'predict' && n.attributes?.id) open.push(n.attributes.id);
    const target = n.name === 'end' ? n.attributes?.predict : undefined;
    if (target && open.includes(target)) {
      open.length = open.lastIndexOf(target);
      paired.add(target);
    }
  }
  return paired;
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
