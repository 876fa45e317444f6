// "Check queries" (seed 002's `cargo sqlx prepare`, in the page): every statement a design runs — each program
// line's declared SQL, and the reads of the panes, Operations and the verdict — prepared against the lab's real
// schema and never run. Every design compiles but the drifted one, whose single refused statement is named with
// the line that runs it and SQLite's words (the declared lists are complete: query-completeness.test.ts); the check
// changes nothing. Run anyway, the drifted scanner fails at that line, in the timeline, and comes to rest.
import { afterEach, expect, test } from 'vitest';
import { designRegistry } from '../../app/engine/designs/registry';
import { DRIFTED_DUE_SQL, SCHEDULED_DUE_SQL } from '../../app/engine/programs/scheduled';
import { checkQueries, designStatements } from '../../app/engine/console/query-check';
import { DEFAULT_OPTIONS, type DeliveryOrder } from '../../app/engine/types';
import { executedSql } from '../../app/engine/runtime/diagnostics';
import { createConsoleSession } from '../../app/machine/console-session';
import { LabDriver } from '../support/lab-driver';
import { loadSql } from '../support/sql-node';

const sql = await loadSql();
const ORDERS: readonly DeliveryOrder[] = ['due', 'strict', 'aggregate'];

let driver: LabDriver | undefined;
afterEach(() => driver?.dispose());

/** "Check queries" as the page asks it: the console's worker session, at a state given by a log. */
const check = (
  design: string,
  log = [] as Parameters<ReturnType<typeof createConsoleSession>>[0]['actions'],
  options = DEFAULT_OPTIONS,
) => createConsoleSession(sql)({ kind: 'check', design, options, actions: log }, () => {});

test('every design but the drifted one: all its statements compile against its schema, under every delivery order', () => {
  for (const design of designRegistry.list.filter((d) => d.id !== 'scheduled-drifted'))
    for (const order of ORDERS) {
      const result = check(design.id, [], { ...DEFAULT_OPTIONS, order });
      expect(result, `${design.id} ${order}`).toMatchObject({ refused: [] });
      expect((result as { total: number }).total, design.id).toBe(
        designStatements(design, { ...DEFAULT_OPTIONS, order }).length,
      );
    }
});

test('a design’s statements: its lines’ SQL in process and line order, then the reads of the panes, Operations and the verdict', () => {
  const statements = designStatements(designRegistry.get('scheduled'), DEFAULT_OPTIONS);
  const poll = statements.find((s) => s.sql === SCHEDULED_DUE_SQL);
  expect(poll?.sources).toEqual([{ kind: 'line', process: 'relay', line: 1 }]);
  expect(statements.some((s) => s.sources.some((source) => source.kind === 'read' && source.read === 'ops'))).toBe(
    true,
  );
  expect(statements.some((s) => s.sources.some((source) => source.kind === 'read' && source.read === 'panes'))).toBe(
    true,
  );
  // The outbox designs' operator tools (cleanup, the poison outage) are checked where the design has an outbox.
  expect(
    statements.some((s) => s.sources.some((source) => source.kind === 'action' && source.action === 'cleanup')),
  ).toBe(false);
  expect(
    designStatements(designRegistry.get('outbox'), DEFAULT_OPTIONS).some((s) =>
      s.sources.some((x) => x.kind === 'action' && x.action === 'cleanup'),
    ),
  ).toBe(true);
  expect(new Set(statements.map((s) => s.sql)).size).toBe(statements.length);
});

test('scheduled-drifted: exactly one statement refused — the scanner’s poll, relay line 1, in SQLite’s words — before anything runs', () => {
  const result = check('scheduled-drifted');
  const total = designStatements(designRegistry.get('scheduled-drifted'), DEFAULT_OPTIONS).length;
  expect(result).toEqual({
    total,
    refused: [
      {
        sql: DRIFTED_DUE_SQL,
        sources: [{ kind: 'line', process: 'relay', line: 1 }],
        problem: 'no such column: scheduled_for',
      },
    ],
  });
  // Everything else is the scheduled design's, statement for statement.
  expect(total).toBe(designStatements(designRegistry.get('scheduled'), DEFAULT_OPTIONS).length);
});

test('the check runs nothing and logs nothing: no statement executed, the lab’s log, timeline and panes as they were', async () => {
  driver = (await LabDriver.create('scheduled-drifted')).submit('snack-7', 7).stepTo('order', 6);
  const before = JSON.stringify(driver.snapshot);
  const ran = executedSql().length;
  const result = driver.lab.inspect('scheduled-drifted', driver.actions, DEFAULT_OPTIONS, (world) => {
    const timeline = world.timeline.length;
    const report = checkQueries(world);
    expect(world.timeline.length).toBe(timeline);
    return report;
  });
  expect(result?.refused.map((r) => r.problem)).toEqual(['no such column: scheduled_for']);
  // Nothing new was executed (preparing is not running; executedSql records every statement run).
  expect(executedSql().length).toBe(ran);
  expect(JSON.stringify(driver.snapshot)).toBe(before);
});

test('run anyway: the scanner fails at line 1 with SQLite’s message once the row is due, the run rests, and the order is lost', async () => {
  driver = (await LabDriver.create('scheduled-drifted')).submit('snack-7', 7).runToEnd();
  const failures = driver.snapshot.timeline.filter((e) => e.text === 'lineThrew');
  expect(failures.map((e) => [e.lane, e.params])).toEqual([
    ['relay', { line: 1, error: 'no such column: scheduled_for' }],
  ]);
  expect(driver.snapshot.quiescent).toBe(true);
  expect(driver.snapshot.verdict?.outcome).toBe('lost');
  // The row is still there, pending and late, for an operator to see.
  expect(driver.snapshot.ops).toMatchObject({ table: 'scheduled_events', pending: 1 });
  // A second order comes due later: the scanner tries again once, and fails again.
  driver.submit('b-2', 2).runToEnd();
  expect(driver.snapshot.timeline.filter((e) => e.text === 'lineThrew')).toHaveLength(2);
  expect(driver.snapshot.verdict?.outcome).toBe('lost');
});
