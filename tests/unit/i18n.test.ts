// Both languages carry every key, and every timeline entry and blocker the engine can produce has text.
import { describe, expect, test } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { ACTION_SPECS, type LabAction } from '../../app/engine/actions/registry';
import { designRegistry } from '../../app/engine/designs/registry';
import { Lab } from '../../app/engine/replay/lab';
import { DEFAULT_OPTIONS, LANES, PROCESSES } from '../../app/engine/types';
import { BLOCKERS } from '../../app/engine/runtime/world-facts';
import { TEXTS } from '../../app/ui/i18n/texts';
import { loadSql } from '../support/sql-node';

const { en, ja } = TEXTS;

const submit = (orderId: string, quantity: number): LabAction => ({ type: 'submit', orderId, quantity });
const SCENARIO: LabAction[] = [
  submit('a-1', 1),
  { type: 'drop', message: 'request' },
  { type: 'drop', message: 'ack' },
  { type: 'run' },
  submit('a-1', 2),
  { type: 'run' },
  submit('a-1', 1),
  { type: 'run' },
  submit('b-2', 2),
  { type: 'step', process: 'order' },
  { type: 'step', process: 'order' },
  { type: 'step', process: 'order' },
  { type: 'step', process: 'order' },
  { type: 'step', process: 'relay' },
  { type: 'fail', process: 'order' },
  { type: 'run' },
  submit('c-3', 3),
  { type: 'step' },
  { type: 'step' },
  { type: 'crash', process: 'order' },
  { type: 'arm', fault: { kind: 'fail', process: 'warehouse', line: 3 } },
  { type: 'restart', process: 'order' },
  { type: 'run' },
  submit('d-4', 4),
  { type: 'arm', fault: { kind: 'crash', process: 'warehouse', line: 2 } },
  { type: 'arm', fault: { kind: 'crash', process: 'relay', line: 3 } },
  { type: 'crash', process: 'warehouse' },
  { type: 'run' },
];

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}

function lookup(tree: Tree, path: string): string | undefined {
  const value = path
    .split('.')
    .reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  return typeof value === 'string' ? value : undefined;
}

const LANGS = { en: en as Tree, ja: ja as Tree };

test('Japanese and English have exactly the same keys, none empty', () => {
  expect(keys(LANGS.ja).sort()).toEqual(keys(LANGS.en).sort());
  for (const [lang, tree] of Object.entries(LANGS))
    for (const key of keys(tree)) expect(lookup(tree, key), `${lang} ${key}`).not.toBe('');
});

test('placeholders agree between the languages', () => {
  const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
  for (const key of keys(LANGS.en))
    expect(placeholders(lookup(LANGS.ja, key)!), key).toEqual(placeholders(lookup(LANGS.en, key)!));
});

describe.each(Object.entries(LANGS))('%s', (lang, tree) => {
  test('names every design, process, lane and blocker', () => {
    const needed = [
      ...designRegistry.ids.flatMap((d) => [`designs.${d}.name`, `designs.${d}.summary`]),
      ...PROCESSES.flatMap((p) => [`process.${p}`, `processInLabel.${p}`]),
      ...LANES.map((l) => `lane.${l}`),
      ...BLOCKERS.map((r) => `reason.${r}`),
      ...['ok', 'lost', 'duplicated', 'phantom'].flatMap((o) => [`verdict.${o}`, `verdict.explain.${o}`]),
      // "Check queries" names whoever runs a statement: every action that declares SQL of its own.
      ...ACTION_SPECS.filter((spec) => designRegistry.list.some((d) => (spec.statements?.(d) ?? []).length > 0)).map(
        (spec) => `queryCheck.action.${spec.type}`,
      ),
    ];
    for (const key of needed) expect(lookup(tree, key), `${lang} ${key}`).toBeTypeOf('string');
  });

  test('has text for every timeline entry a run of faults produces', async () => {
    const lab = new Lab(await loadSql(), { slot: `i18n-${lang}` });
    const seen = new Set<string>();
    // Each design as it ships, and with parking switched on (after one attempt), so a row is parked too.
    for (const design of designRegistry.ids) {
      for (const options of [DEFAULT_OPTIONS, { ...DEFAULT_OPTIONS, maxAttempts: 1 }]) {
        // Every action the lab allows at its point is applied; the rest are skipped, as a learner's would be.
        const log: LabAction[] = [];
        for (const action of SCENARIO) if (lab.blocker(design, log, action, options) === null) log.push(action);
        for (const e of lab.at(design, log, options).snapshot.timeline) seen.add(e.text);
      }
    }
    expect(seen).toContain('parkedFailed');
    lab.dispose();
    expect(seen.size).toBeGreaterThan(35);
    for (const text of seen) expect(lookup(tree, `timeline.${text}`), `${lang} timeline.${text}`).toBeTypeOf('string');
  });
});

// Every key the UI names literally — t('a.b') — exists in both languages; a key that exists only in plural
// forms (a_one, a_other) is called with a count, or the translator would print the key itself.
test('every literal key the UI asks for exists in both languages', () => {
  const files = readdirSync('app/ui', { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
  const calls = files.flatMap((f) =>
    [...readFileSync(`app/ui/${f}`, 'utf8').matchAll(/\bt\(\s*'([\w.]+)'\s*(,[^;]*?)?\)/g)].map((m) => ({
      file: f,
      key: m[1],
      args: m[2] ?? '',
    })),
  );
  expect(calls.length).toBeGreaterThan(200);
  for (const [lang, tree] of Object.entries(LANGS)) {
    for (const { file, key, args } of calls) {
      const plain = lookup(tree, key) !== undefined;
      const plural = lookup(tree, `${key}_other`) !== undefined;
      expect(plain || plural, `${lang} ${key} (${file})`).toBe(true);
      if (!plain) expect(args, `${lang} ${key} is plural only: call it with a count (${file})`).toMatch(/\bcount\b/);
    }
  }
});
