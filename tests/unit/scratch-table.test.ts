// A design with a table of its own, added by a test alone: Outbox + inbox whose order service also writes an audit
// row in the order's transaction. Its table (key, pane order), its texts and its one new line are all in the design
// value; nothing in the engine, the machine or the page names the table. The panes, the uncommitted marks, the
// ghosts of a crash, the verdict's rollback cause, Check queries, the explorer and the texts pick it up.
import { expect, test } from 'vitest';
import { checkQueries, designStatements } from '../../app/engine/console/query-check';
import type { Design } from '../../app/engine/designs/design';
import { designRegistry } from '../../app/engine/designs/registry';
import { table } from '../../app/engine/designs/table';
import { insertForOrder } from '../../app/engine/programs/shared-lines';
import { World } from '../../app/engine/runtime/world';
import { DEFAULT_OPTIONS } from '../../app/engine/types';
import { explore } from '../../app/explorer/explorer';
import { textsFor } from '../../app/ui/i18n/texts';
import { expectationMismatches, unknownExpectations } from '../support/expectations';
import { filesFor } from '../../app/engine/runtime/world-files';
import { LabDriver } from '../support/lab-driver';
import { loadSql } from '../support/sql-node';

const ORDER_AUDIT = table(
  'order',
  'order_audit',
  `  audit_id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  recorded_at TEXT NOT NULL`,
);
const INSERT_AUDIT_SQL = 'INSERT INTO order_audit (audit_id, order_id, quantity, recorded_at) VALUES (?, ?, ?, ?)';

const insertAudit = insertForOrder({
  table: ORDER_AUDIT.name,
  code: "INSERT INTO order_audit (audit_id, order_id, quantity, recorded_at) VALUES (:order_id || '.audit', …)",
  sql: INSERT_AUDIT_SQL,
  row: (orderId, quantity, now) => [`${orderId}.audit`, orderId, quantity, now],
});

const outboxInbox = designRegistry.get('outbox-inbox');
const audited: Design = {
  ...outboxInbox,
  id: 'audited',
  texts: {
    en: {
      name: 'Outbox + audit',
      summary: 'As Outbox + inbox, and each order writes an audit row in its transaction.',
    },
    ja: {
      name: 'アウトボックス+監査',
      summary: 'アウトボックス+インボックスに加え、注文ごとに監査行を同じトランザクションで書きます。',
    },
  },
  // The audit pane after the outbox: the design's order is the panes' order.
  tables: [...outboxInbox.tables.slice(0, 2), ORDER_AUDIT, ...outboxInbox.tables.slice(2)],
  programs: (options) => {
    const programs = outboxInbox.programs(options);
    const lines = [...programs.order.lines];
    // Order service: 1 await, 2 BEGIN, 3 check, 4 INSERT orders, 5 INSERT outbox, 6 INSERT order_audit, 7 COMMIT, …
    lines.splice(5, 0, insertAudit);
    return { ...programs, order: { ...programs.order, lines, errorLine: programs.order.errorLine! + 1 } };
  },
};
const designs = designRegistry.with(audited);
const sql = await loadSql();

test('its table is a pane in the design’s order; an uncommitted audit row is marked, and a crash takes it away', async () => {
  const lab = await LabDriver.create(audited.id, [], { designs });
  lab.submit('snack-7', 7).stepTo('order', 7);
  expect(lab.snapshot.tables.order.map((p) => p.table)).toEqual(['orders', 'outbox', 'order_audit']);
  const pane = lab.pane('order', 'order_audit');
  expect(pane.key).toBe('audit_id');
  expect(pane.owner.rows!.map((r) => r.audit_id)).toEqual(['snack-7.audit']);
  expect(pane.marks).toEqual(['uncommitted-insert']);
  expect(pane.independent.rows).toEqual([]);
  const written = lab.snapshot.timeline.filter((e) => e.text === 'insertedRowUncommitted');
  expect(written.map((e) => ({ ...e.params, wrote: e.wrote }))).toEqual([
    { table: 'order_audit', key: 'snack-7.audit', order: 'snack-7', wrote: 'order_audit' },
  ]);

  lab.crash('order');
  expect(lab.snapshot.vanished.map((v) => `${v.table}:${v.key}`)).toContain('order_audit:snack-7.audit');
  lab.runToEnd();
  const said = lab.snapshot.verdict!.causes.flatMap((c) => c.links.map((l) => l.params.tables)).filter(Boolean);
  expect(said).toEqual(['orders, outbox, order_audit']);
  lab.dispose();
});

test('run to the end, the independent connection reads the audit row beside the order', async () => {
  const lab = await LabDriver.create(audited.id, [], { designs });
  lab.submit('snack-7', 7).runToEnd();
  expect(lab.pane('order', 'order_audit').independent.rows).toMatchObject([{ order_id: 'snack-7', quantity: 7 }]);
  expect(lab.outcome).toBe('ok');
  lab.dispose();
});

test('Check queries prepares its insert and its pane’s reads against its schema, and refuses none', () => {
  const statements = designStatements(audited, DEFAULT_OPTIONS).map((s) => s.sql);
  expect(statements).toContain(INSERT_AUDIT_SQL);
  expect(statements).toContain('SELECT * FROM "order_audit" ORDER BY rowid DESC LIMIT ?');
  const world = new World(sql, audited, filesFor('scratch-table'));
  expect(checkQueries(world).refused).toEqual([]);
  world.dispose();
});

test('the explorer runs it, and its expectations (those of Outbox + inbox) hold', async () => {
  const result = (await explore(sql, audited))!;
  expect(expectationMismatches(audited, result)).toEqual([]);
  expect(unknownExpectations(audited, result)).toEqual([]);
});

test('its name and summary reach the page’s texts in both languages', () => {
  const texts = textsFor(designs);
  expect(texts.en.designs.audited).toEqual(audited.texts.en);
  expect(texts.ja.designs.audited).toEqual(audited.texts.ja);
});
