// Every text the quiz, the verdict and the timeline can show exists in both languages — enumerated, not
// replayed: the quiz's whole pool with every choice as the answer and as the check, every outcome, finding and
// link of a verdict and every label its pane asks for, and every timeline entry kind the engine's source can
// write (read from the source itself, so a new kind is covered the day it is written). A missing key would
// show the learner the key itself, as the amendment question's choices once read "verdict.amended".
import { readdirSync, readFileSync } from 'node:fs';
import { Translator, type TextTree, type TFunction } from '../../app/ui/i18n/translator';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import type { MeasureValue } from '../../app/course/lesson-spec';
import { drawQuiz } from '../../app/course/quiz/draw-quiz';
import { questionById, questionPool } from '../../app/course/quiz/question-pool';
import { CAUSE_KINDS } from '../../app/engine/verdict/cause-links';
import { LMS_PROBLEM_KINDS } from '../../app/lms/lms-session';
import { designRegistry } from '../../app/engine/designs/registry';
import { Lab } from '../../app/engine/replay/lab';
import type { CauseFinding } from '../../app/engine/snapshot';
import { DEFAULT_OPTIONS, PROCESSES, type Outcome } from '../../app/engine/types';
import { TIMELINE_KIND_LIST, TIMELINE_KINDS, type TimelineKind } from '../../app/engine/timeline-kinds';
import { entryText } from '../../app/ui/lab/controls/announcement';
import { choiceLabel, feedbackText, paneName, say } from '../../app/ui/course/quiz-text';
import { TEXTS } from '../../app/ui/i18n/texts';
import { loadSql } from '../support/sql-node';

const { en, ja } = TEXTS;

type Tree = { [key: string]: string | Tree };
const TREES = { en: en as Tree, ja: ja as Tree };
type Lang = keyof typeof TREES;

const lookup = (tree: Tree, path: string): string | undefined => {
  const value = path
    .split('.')
    .reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  return typeof value === 'string' ? value : undefined;
};
/** A key the page can say: itself, or its plural forms. */
const has = (tree: Tree, key: string) => lookup(tree, key) !== undefined || lookup(tree, `${key}_other`) !== undefined;

/**
 * The page's translator, with a t that notes every key it is asked for (the first of a fallback list that
 * exists).
 */
async function recording(lang: Lang): Promise<{ t: TFunction; asked: Set<string> }> {
  const fixed = new Translator(lang, { en: en as TextTree, ja: ja as TextTree }).fixedT(lang);
  const asked = new Set<string>();
  const t: TFunction = (key, options) => {
    const keys = typeof key === 'string' ? [key] : key;
    asked.add(keys.find((k) => has(TREES[lang], k)) ?? keys[0]);
    return fixed(key, options);
  };
  return { t, asked };
}

const sql = await loadSql();
const lab = new Lab(sql, { slot: 'text-keys', worlds: 4 });

/** Every question of the pool, with every one of its choices taken as the engine's answer in turn. */
function everyQuizCase() {
  return [...questionPool(lab).values()]
    .flat()
    .flatMap((draft) => draft.choices.map((answer) => ({ draft, answer, why: draft.why(answer) })));
}

