// The lesson check fails a broken lesson with a message naming the file and the problem: one fixture per
// problem, each a small change to a lesson that passes.
import { describe, expect, test } from 'vitest';
import { checkLesson, courseProblems, type LessonSource } from '../../app/course/lesson-check';
import { placeLesson } from '../../app/course/lesson-folder';
import type { LessonSpec } from '../../app/course/lesson-spec';
import { Lab } from '../../app/engine/replay/lab';
import { loadSql } from '../support/sql-node';

const lab = new Lab(await loadSql(), { slot: 'lesson-check', worlds: 2 });

const SPEC: LessonSpec = {
  title: { en: 'A fixture', ja: 'テスト用のレッスン' },
  summary: { en: 'What a crash leaves.', ja: 'クラッシュのあとに残るもの。' },
  concepts: [7],
  presets: {
    'before-commit': {
      title: { en: 'Before COMMIT', ja: 'COMMIT の前' },
      design: 'outbox',
      log: 'n:snack-7:7,s,s,s,s,s',
    },
  },
  predictions: {
    'after-crash': {
      question: { en: 'How many rows?', ja: '何行?' },
      preset: 'before-commit',
      then: 'c:o',
      measure: { kind: 'rows', db: 'order', table: 'orders', connection: 'independent' },
      choices: [0, 1],
      explain: { en: 'It vanished.', ja: '消えました。' },
    },
  },
  tries: {
    commit: {
      prompt: { en: 'Commit it.', ja: 'コミットしよう。' },
      preset: 'before-commit',
      goal: {
        all: [{ measure: { kind: 'rows', db: 'order', table: 'outbox', connection: 'independent' }, equals: 1 }],
      },
      hints: [{ en: 'One more step.', ja: 'あと1ステップ。' }],
      solution: 's',
    },
  },
};
const BODY =
  '## Run it\n\n::lab{preset="before-commit"}\n\n::predict{id="after-crash"}\n\nIt vanished.\n\n::end{predict="after-crash"}\n\n| a | b |\n|---|---|\n| 0 | 1 |\n\n::try{id="commit"}\n';
const CLOSING =
  '\n## What to carry forward\n\n- It vanished.\n\n## Further reading\n\n- [SQLite Transaction](https://www.sqlite.org/lang_transaction.html)\n';
const CLOSING_JA =
  '\n## まとめ\n\n- 消えました。\n\n## さらに読む\n\n- [SQLite Transaction](https://www.sqlite.org/lang_transaction.html)\n';
const TEXT = BODY + CLOSING;
const TEXT_JA = BODY + CLOSING_JA;
const base = (): LessonSource => ({
  folder: '99-fixture',
  spec: placeLesson('99-fixture', structuredClone(SPEC)),
  texts: { en: TEXT, ja: TEXT_JA },
});
/** The fixture moved to another folder: its id and order come from the folder's name, as the loader reads them. */
const moveTo = (s: LessonSource, folder: string) => Object.assign(s, { folder, spec: placeLesson(folder, s.spec) });

test('the fixture itself passes', () => {
  expect(checkLesson(base(), lab)).toEqual([]);
});

