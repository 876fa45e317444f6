// The design registry: every design has its texts in both languages and its expectations, and each
// expectation holds when the explorer runs that design.
import { describe, expect, test } from 'vitest';
import { designRegistry, DesignRegistry } from '../../app/engine/designs/registry';
import { DEFAULT_OPTIONS, PROCESSES } from '../../app/engine/types';
import { explore } from '../../app/explorer/explorer';
import en from '../../app/ui/i18n/en.json';
import ja from '../../app/ui/i18n/ja.json';
import { expectationMismatches, unknownExpectations } from '../support/expectations';
import { loadSql } from '../support/sql-node';

const sql = await loadSql();
const TEXTS = { en, ja } as { en: { design: Record<string, unknown> }; ja: { design: Record<string, unknown> } };

test('the registry lists each design once, in picker order, and its default is one of them', () => {
  expect(designRegistry.ids).toEqual([
    'commit-then-send',
    'send-then-commit',
    'outbox',
    'outbox-inbox',
    'versioned',
    'versioned-unguarded',
    'hybrid',
    'scheduled',
    'scheduled-drifted',
    'accumulation',
    'accumulation-split',
  ]);
  expect(designRegistry.has(designRegistry.defaultId)).toBe(true);
  expect(() => new DesignRegistry([designRegistry.get('outbox'), designRegistry.get('outbox')], 'outbox')).toThrow(
    /share an id/,
  );
  expect(() => new DesignRegistry([designRegistry.get('outbox')], 'hybrid')).toThrow(/not registered/);
  expect(designRegistry.has('__proto__')).toBe(false);
});

describe.each(designRegistry.list)('$id', (design) => {
  test('has its name and summary in both languages', () => {
    for (const [lang, tree] of Object.entries(TEXTS)) {
      expect(tree.design[design.id], `${lang} design.${design.id}`).toBeTypeOf('string');
      expect(
        (tree.design.summary as Record<string, unknown>)[design.id],
        `${lang} design.summary.${design.id}`,
      ).toBeTypeOf('string');
    }
  });

  test('has a schema, an order service and a warehouse (unless its effect is counted in the order DB), and says what it expects', () => {
    expect(design.schema.length).toBeGreaterThan(0);
    const programs = design.programs(DEFAULT_OPTIONS);
    expect(Object.keys(programs).sort()).toEqual([...PROCESSES].sort());
    expect(programs.order.lines.length).toBeGreaterThan(0);
    // A design without a warehouse (accumulation) must say how its verdict reads the effect instead.
    expect(programs.warehouse.lines.length > 0 || design.evidence !== undefined).toBe(true);
    expect(['ok', 'lost', 'duplicated', 'phantom']).toContain(design.expected.otherwise);
  });

  test('every expectation holds when the explorer runs it', async () => {
    const result = (await explore(sql, design))!;
    expect(result.results.length).toBeGreaterThan(20);
    expect(expectationMismatches(design, result)).toEqual([]);
    expect(unknownExpectations(design, result)).toEqual([]);
  });
});