describe.each(Object.keys(TREES) as Lang[])('%s', (lang) => {
  const tree = TREES[lang];

  test('the quiz: every question, choice, explanation and feedback of the whole pool, and the pane it asks about', async () => {
    const { t, asked } = await recording(lang);
    const said: string[] = [];
    for (const { draft, answer, why } of everyQuizCase()) {
      const measure = draft.run?.measure ?? draft.show?.measure ?? null;
      const q = { measure, wording: draft.wording, answer, why };
      said.push(say(t, draft.question), say(t, why));
      if (measure) said.push(paneName(t, measure));
      for (const value of draft.choices) said.push(choiceLabel(t, q, value), feedbackText(t, q, value));
    }
    expect(asked.size).toBeGreaterThan(40);
    for (const key of asked) expect(has(tree, key), `${lang}: ${key}`).toBe(true);
    // A key the translator could not find comes back as itself: nothing said may look like one, nor keep a placeholder.
    for (const text of new Set(said)) {
      expect(text, text).not.toMatch(/\b(course|verdict|design|process|processInLabel|timeline|why)\.[a-zA-Z]/);
      expect(text, text).not.toMatch(/\{\{|\}\}/);
    }
  });

  test('a verdict: every outcome, finding and link of a chain, and every label the verdict pane asks for', () => {
    const outcomes: Record<Outcome, true> = { ok: true, lost: true, duplicated: true, phantom: true };
    const findings: Record<CauseFinding, true> = {
      phantom: true,
      lost: true,
      duplicated: true,
      countedTwice: true,
      absorbed: true,
      rolledBack: true,
    };
    // The pane's own labels, read from its source: `say('…')` (a per-user variant may stand in, the plain one must
    // exist).
    const pane = readFileSync('app/ui/lab/verdict/verdict-pane.tsx', 'utf8');
    const labels = [...pane.matchAll(/\bsay\('(\w+)'/g)].map((m) => m[1]);
    expect(labels).toEqual(
      expect.arrayContaining(['evidence', 'orderId', 'quantity', 'prepared', 'evidenceFolded', 'evidenceShowAll']),
    );
    const needed = [
      ...Object.keys(outcomes).flatMap((o) => [`verdict.${o}`, `verdict.explain.${o}`]),
      ...Object.keys(findings).map((f) => `why.finding.${f}`),
      ...CAUSE_KINDS.map((k) => `why.link.${k}`),
      ...PROCESSES.map((p) => `processInLabel.${p}`),
      ...labels.map((l) => `verdict.${l}`),
    ];
    for (const key of needed) expect(has(tree, key), `${lang}: ${key}`).toBe(true);
  });
});

// ————— timeline entry kinds, read from the engine's source —————

interface LogCall {
  where: string;
  texts: string[];
  /** The params' names, when the call writes them out; null when they are built elsewhere. */
  params: string[] | null;
}

/** Every value an expression can take, when it is built from string literals only (null otherwise). */
function values(expr: ts.Expression, file: ts.SourceFile): string[] | null {
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr.text];
  if (ts.isParenthesizedExpression(expr)) return values(expr.expression, file);
  if (ts.isConditionalExpression(expr)) {
    const [a, b] = [values(expr.whenTrue, file), values(expr.whenFalse, file)];
    return a && b ? [...a, ...b] : null;
  }
  if (ts.isTemplateExpression(expr)) {
    let out = [expr.head.text];
    for (const span of expr.templateSpans) {
      const parts = values(span.expression, file);
      if (!parts) return null;
      out = out.flatMap((prefix) => parts.map((p) => prefix + p + span.literal.text));
    }
    return out;
  }
  if (ts.isIdentifier(expr)) {
    const init = declaration(expr.text, file);
    return init ? values(init, file) : null;
  }
  return null;
}

