// EXPLAIN QUERY PLAN in the SQL console, on the lab's real schema: the relay's poll as it runs it searches the
// outbox_delivery index, and the same poll with `NOT INDEXED` (SQLite's way to set the index aside) scans the
// table. The console's examples are the programs' own polls, so the plan shown is the plan of what runs.
import { afterEach, expect, test } from 'vitest';
import {
  CONSOLE_EXAMPLES,
  CONSOLE_TARGETS,
  isQueryPlan,
  type ConsoleResult,
} from '../../app/engine/console/console-query';
import { BATCH_DUE_SQL } from '../../app/engine/programs/accumulation';
import { RELAY_POLL_SQL } from '../../app/engine/programs/relay';
import { SCHEDULED_DUE_SQL } from '../../app/engine/programs/scheduled';
import { LabDriver } from '../support/lab-driver';

let driver: LabDriver | undefined;
afterEach(() => driver?.dispose());

const details = (result: ConsoleResult | null) => (result?.ok ? result.rows.map((row) => String(row[3])) : result);
const example = (id: string) => CONSOLE_EXAMPLES.find((e) => e.id === id)!.text;

test('the relay’s poll: with its index SQLite searches outbox_delivery; NOT INDEXED, it scans the table', async () => {
  driver = (await LabDriver.create('outbox')).submit('snack-7', 7).runToEnd();
  const indexed = driver.ask('independent-order', `EXPLAIN QUERY PLAN ${RELAY_POLL_SQL}`);
  const unindexed = driver.ask(
    'independent-order',
    `EXPLAIN QUERY PLAN ${RELAY_POLL_SQL.replace('FROM outbox', 'FROM outbox NOT INDEXED')}`,
  );
  expect(indexed?.ok && isQueryPlan(indexed.columns)).toBe(true);
  expect(details(indexed)).toEqual([
    'SEARCH outbox USING INDEX outbox_delivery (status=? AND available_at<?)',
    'USE TEMP B-TREE FOR ORDER BY',
  ]);
  expect(details(unindexed)).toEqual(['SCAN outbox', 'USE TEMP B-TREE FOR ORDER BY']);
  // The console's examples are these very statements, and give these very plans.
  expect(details(driver.ask('independent-order', example('relay')))).toEqual(details(indexed));
  expect(details(driver.ask('independent-order', example('relay-unindexed')))).toEqual(details(unindexed));
});

test('EXPLAIN QUERY PLAN is read-only and answers on every connection of the order DB, inside an open transaction too', async () => {
  driver = (await LabDriver.create('outbox')).submit('snack-7', 7).stepTo('order', 6);
  for (const target of CONSOLE_TARGETS.filter((t) => !t.endsWith('warehouse')))
    expect(details(driver.ask(target, example('relay-unindexed'))), target).toEqual([
      'SCAN outbox',
      'USE TEMP B-TREE FOR ORDER BY',
    ]);
  // The warehouse's file has no outbox: SQLite says so.
  expect(driver.ask('warehouse', example('relay'))).toEqual({ ok: false, message: 'no such table: outbox' });
});

test('the scheduled scanner’s and the accumulator’s polls: their indexes, and the scan without them', async () => {
  driver = await LabDriver.create('scheduled');
  expect(example('scheduled')).toBe(`EXPLAIN QUERY PLAN ${SCHEDULED_DUE_SQL.replace(/\s+/g, ' ')}`);
  expect(details(driver.ask('independent-order', example('scheduled')))).toEqual([
    'SEARCH scheduled_events USING INDEX scheduled_due (status=? AND scheduled_at<?)',
  ]);
  expect(details(driver.ask('independent-order', example('scheduled-unindexed')))).toEqual([
    'SCAN scheduled_events',
    'USE TEMP B-TREE FOR ORDER BY',
  ]);
  driver.dispose();
  driver = await LabDriver.create('accumulation');
  expect(example('accumulation')).toBe(`EXPLAIN QUERY PLAN ${BATCH_DUE_SQL}`);
  expect(details(driver.ask('independent-order', example('accumulation')))).toEqual([
    'SEARCH accumulation_buffer USING COVERING INDEX accumulation_batch (created_at<?)',
  ]);
  expect(details(driver.ask('independent-order', example('accumulation-unindexed')))).toEqual([
    'SCAN accumulation_buffer',
  ]);
});
