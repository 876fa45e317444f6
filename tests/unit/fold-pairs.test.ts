// The one pairing of prediction folds (fold-pairs.ts): which `::predict` opens which span and where it ends, and the
// markers that pair with nothing. The lesson check's fold problems, its closing-section check and the page's folds
// all read it, so a page folds exactly the pairs the check accepts.
import fc from 'fast-check';
import type { Root, RootContent } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { expect, test } from 'vitest';
import { FOLD_ELEMENT, findDirectives, pairFoldMarkers, remarkLessonDirectives } from '../../app/course/directives';
import { pairFolds, type FoldMarker } from '../../app/course/fold-pairs';

/** `p:a` opens a, `e:a` ends a, anything else is text. */
const read = (item: string): FoldMarker | null => {
  const [kind, target] = item.split(':');
  if (kind === 'p') return { kind: 'predict', target };
  if (kind === 'e') return { kind: 'end', target };
  return null;
};
/** Each item numbered by its place, so a repeated marker says which one it is. */
const indexed = (items: string[]) => items.map((item, i) => `${item}:${i}`);
const readIndexed = (item: string) => read(item.split(':').slice(0, 2).join(':'));
const place = (item: string) => Number(item.split(':').at(-1));
/** The pairs as [target, predict's place, end's place, depth]; the problems as [kind, the marker's place]. */
const pairsOf = (items: string[]) => {
  const { pairs, problems } = pairFolds(indexed(items), readIndexed);
  return {
    pairs: pairs.map((p) => [p.target, place(p.predict), place(p.end), p.depth]),
    problems: problems.map((p) => [p.kind, place(p.kind === 'unclosed' ? p.predict : p.end)]),
  };
};

test('spans nest like parentheses: the inner one pairs first, one deeper', () => {
  expect(pairsOf(['p:a', 'text', 'p:b', 'text', 'e:b', 'e:a'])).toEqual({
    pairs: [
      ['b', 2, 4, 1],
      ['a', 0, 5, 0],
    ],
    problems: [],
  });
});

test('spans that follow one another are siblings at the same depth', () => {
  expect(pairsOf(['p:a', 'e:a', 'text', 'p:b', 'p:c', 'e:c', 'e:b', 'p:d', 'e:d'])).toEqual({
    pairs: [
      ['a', 0, 1, 0],
      ['c', 4, 5, 1],
      ['b', 3, 6, 0],
      ['d', 7, 8, 0],
    ],
    problems: [],
  });
});

test('an end naming no open prediction pairs with nothing, and closes nothing', () => {
  expect(pairsOf(['e:a', 'p:a', 'e:z', 'e:a'])).toEqual({
    pairs: [['a', 1, 3, 0]],
    problems: [
      ['unmatched', 0],
      ['unmatched', 2],
    ],
  });
});

test('a prediction no end closes pairs with nothing; the spans inside it still pair', () => {
  expect(pairsOf(['p:a', 'p:b', 'e:b', 'text'])).toEqual({
    pairs: [['b', 1, 2, 1]],
    problems: [['unclosed', 0]],
  });
});

test('crossed spans: the end of the outer one inside the inner one pairs with nothing and closes nothing', () => {
  const items = indexed(['p:a', 'p:b', 'e:a', 'e:b']);
  const { pairs, problems } = pairFolds(items, readIndexed);
  expect(pairs.map((p) => [p.target, p.predict, p.end, p.depth])).toEqual([['b', 'p:b:1', 'e:b:3', 1]]);
  expect(problems).toEqual([
    { kind: 'crossed', end: 'e:a:2', open: 'p:b:1', openTarget: 'b' },
    { kind: 'unclosed', predict: 'p:a:0', target: 'a' },
  ]);
});

test('a repeated id pairs occurrence by occurrence, innermost first', () => {
  const items = indexed(['p:a', 'p:a', 'e:a', 'e:a', 'p:a']);
  const { pairs, problems } = pairFolds(items, readIndexed);
  expect(pairs.map((p) => [p.predict, p.end])).toEqual([
    ['p:a:1', 'e:a:2'],
    ['p:a:0', 'e:a:3'],
  ]);
  expect(problems).toEqual([{ kind: 'unclosed', predict: 'p:a:4', target: 'a' }]);
});

test('the check reads the directives it found: an end with no target, a predict with no id, an inline form', () => {
  const found = findDirectives(
    ['::predict{id="a"}', '::predict', '::end', 'See :end{predict="a"} here.', '::end{predict="a"}'].join('\n\n'),
  );
  const { pairs, problems } = pairFoldMarkers(found);
  expect(pairs.map((p) => [p.target, p.predict.line, p.end.line])).toEqual([['a', 1, 9]]);
  expect(problems.map((p) => [p.kind, p.kind === 'unclosed' ? p.predict.line : p.end.line])).toEqual([
    ['unmatched', 5],
  ]);
});

/** The folds the page renders, as [target, the text blocks inside it] in document order, nested ones included. */
function renderedFolds(markdown: string): [string, string[]][] {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).use(remarkLessonDirectives);
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  const folds: [string, string[]][] = [];
  const texts = (nodes: readonly RootContent[]): string[] =>
    nodes.flatMap((n) => {
      const data = n.data as { hName?: string; hProperties?: Record<string, string> } | undefined;
      if (data?.hName !== FOLD_ELEMENT)
        return n.type === 'paragraph' ? [(n.children[0] as { value: string }).value] : [];
      const fold: [string, string[]] = [data.hProperties!['data-target'], []];
      folds.push(fold);
      fold[1] = texts((n as { children: RootContent[] }).children);
      return fold[1];
    });
  texts(tree.children);
  return folds;
}

test('the page folds exactly the pairs, each around the text between its markers, whatever the markers', () => {
  const block = fc.oneof(
    fc.constantFrom('a', 'b', 'c').map((t) => `::predict{id="${t}"}`),
    fc.constantFrom('a', 'b', 'c').map((t) => `::end{predict="${t}"}`),
    fc.constant('text'),
  );
  fc.assert(
    fc.property(fc.array(block, { maxLength: 10 }), (blocks) => {
      const numbered = blocks.map((b, i) => (b === 'text' ? `Text ${i}.` : b));
      const markdown = numbered.join('\n\n');
      const found = findDirectives(markdown);
      const lineOf = (i: number) => 1 + 2 * i;
      const expected = pairFoldMarkers(found)
        .pairs.slice()
        .sort((x, y) => x.predict.line - y.predict.line)
        .map((p): [string, string[]] => [
          p.target,
          numbered.filter((b, i) => b.startsWith('Text') && p.predict.line < lineOf(i) && lineOf(i) < p.end.line),
        ]);
      expect(renderedFolds(markdown)).toEqual(expected);
    }),
  );
});