/** The initializer of the `const name = …` in this file (the engine names its computed texts once). */
function declaration(name: string, file: ts.SourceFile): ts.Expression | null {
  let found: ts.Expression | null = null;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer)
      found = node.initializer;
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function paramNames(expr: ts.Expression | undefined, file: ts.SourceFile): string[] | null {
  if (!expr) return [];
  if (ts.isIdentifier(expr)) {
    const init = declaration(expr.text, file);
    return init ? paramNames(init, file) : null;
  }
  if (!ts.isObjectLiteralExpression(expr)) return null;
  const names: string[] = [];
  for (const p of expr.properties) {
    if ((ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && ts.isIdentifier(p.name))
      names.push(p.name.text);
    else return null;
  }
  return names;
}

/** The function a node sits in, by name: `log` and `respond` themselves only pass a caller's text on. */
function enclosingName(node: ts.Node): string | null {
  for (let n = node.parent; n; n = n.parent)
    if ((ts.isMethodDeclaration(n) || ts.isFunctionDeclaration(n)) && n.name && ts.isIdentifier(n.name))
      return n.name.text;
  return null;
}

function engineLogCalls(): { calls: LogCall[]; unknown: string[] } {
  const calls: LogCall[] = [];
  const unknown: string[] = [];
  const files = readdirSync('app/engine', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  for (const name of files) {
    const file = ts.createSourceFile(name, readFileSync(`app/engine/${name}`, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ['log', 'respond'].includes(node.expression.name.text) &&
        node.expression.expression.getText(file) !== 'console' &&
        node.arguments.length >= 2
      ) {
        const method = node.expression.name.text;
        const where = `app/engine/${name}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;
        const texts = values(node.arguments[1], file);
        const params = paramNames(node.arguments[2], file);
        // `respond` writes the request's number beside the caller's params.
        if (texts)
          calls.push({ where, texts, params: params && (method === 'respond' ? [...params, 'request'] : params) });
        else if (!['log', 'respond'].includes(enclosingName(node) ?? '')) unknown.push(where);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { calls, unknown };
}

const { calls, unknown } = engineLogCalls();
const KINDS = new Set(calls.flatMap((c) => c.texts));

test('every timeline entry the engine writes names its kind in a way this test can read', () => {
  // A text computed some other way could not be enumerated: name it as a literal, a choice of literals or a const.
  expect(unknown).toEqual([]);
  expect(KINDS.size).toBeGreaterThan(60);
  expect(KINDS).toContain('loadSample');
});

test('the kinds the engine writes are exactly the registered ones: none unregistered, none registered for nothing', () => {
  expect([...KINDS].sort()).toEqual([...TIMELINE_KIND_LIST].sort());
});

test('the scan finds every kind real runs write (each design, faults, parking, load mode)', () => {
  const seen = new Set<string>();
  const runs = [
    [{ type: 'submit', orderId: 'a-1', quantity: 1 }, { type: 'drop', message: 'ack' }, { type: 'run' }],
    [
      { type: 'drop', message: 'request' },
      { type: 'submit', orderId: 'a-1', quantity: 1 },
      { type: 'run' },
      { type: 'load', rate: 3 },
    ],
  ] as const;
  for (const design of designRegistry.ids)
    for (const log of runs)
      for (const options of [DEFAULT_OPTIONS, { ...DEFAULT_OPTIONS, maxAttempts: 1 }]) {
        const applied: never[] = [];
        for (const action of log as unknown as never[])
          if (lab.blocker(design, applied, action, options) === null) applied.push(action);
        for (const e of lab.at(design, applied, options).snapshot.timeline) seen.add(e.text);
      }
  expect(seen).toContain('loadSample');
  for (const text of seen) expect(KINDS, text).toContain(text);
});

describe.each(Object.keys(TREES) as Lang[])('%s', (lang) => {
  test('every timeline entry kind has text, using only the params the engine writes for it', async () => {
    const tree = TREES[lang];
    const { t } = await recording(lang);
    for (const kind of KINDS) {
      const text = lookup(tree, `timeline.${kind}`);
      expect(text, `${lang}: timeline.${kind}`).toBeTypeOf('string');
      // The sentence uses exactly the parameters the registry names for its kind.
      const named = new Set([...text!.matchAll(/\{\{(\w+)[^}]*\}\}/g)].map((m) => m[1]));
      expect([...named].sort(), `${lang}: timeline.${kind}`).toEqual([...TIMELINE_KINDS[kind as TimelineKind]].sort());
      const written = calls.filter((c) => c.texts.includes(kind)).map((c) => c.params);
      if (written.some((p) => p === null)) continue;
      const known = new Set(written.flat());
      for (const [, name] of text!.matchAll(/\{\{(\w+)[^}]*\}\}/g))
        expect(known, `${lang}: timeline.${kind} says {{${name}}}`).toContain(name);
      // Rendered as the lab renders it, with a value for every param: no key and no placeholder left.
      const params = Object.fromEntries([...known].map((p) => [p, PROCESSES.includes(p as never) ? p : 'order']));
      const said = entryText(t, {
        seq: 1,
        at: 0,
        lane: 'client',
        text: kind as TimelineKind,
        params: params as Record<string, string>,
        action: 0,
      });
      expect(said, kind).not.toMatch(/^timeline\.|\{\{/);
    }
  });
});

// ————— the quiz's feedback reads as sentences —————

const FEEDBACK_START = { en: /^(Correct|Not quite)\b/, ja: /^(正解です|惜しい)/ };

describe.each(Object.keys(TREES) as Lang[])('%s', (lang) => {
  test('quiz feedback: "Correct" or "Not quite", the answer said once, every sentence whole and said once', async () => {
    const { t } = await recording(lang);
    const questions = [...questionPool(lab).values()].flat().map((d) => questionById(lab, d.id)!);
    for (const q of questions) {
      const label = choiceLabel(t, q, q.answer);
      for (const checked of q.choices as MeasureValue[]) {
        const text = feedbackText(t, q, checked);
        expect(text, text).toMatch(FEEDBACK_START[lang]);
        expect(text.split(label).length - 1, `${q.id}: "${label}" in ${text}`).toBe(1);
        const sentences = lang === 'en' ? text.split(/(?<=[.!?”])\s+/) : text.split(/(?<=[。！？])/).filter(Boolean);
        expect(new Set(sentences).size, text).toBe(sentences.length);
        if (lang === 'en') for (const s of sentences) expect(s, `${q.id}: ${text}`).toMatch(/^[A-Z0-9“"]/);
      }
    }
  });
});

test('the amendment question offers responses, said in words, never as keys', async () => {
  const q = drawQuiz(lab, 1).find((x) => x.kind === 'versions') ?? questionById(lab, 'versions:versioned:stale')!;
  const { t } = await recording('en');
  expect(q.choices.map((c) => choiceLabel(t, q, c)).sort()).toEqual([
    'amended to the new quantity',
    'an error (500)',
    'refused: stale version (409)',
  ]);
  const { t: tj } = await recording('ja');
  expect(q.choices.map((c) => choiceLabel(tj, q, c)).sort()).toEqual(
    ['エラー(500)', '古いバージョンとして拒否(409)', '新しい数量に変更'].sort(),
  );
});

test('every problem the LMS bridge can report, and its footer, has text in both languages', () => {
  const keys = [
    ...[...LMS_PROBLEM_KINDS, 'no-api'].map((kind) => `lms.notice.${kind}`),
    'lms.said',
    'lms.footer.build',
    'lms.footer.recording',
    'lms.footer.notRecording',
  ];
  for (const lang of Object.keys(TREES) as Lang[]) expect(keys.filter((key) => !has(TREES[lang], key))).toEqual([]);
});
