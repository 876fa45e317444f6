// Schema drift caught early, as `sqlx prepare` does at build time: every SQL text the lab runs — each design's
// programs down every error path the fault explorer reaches, and the panes' reads — compiles against the schema
// (but the one the scheduled-drifted design gets wrong on purpose);
// a misspelt column is caught with SQLite's message; and the relay's poll is served by its index, not a scan.
import { expect, test } from 'vitest';
import { Connection } from '../../app/engine/runtime/connection';
import { designRegistry } from '../../app/engine/designs/registry';
import { tableUnion } from '../../app/engine/designs/table';
import { executedSql, forgetExecutedSql } from '../../app/engine/runtime/diagnostics';
import { ACCUMULATION_OPS_SQL } from '../../app/engine/designs/accumulation-parts';
import { OUTBOX_OPS_SQL } from '../../app/engine/designs/outbox-work';
import { SCHEDULED_OPS_SQL } from '../../app/engine/designs/scheduled';
import { OLDEST_PENDING_SQL } from '../../app/engine/runtime/outage';
import { HEARTBEAT_SQL } from '../../app/engine/programs/heartbeat';
import { CLEANUP_PUBLISHED_SQL, DELETE_PENDING_SQL, PENDING_ROWS_SQL } from '../../app/engine/runtime/retention';
import {
  AGGREGATE_HELD_SQL,
  RELAY_AGGREGATE_POLL_SQL,
  RELAY_POLL_SQL,
  RELAY_STRICT_POLL_SQL,
} from '../../app/engine/programs/relay';
import { DRIFTED_DUE_SQL } from '../../app/engine/programs/scheduled';
import { filesFor } from '../../app/engine/runtime/world-files';
import { World } from '../../app/engine/runtime/world';
import { explore } from '../../app/explorer/explorer';
import { LabDriver } from '../support/lab-driver';
import { loadSql } from '../support/sql-node';
import { DEFAULT_OPTIONS } from '../../app/engine/types';

/** Every design's tables at once (each design uses some of them), in fresh files, both attached to one connection. */
async function allSchemas() {
  const sql = await loadSql();
  const files = filesFor('sql-check');
  const union = tableUnion(designRegistry.list.flatMap((d) => d.tables));
  const world = new World(sql, { ...designRegistry.get('outbox-inbox'), tables: union }, files);
  const conn = new Connection(sql, 'sql-check', [files.order, files.warehouse]);
  return { conn, dispose: () => (conn.close(), world.dispose()) };
}

/** The schema itself and connection housekeeping are not queries to check. */
const isQuery = (text: string) => !/^\s*(CREATE|DROP|ATTACH|DETACH|PRAGMA|BEGIN|COMMIT|ROLLBACK)\b/i.test(text);

test('every statement the programs and panes run compiles against the schema', async () => {
  forgetExecutedSql();
  for (const design of designRegistry.list) {
    // Every single fault at every line: each program's error paths run too.
    const result = await explore(await loadSql(), design);
    expect(result?.results.length, design.id).toBeGreaterThan(20);
    // The panes' reads: snapshots along a run to rest.
    (await LabDriver.create(design.id)).submit('snack-7', 7).runToEnd().dispose();
  }
  // The relay in strict order, the operator's figures and a poisoned event run too.
  (await LabDriver.create('outbox', [], { options: { ...DEFAULT_OPTIONS, order: 'strict' as const } }))
    .submit('snack-7', 7)
    .step('order', 7)
    .outage('rejecting', 1)
    .runToEnd()
    .act({ type: 'cleanup', target: 'published', window: 60 })
    .act({ type: 'cleanup', target: 'pending' })
    .dispose();
  // Per-aggregate order: an amendment held behind its order's first event, which the warehouse rejects.
  const perAggregate = await LabDriver.create('versioned', [], { options: { ...DEFAULT_OPTIONS, order: 'aggregate' } });
  perAggregate.submit('snack-7', 7).settle('order');
  perAggregate.act({ type: 'amend', orderId: 'snack-7', quantity: 5, version: 1 }).settle('order');
  // Stepped by hand: the scheduler never runs a poll that finds nothing, so only a learner's Step asks why.
  perAggregate.outage('rejecting', 1).step('relay', 5).runToEnd().dispose();
  const statements = executedSql().filter(isQuery);
  for (const text of [
    RELAY_STRICT_POLL_SQL,
    RELAY_AGGREGATE_POLL_SQL,
    AGGREGATE_HELD_SQL,
    OUTBOX_OPS_SQL,
    SCHEDULED_OPS_SQL,
    ACCUMULATION_OPS_SQL,
    OLDEST_PENDING_SQL,
    HEARTBEAT_SQL,
    CLEANUP_PUBLISHED_SQL,
    PENDING_ROWS_SQL,
    DELETE_PENDING_SQL,
  ])
    expect(statements).toContain(text);
  expect(statements.length).toBeGreaterThan(20);
  // The relay's poll, its failure bookkeeping and the warehouse's writes are among them.
  expect(statements).toContain(RELAY_POLL_SQL);
  expect(statements.some((s) => /UPDATE outbox SET attempt_count = attempt_count \+ 1, last_error/.test(s))).toBe(true);
  expect(statements.some((s) => /INSERT INTO inbox/.test(s))).toBe(true);
  const { conn, dispose } = await allSchemas();
  try {
    // Exactly one statement is refused, and on purpose: the scheduled-drifted design's poll, written for a column
    // its table does not have (seed 002's schema drift). Its scanner ran it, so it is among what was executed.
    expect(
      statements.map((s) => [s.replace(/\s+/g, ' '), conn.problemIn(s)]).filter(([, problem]) => problem !== null),
    ).toEqual([[DRIFTED_DUE_SQL.replace(/\s+/g, ' '), 'no such column: scheduled_for']]);
  } finally {
    dispose();
  }
});