const CASES: [string, (s: LessonSource) => void, RegExp][] = [
  [
    'a folder with one digit',
    (s) => moveTo(s, '4-fixture'),
    /^lessons\/4-fixture: the folder's name must be <nn>-<id>/,
  ],
  [
    'a folder with an upper-case id',
    (s) => moveTo(s, '04-Fixture'),
    /^lessons\/04-Fixture: the folder's name must be <nn>-<id>/,
  ],
  ['a folder numbered 00', (s) => moveTo(s, '00-fixture'), /^lessons\/00-fixture: the folder's number must be from 01/],
  [
    'a folder whose id starts with a hyphen',
    (s) => moveTo(s, '04--fixture'),
    /^lessons\/04--fixture: the lesson id "-fixture" \(the folder's name after its number\) must start with/,
  ],
  [
    'an unknown design',
    (s) => ((s.spec.presets['before-commit'] as { design: string }).design = 'no-such-design'),
    /lesson\.ts: preset "before-commit" names an unknown design "no-such-design"/,
  ],
  [
    'an unknown preset',
    (s) => ((s.spec.predictions['after-crash'] as { preset: string }).preset = 'nope'),
    /lesson\.ts: prediction "after-crash" names an unknown preset "nope"/,
  ],
  [
    'a log token the lab cannot read',
    (s) => ((s.spec.presets['before-commit'] as { log: string }).log = 'n:snack-7:7,zz'),
    /preset "before-commit": the log "n:snack-7:7,zz" cannot be read/,
  ],
  [
    'a log the lab rejects',
    (s) => ((s.spec.presets['before-commit'] as { log: string }).log = 'n:snack-7:7,r:r'),
    /preset "before-commit": the lab rejects action 2 \("r:r"\): notCrashed/,
  ],
  [
    'a solution that does not reach its goal',
    (s) => ((s.spec.tries.commit as { solution: string }).solution = 'c:o'),
    /try "commit"'s solution does not reach its goal/,
  ],
  [
    'a goal that already holds',
    (s) => ((s.spec.tries.commit.goal.all[0] as { equals: number }).equals = 0),
    /try "commit": the goal already holds/,
  ],
  ['a missing translation', (s) => delete s.texts.ja, /lessons\/99-fixture\/ja\.md: missing or empty/],
  [
    'an empty translated title',
    (s) => ((s.spec.title as { ja: string }).ja = ' '),
    /lesson\.ts: the title has no ja text/,
  ],
  [
    'a concept that does not exist',
    (s) => ((s.spec as { concepts: readonly number[] }).concepts = [99]),
    /lesson\.ts: concept 99 is not one the course has/,
  ],
  [
    'a prediction whose answer is not a choice',
    (s) => ((s.spec.predictions['after-crash'] as { choices: readonly number[] }).choices = [1, 2]),
    /prediction "after-crash": the engine reads 0, which is not among its choices/,
  ],
  [
    'a directive naming nothing',
    (s) => (s.texts.en = TEXT + '\n::lab{preset="nope"}\n'),
    /en\.md:\d+: ::lab names "nope", which lesson\.ts does not define/,
  ],
  [
    'an unknown directive',
    (s) => (s.texts.ja = TEXT_JA + '\n::video{id="x"}\n'),
    /ja\.md:\d+: unknown directive "::video"/,
  ],
  [
    'a prediction never placed in one language',
    (s) => (s.texts.ja = '## 動かす\n\n::lab{preset="before-commit"}\n\n::try{id="commit"}\n'),
    /ja\.md: prediction "after-crash" is never placed/,
  ],
  [
    'no prediction at all',
    (s) => ((s.spec as { predictions: object }).predictions = {}),
    /lesson\.ts: it asks no prediction/,
  ],
  [
    'a measure naming a table the design lacks',
    (s) => ((s.spec.predictions['after-crash'].measure as { table: string }).table = 'order'),
    /prediction "after-crash": its measure names table "order"/,
  ],
  [
    'a prediction id progress cannot keep',
    (s) => ((s.spec as { predictions: object }).predictions = { after_crash: s.spec.predictions['after-crash'] }),
    /a prediction or try id "after_crash" must be/,
  ],
  [
    'a directive in its inline form',
    (s) => (s.texts.en = TEXT + '\nSee :lab{preset="before-commit"} here.\n'),
    /en\.md:\d+: write ::lab\{…\} alone on its line/,
  ],
  [
    'a prediction whose fold never ends',
    (s) => (s.texts.en = TEXT.replace('::end{predict="after-crash"}', '')),
    /en\.md:\d+: ::predict\{id="after-crash"\} has no ::end/,
  ],
  [
    'an end marker that ends nothing',
    (s) => (s.texts.ja = TEXT_JA + '\n::end{predict="after-crash"}\n'),
    /ja\.md:\d+: ::end\{predict="after-crash"\} ends no open prediction/,
  ],
  [
    'folds that cross',
    (s) => {
      (s.spec.predictions as Record<string, unknown>).again = { ...s.spec.predictions['after-crash'] };
      const text =
        '::lab{preset="before-commit"}\n\n::predict{id="after-crash"}\n\n::predict{id="again"}\n\n::end{predict="after-crash"}\n\n::end{predict="again"}\n\n::try{id="commit"}\n';
      s.texts = { en: text, ja: text };
    },
    /::end\{predict="after-crash"\} closes a fold that still holds the open fold of "again"/,
  ],
  [
    'the two languages in another order',
    (s) =>
      (s.texts.ja =
        '::lab{preset="before-commit"}\n\n::try{id="commit"}\n\n::predict{id="after-crash"}\n\n::end{predict="after-crash"}\n'),
    /en\.md and ja\.md place different directives: number 2 is ::predict\{after-crash\} in en\.md and ::try\{commit\} in ja\.md/,
  ],
  [
    'a prediction its lab already answers',
    (s) => ((s.spec.predictions['after-crash'] as { then: string }).then = ''),
    /prediction "after-crash" has no "then"/,
  ],
  [
    'a prediction with no lab above it',
    (s) =>
      (s.texts.en =
        '::predict{id="after-crash"}\n\n::end{predict="after-crash"}\n\n::lab{preset="before-commit"}\n\n::try{id="commit"}\n'),
    /en\.md:1: prediction "after-crash" has no lab of its preset "before-commit" above it/,
  ],
  [
    'a table that renders as text',
    (s) => (s.texts.en = TEXT.replace('|---|---|\n', '')),
    /en\.md:\d+: a table row that renders as text/,
  ],
  [
    'a lab that hides the pane a question reads',
    (s) => ((s.spec.presets['before-commit'] as { shows: readonly string[] }).shows = ['order', 'timeline']),
    /prediction "after-crash" is read in "order-db", which preset "before-commit"'s lab does not show/,
  ],
  [
    'a lab part that does not exist',
    (s) => ((s.spec.presets['before-commit'] as { shows: readonly string[] }).shows = ['order-db', 'clock']),
    /preset "before-commit" shows "clock", which is not a part of the lab/,
  ],
  ['no summary', (s) => ((s.spec.summary as { en: string }).en = ''), /lesson\.ts: the summary has no en text/],
  [
    'a level-one heading',
    (s) => (s.texts.en = '# Title\n\n' + TEXT),
    /en\.md: the page heads the lesson with its title/,
  ],
  [
    'no recap section',
    (s) => (s.texts.en = TEXT.replace('## What to carry forward', '## Summary')),
    /en\.md: no recap section \(## What to carry forward\)/,
  ],
  [
    'no recap section in Japanese',
    (s) => (s.texts.ja = TEXT_JA.replace('## まとめ', '## 次へ持っていくこと')),
    /ja\.md: no recap section \(## まとめ\)/,
  ],
  [
    'no further-reading section',
    (s) => (s.texts.en = BODY + '\n## What to carry forward\n\n- It vanished.\n'),
    /en\.md: no further-reading section \(## Further reading\)/,
  ],
  [
    'a further-reading section with no link',
    (s) =>
      (s.texts.ja = TEXT_JA.replace(
        '[SQLite Transaction](https://www.sqlite.org/lang_transaction.html)',
        'SQLite Transaction',
      )),
    /ja\.md: the section "## さらに読む" links to nothing/,
  ],
  [
    "a recap inside a prediction's fold",
    (s) =>
      (s.texts.en = TEXT.replace('::end{predict="after-crash"}\n', '').replace(
        '## Further reading',
        '::end{predict="after-crash"}\n\n## Further reading',
      )),
    /en\.md: "## What to carry forward" is inside a prediction's fold/,
  ],
  [
    'a further-reading section whose only link stays in the page',
    (s) => (s.texts.en = TEXT.replace('https://www.sqlite.org/lang_transaction.html', '#run-it')),
    /en\.md: the section "## Further reading" links to nothing/,
  ],
];

describe.each(CASES)('%s', (_, breakIt, message) => {
  test('fails with a message naming the file and the problem', () => {
    const source = base();
    breakIt(source);
    const problems = checkLesson(source, lab);
    expect(
      problems.some((p) => message.test(p)),
      problems.join('\n'),
    ).toBe(true);
  });
});

test('two folders with one number, or one id, fail the course with both folders named', () => {
  expect(courseProblems(['01-two-facts', '02-send-order', '03-outbox-write'])).toEqual([]);
  expect(courseProblems(['01-two-facts', '02-send-order', '02-crash-points', '03-send-order'])).toEqual([
    'lessons/02-send-order and lessons/02-crash-points share the number 02: each lesson needs a place of its own ' +
      'in the course (renumber one of the folders)',
    'lessons/02-send-order and lessons/03-send-order share the id "send-order": each lesson needs an id of its own ' +
      '(it names the lesson in links and saved progress)',
  ]);
  // A folder not named <nn>-<id> is checkLesson's to name, once.
  expect(courseProblems(['x', 'y', '1-a', '1-a'])).toEqual([]);
});
