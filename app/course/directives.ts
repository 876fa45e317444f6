// The three lesson directives — `::lab{preset="…"}`, `::predict{id="…"}`, `::try{id="…"}` — read with the
// same Markdown parser (remark + remark-directive) that renders them, so the check and the page agree.
import type { Root } from 'mdast';
// Declares the hName / hProperties fields a node's data may carry for rendering.
import type {} from 'mdast-util-to-hast';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/** Each directive, the attribute that names its target, and the element the page renders it as. */
export const DIRECTIVES = {
  lab: { attribute: 'preset', element: 'lesson-lab' },
  predict: { attribute: 'id', element: 'lesson-predict' },
  try: { attribute: 'id', element: 'lesson-try' },
} as const;
export type DirectiveName = keyof typeof DIRECTIVES;

export interface FoundDirective {
  name: string;
  target: string | null;
  line: number;
  /** Only a directive alone on its line (`::name{…}`) is rendered; the inline and container forms are not. */
  leaf: boolean;
}

const parser = unified().use(remarkParse).use(remarkDirective);

/** Every directive in a Markdown text, known or not, with the target it names and its line. */
export function findDirectives(markdown: string): FoundDirective[] {
  const found: FoundDirective[] = [];
  visit(parser.parse(markdown) as Root, (node) => {
    if (node.type !== 'leafDirective' && node.type !== 'containerDirective' && node.type !== 'textDirective') return;
    const known = DIRECTIVES[node.name as DirectiveName];
    const target = known ? (node.attributes?.[known.attribute] ?? null) : null;
    found.push({ name: node.name, target, line: node.position?.start.line ?? 0, leaf: node.type === 'leafDirective' });
  });
  return found;
}

/**
 * A remark plugin for rendering: a known leaf directive becomes an element (`lesson-lab` …) carrying its
 * target as `data-target`, which the page maps to a component. Anything else is dropped, never rendered.
 */
export function remarkLessonDirectives() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type !== 'leafDirective' && node.type !== 'containerDirective' && node.type !== 'textDirective') return;
      const known = node.type === 'leafDirective' ? DIRECTIVES[node.name as DirectiveName] : undefined;
      if (!known) {
        if (parent && index !== undefined) parent.children.splice(index, 1);
        return index;
      }
      node.data = { hName: known.element, hProperties: { 'data-target': node.attributes?.[known.attribute] ?? '' } };
      node.children = [];
    });
  };
}
