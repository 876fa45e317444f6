// The renderer folds what follows each prediction up to its `::end`, nested like parentheses, and numbers the labs
// as lesson-slots.ts does, so a prediction loads its answer into the lab its lesson placed above it.
import type { Root, RootContent } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { expect, test } from 'vitest';
import { FOLD_ELEMENT, remarkLessonDirectives } from '../../app/course/directives';
import { lessonSlots } from '../../app/course/lesson-slots';
import type { LessonSpec } from '../../app/course/lesson-spec';

function render(markdown: string): Root {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).use(remarkLessonDirectives);
  return processor.runSync(processor.parse(markdown)) as Root;
}

/** The tree as nested lists of short names: a paragraph by its text, a directive by its element and target. */
function outline(nodes: readonly RootContent[]): unknown[] {
  return nodes.map((n) => {
    const data = n.data as { hName?: string; hProperties?: Record<string, string> } | undefined;
    if (data?.hName === FOLD_ELEMENT)
      return { fold: data.hProperties?.['data-target'], inside: outline((n as { children: RootContent[] }).children) };
    if (data?.hName)
      return `${data.hName}:${data.hProperties?.['data-target']}${data.hProperties?.['data-index'] ? `#${data.hProperties['data-index']}` : ''}`;
    if (n.type === 'paragraph') return (n.children[0] as { value: string }).value;
    return n.type;
  });
}

test('each prediction folds what follows it up to its end; nested folds open one after another', () => {
  const tree = render(
    [
      'Intro.',
      '::lab{preset="p"}',
      '::predict{id="a"}',
      '::predict{id="b"}',
      'Answers both.',
      '| x |\n|---|\n| 1 |',
      '::end{predict="b"}',
      '::end{predict="a"}',
      'After.',
      '::lab{preset="p"}',
      '::predict{id="c"}',
      'Answers c.',
      '::end{predict="c"}',
      'Recap.',
    ].join('\n\n'),
  );
  expect(outline(tree.children)).toEqual([
    'Intro.',
    'lesson-lab:p#0',
    'lesson-predict:a',
    { fold: 'a', inside: ['lesson-predict:b', { fold: 'b', inside: ['Answers both.', 'table'] }] },
    'After.',
    'lesson-lab:p#1',
    'lesson-predict:c',
    { fold: 'c', inside: ['Answers c.'] },
    'Recap.',
  ]);
});

test('a marker that pairs with nothing folds nothing and is never shown', () => {
  const tree = render(['::predict{id="a"}', 'Open text.', '::end{predict="zzz"}', 'More.'].join('\n\n'));
  expect(outline(tree.children)).toEqual(['lesson-predict:a', 'Open text.', 'More.']);
});

test('a prediction loads into the nearest lab of its preset above it; each try has a lab of its own', () => {
  const preset = { title: { en: 'P', ja: 'P' }, design: 'outbox', log: '' } as const;
  const spec = {
    presets: { p: preset, q: preset },
    predictions: { a: { preset: 'p' }, c: { preset: 'p' }, d: { preset: 'q' } },
    tries: { t: { preset: 'p' } },
  } as unknown as LessonSpec;
  const text = [
    '::lab{preset="p"}',
    '::predict{id="a"}',
    '::lab{preset="q"}',
    '::lab{preset="p"}',
    '::predict{id="d"}',
    '::predict{id="c"}',
    '::try{id="t"}',
  ].join('\n\n');
  expect(lessonSlots(spec, text)).toMatchObject({
    labs: [
      { slot: 'lab-0', preset: 'p' },
      { slot: 'lab-1', preset: 'q' },
      { slot: 'lab-2', preset: 'p' },
      { slot: 'try-t', preset: 'p' },
    ],
    prediction: { a: 'lab-0', d: 'lab-1', c: 'lab-2' },
  });
});
