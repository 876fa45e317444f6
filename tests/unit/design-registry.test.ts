// The design registry: every design has its texts in both languages and its expectations, and each
// expectation holds when the explorer runs that design.
import { describe, expect, test } from 'vitest';
import { designRegistry, DesignRegistry } from '../../app/engine/designs/registry';
import { DEFAULT_OPTIONS, MAX_INSTANCES, processIdsOf, ROLES } from '../../app/engine/types';
import { explore } from '../../app/explorer/explorer';
import { TEXTS } from '../../app/ui/i18n/texts';
import { expectationMismatches, unknownExpectations } from '../support/expectations';
import { loadSql } from '../support/sql-node';

const sql = await loadSql();

test('the registry lists each design once under a kebab-case id, and its default is one of them', () => {
  const ids = designRegistry.ids;
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
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
      expect(tree.designs[design.id]?.name, `${lang} designs.${design.id}.name`).toMatch(/\S/);
      expect(tree.designs[design.id]?.summary, `${lang} designs.${design.id}.summary`).toMatch(/\S/);
    }
  });

  test('has tables, each with its key among its columns, an order service and a warehouse (unless its effect is counted in the order DB), and says what it expects', () => {
    expect(design.tables.length).toBeGreaterThan(0);
    for (const table of design.tables) expect(table.create).toMatch(new RegExp(`\\(\\s*${table.key} \\w+ PRIMARY KEY`));
    const programs = design.programs(DEFAULT_OPTIONS);
    expect(Object.keys(programs).sort()).toEqual([...ROLES].sort());
    // As many instances of a role as the page has cards, controls and lanes for.
    for (const role of ROLES)
      expect(processIdsOf(design.processes).filter((id) => id.startsWith(role)).length).toBeLessThanOrEqual(
        MAX_INSTANCES[role],
      );
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
