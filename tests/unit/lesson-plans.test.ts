// What lessons 12 to 14 tell a learner SQLite says — query plans for each scanner's question with and without
// its index, the seed's own indexes, and what SQLite's JSON functions make of a real payload — asked of the
// SQLite the lab runs on, on the lab's own tables. A lesson sentence that drifts from SQLite fails here.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from 'sql.js';
import { ACCUMULATION_BUFFER, OUTBOX, SCHEDULED_EVENTS } from '../../app/engine/designs/tables';
import { RELAY_POLL_SQL } from '../../app/engine/programs/relay';
import { SCHEDULED_DUE_SQL } from '../../app/engine/programs/scheduled';
import { ORDER_DB_ALIAS } from '../../app/engine/runtime/schema';
import { LabDriver } from '../support/lab-driver';
import { loadSql } from '../support/sql-node';

let db: Database;

beforeAll(async () => {
  const sql = await loadSql();
  db = new sql.Database();
  db.run(`ATTACH ':memory:' AS ${ORDER_DB_ALIAS}`);
  for (const table of [OUTBOX, SCHEDULED_EVENTS, ACCUMULATION_BUFFER]) db.run(table.create);
});

afterAll(() => db.close());

const NOW = '2026-01-01T09:01:00.050Z';

function plan(text: string, params: (string | number)[] = []): string[] {
  const statement = db.prepare(`EXPLAIN QUERY PLAN ${text}`);
  try {
    statement.bind(params);
    const steps: string[] = [];
    while (statement.step()) steps.push(String(statement.getAsObject().detail));
    return steps;
  } finally {
    statement.free();
  }
}

/** Runs `body` with `indexes` created, and drops them again: each question sees only the indexes it names. */
function withIndexes(indexes: string[], body: () => void): void {
  for (const index of indexes) db.run(index);
  try {
    body();
  } finally {
    for (const index of indexes) db.run(`DROP INDEX ${ORDER_DB_ALIAS}.${/INDEX (?:\w+\.)?(\w+)/.exec(index)![1]}`);
  }
}

test('lesson 12: the scanner’s poll searches scheduled_due without a sort; NOT INDEXED scans and sorts', () => {
  withIndexes([...SCHEDULED_EVENTS.indexes], () => {
    expect(plan(SCHEDULED_DUE_SQL, [NOW])).toEqual([
      'SEARCH scheduled_events USING INDEX scheduled_due (status=? AND scheduled_at<?)',
    ]);
    expect(
      plan(SCHEDULED_DUE_SQL.replace('FROM scheduled_events', 'FROM scheduled_events NOT INDEXED'), [NOW]),
    ).toEqual(['SCAN scheduled_events', 'USE TEMP B-TREE FOR ORDER BY']);
  });
});

test('lesson 12: the seed’s time-first index seeks only on the time and sorts the tie-break', () => {
  withIndexes([`CREATE INDEX ${ORDER_DB_ALIAS}.scheduled_time ON scheduled_events (scheduled_at, status)`], () => {
    expect(plan(SCHEDULED_DUE_SQL, [NOW])).toEqual([
      'SEARCH scheduled_events USING INDEX scheduled_time (scheduled_at<?)',
      'USE TEMP B-TREE FOR LAST TERM OF ORDER BY',
    ]);
  });
});

test('lesson 12: the relay’s poll sorts every due row with outbox_delivery, only the tie with the seed’s (status, created_at)', () => {
  withIndexes([...OUTBOX.indexes], () => {
    expect(plan(RELAY_POLL_SQL, [NOW])).toEqual([
      'SEARCH outbox USING INDEX outbox_delivery (status=? AND available_at<?)',
      'USE TEMP B-TREE FOR ORDER BY',
    ]);
  });
  withIndexes([`CREATE INDEX ${ORDER_DB_ALIAS}.outbox_events_status ON outbox (status, created_at)`], () => {
    expect(plan(RELAY_POLL_SQL, [NOW])).toEqual([
      'SEARCH outbox USING INDEX outbox_events_status (status=?)',
      'USE TEMP B-TREE FOR LAST TERM OF ORDER BY',
    ]);
  });
});

const BATCH_SELECT = 'SELECT user_id, sum(tokens) FROM accumulation_buffer WHERE created_at < ? GROUP BY user_id';

test('lesson 13: the batch finds its rows by accumulation_batch and sorts them per user; the seed’s (user_id, created_at) groups without a sort', () => {
  withIndexes([...ACCUMULATION_BUFFER.indexes], () => {
    expect(plan(BATCH_SELECT, [NOW])).toEqual([
      'SEARCH accumulation_buffer USING INDEX accumulation_batch (created_at<?)',
      'USE TEMP B-TREE FOR GROUP BY',
    ]);
  });
  withIndexes([`CREATE INDEX ${ORDER_DB_ALIAS}.accumulation_user ON accumulation_buffer (user_id, created_at)`], () => {
    expect(plan(BATCH_SELECT, [NOW])).toEqual(['SCAN accumulation_buffer USING INDEX accumulation_user']);
    expect(
      plan('SELECT sum(tokens) FROM accumulation_buffer WHERE user_id = ? AND created_at < ?', ['alice', NOW]),
    ).toEqual(['SEARCH accumulation_buffer USING INDEX accumulation_user (user_id=? AND created_at<?)']);
  });
});

test('lesson 14: SQLite’s json() gives back the payload the engine stored, byte for byte, and finds the quantity by name', async () => {
  const lab = (await LabDriver.create('outbox-inbox')).submit('snack-7', 7).runToEnd();
  const read = lab.ask(
    'independent-order',
    "SELECT payload_json = json(payload_json), json_extract(payload_json, '$.data.quantity') FROM outbox",
  );
  lab.dispose();
  expect(read?.ok && read.rows).toEqual([[1, 7]]);
  // ensure_ascii=False's counterpart: SQLite keeps text that is not ASCII as it is.
  expect(db.exec("SELECT json_object('item', 'お菓子')")[0].values[0][0]).toBe('{"item":"お菓子"}');
});
