// Scheduled events (seed 002): a row due a minute after the order, run by the relay as a scanner of due rows
// (served by an index on (status, scheduled_at)), deleted once it ran; the warehouse's inbox keeps the work
// idempotent when the scanner sends twice.
import { afterEach, expect, test } from 'vitest';
import { EPOCH } from '../../app/engine/runtime/clock';
import { SCHEDULE_AFTER_MS, SCHEDULED_DUE_SQL } from '../../app/engine/programs/scheduled';
import { Connection } from '../../app/engine/runtime/connection';
import { World } from '../../app/engine/runtime/world';
import { designRegistry } from '../../app/engine/designs/registry';
import { filesFor } from '../../app/engine/runtime/world-files';
import { loadSql } from '../support/sql-node';
import { LabDriver } from '../support/lab-driver';

let driver: LabDriver | undefined;
afterEach(() => driver?.dispose());

const scheduledRows = (d: LabDriver) => d.pane('order', 'scheduled_events').independent.rows!;

test('the event fires exactly at scheduled_at and not a tick before; the row is deleted once it ran', async () => {
  driver = await LabDriver.create('scheduled');
  driver.submit('snack-7', 7).step('order', 7);
  const [row] = scheduledRows(driver);
  const due = Date.parse(String(row.scheduled_at)) - EPOCH;
  expect(due - (Date.parse(String(row.created_at)) - EPOCH)).toBe(SCHEDULE_AFTER_MS);
  // A tick before: the scanner finds nothing due.
  driver.act({ type: 'wait', seconds: Math.floor((due - driver.snapshot.now) / 1000) });
  expect(driver.snapshot.now).toBeLessThan(due);
  driver.step('relay');
  expect(driver.texts('orderDb').at(-1)).toBe('scheduledNoneDue');
  // The clock's next timer is the row's scheduled_at, to the millisecond.
  expect(driver.snapshot.nextTimer).toBe(due);
  driver.advanceClock().step('relay');
  expect(driver.texts('orderDb').at(-1)).toBe('scheduledDue');
  driver.runToEnd();
  expect(scheduledRows(driver)).toEqual([]);
  expect(driver.prepared('snack-7')).toBe(7);
  expect(driver.snapshot.verdict?.outcome).toBe('ok');
});

test('a scanner that dies after the warehouse did the work sends again: the inbox makes the side effect idempotent', async () => {
  driver = await LabDriver.create('scheduled');
  driver.submit('snack-7', 7).step('order', 7).advanceClock().arm('crash', 'relay', 4).runToEnd();
  expect(driver.snapshot.timeline.filter((e) => e.text === 'inboxDuplicate')).toHaveLength(1);
  expect(driver.prepared('snack-7')).toBe(7);
  expect(driver.snapshot.verdict).toMatchObject({ outcome: 'ok', absorbed: 1 });
});

test('a failed run is rescheduled a minute later, and the rows are counted as pending until they ran', async () => {
  driver = await LabDriver.create('scheduled');
  driver.submit('snack-7', 7).step('order', 7).advanceClock().outage('erroring', 1).step('relay', 4);
  const [row] = scheduledRows(driver);
  expect(row).toMatchObject({ status: 'pending', attempt_count: 1, last_error: 'HTTP 500 from warehouse' });
  expect(Date.parse(String(row.scheduled_at)) - EPOCH).toBeGreaterThanOrEqual(driver.snapshot.now + 59_000);
  driver.runToEnd();
  expect(driver.snapshot.verdict?.outcome).toBe('ok');
});

test('the scanner’s query is served by scheduled_due, never a scan of the table', async () => {
  const sql = await loadSql();
  const files = filesFor('scheduled-plan');
  const world = new World(sql, designRegistry.get('scheduled'), files);
  const conn = new Connection(sql, 'scheduled-plan', [files.order, files.warehouse]);
  try {
    const plan = conn.queryPlan(SCHEDULED_DUE_SQL, ['2026-01-01T09:00:00.000Z']);
    expect(
      plan.some((step) =>
        /^SEARCH scheduled_events USING (COVERING )?INDEX scheduled_due \(status=\? AND scheduled_at<\?\)$/.test(step),
      ),
      plan.join(' | '),
    ).toBe(true);
    // The index's order is the query's order: no sort step.
    expect(plan.filter((step) => /TEMP B-TREE|^SCAN scheduled_events\b/.test(step))).toEqual([]);
  } finally {
    conn.close();
    world.dispose();
  }
});