test('a misspelt column or table is caught before anything runs, in SQLite’s words', async () => {
  const { conn, dispose } = await allSchemas();
  try {
    expect(
      conn.problemIn("UPDATE outbox SET attempt_cuont = attempt_count + 1 WHERE event_id = ? AND status = 'pending'"),
    ).toBe('no such column: attempt_cuont');
    expect(conn.problemIn('SELECT * FROM outbx')).toBe('no such table: outbx');
    expect(conn.problemIn(RELAY_POLL_SQL)).toBeNull();
  } finally {
    dispose();
  }
});

test('the relay’s poll is served by outbox_delivery: it searches the index for due pending rows, never scans the table', async () => {
  const { conn, dispose } = await allSchemas();
  try {
    const plan = conn.queryPlan(RELAY_POLL_SQL, ['2026-01-01T09:00:00.000Z']);
    expect(
      plan.some((step) =>
        /^SEARCH outbox USING (COVERING )?INDEX outbox_delivery \(status=\? AND available_at<\?\)$/.test(step),
      ),
      plan.join(' | '),
    ).toBe(true);
    expect(plan.filter((step) => /^SCAN outbox\b/.test(step))).toEqual([]);
    // The seed's index (status, available_at, created_at…) answers the range on available_at, so the due rows
    // come out in available_at order and are sorted for ORDER BY created_at, event_id: only the due ones, and
    // this is the plan to watch if the index or the query ever changes.
    expect(plan.filter((step) => /TEMP B-TREE/.test(step))).toEqual(['USE TEMP B-TREE FOR ORDER BY']);
  } finally {
    dispose();
  }
});

test('the strict poll and the oldest-pending reads use outbox_delivery for status = pending, never a bare scan', async () => {
  const { conn, dispose } = await allSchemas();
  try {
    for (const sql of [RELAY_STRICT_POLL_SQL, OLDEST_PENDING_SQL]) {
      const plan = conn.queryPlan(sql, sql === RELAY_STRICT_POLL_SQL ? ['2026-01-01T09:00:00.000Z'] : []);
      expect(
        plan.some((step) => /^SEARCH outbox USING (COVERING )?INDEX outbox_delivery \(status=\?\)$/.test(step)),
        plan.join(' | '),
      ).toBe(true);
      expect(plan.filter((step) => /^SCAN outbox\b/.test(step))).toEqual([]);
    }
  } finally {
    dispose();
  }
});

test('the per-aggregate poll finds due rows by outbox_delivery and an aggregate’s earlier versions by its UNIQUE index', async () => {
  const { conn, dispose } = await allSchemas();
  try {
    for (const sql of [RELAY_AGGREGATE_POLL_SQL, AGGREGATE_HELD_SQL]) {
      const plan = conn.queryPlan(
        sql,
        sql === AGGREGATE_HELD_SQL
          ? ['2026-01-01T09:00:00.000Z', '2026-01-01T09:00:00.000Z']
          : ['2026-01-01T09:00:00.000Z'],
      );
      expect(
        plan.some((step) =>
          /^SEARCH o USING (COVERING )?INDEX outbox_delivery \(status=\? AND available_at<\?\)$/.test(step),
        ),
        plan.join(' | '),
      ).toBe(true);
      expect(
        plan.some((step) =>
          /^SEARCH [eh] USING (COVERING )?INDEX sqlite_autoindex_outbox_2 \(aggregate_type=\? AND aggregate_id=\? AND aggregate_version<\?\)$/.test(
            step,
          ),
        ),
        plan.join(' | '),
      ).toBe(true);
      expect(plan.filter((step) => /^SCAN\b/.test(step))).toEqual([]);
    }
  } finally {
    dispose();
  }
});
