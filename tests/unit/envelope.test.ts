// payload_json as seed 000 writes it: json.dumps(event, ensure_ascii=False, separators=(",", ":"),
// allow_nan=False). Keys in the envelope's own order (json.dumps does not sort them), no spaces, non-ASCII as
// is, NaN and Infinity refused. The expected strings below are what Python 3's json.dumps prints for them.
import { afterEach, expect, test } from 'vitest';
import { type EventEnvelope, orderAccepted, payloadJson } from '../../app/engine/runtime/envelope';
import { LabDriver } from '../support/lab-driver';

let driver: LabDriver | undefined;
afterEach(() => driver?.dispose());

/** The envelope's keys in seed 000's order (its example event and update_asset's `event` dict). */
const SEED_KEYS = [
  'event_id',
  'event_type',
  'schema_version',
  'aggregate_type',
  'aggregate_id',
  'aggregate_version',
  'occurred_at',
  'data',
];

/** Seed 000's example event, keys in the seed's order. */
const seedEvent = (data: Record<string, string | number>): EventEnvelope => ({
  event_id: 'evt-01K6W3P8Y7',
  event_type: 'asset.updated',
  schema_version: 1,
  aggregate_type: 'asset',
  aggregate_id: 'asset-042',
  aggregate_version: 8,
  occurred_at: '2026-10-07T01:20:00Z',
  data,
});

/** The keys of a JSON object text in the order they are written (JSON.parse keeps it for non-index keys). */
const keysOf = (text: string) => Object.keys(JSON.parse(text) as object);

test("seed 000's example event comes out byte for byte as Python's json.dumps writes it: unsorted, no spaces", () => {
  const text = payloadJson(seedEvent({ name: 'Hydraulic unit B', material: 'S45C' }));
  expect(text).toBe(
    '{"event_id":"evt-01K6W3P8Y7","event_type":"asset.updated","schema_version":1,"aggregate_type":"asset","aggregate_id":"asset-042","aggregate_version":8,"occurred_at":"2026-10-07T01:20:00Z","data":{"name":"Hydraulic unit B","material":"S45C"}}',
  );
  // data keeps its own order too (name before material: sorted, material would come first).
  expect(Object.keys((JSON.parse(text) as EventEnvelope).data)).toEqual(['name', 'material']);
});

test("the order service's envelope is written in the seed's key order, with no whitespace outside strings", () => {
  const text = payloadJson(orderAccepted('evt-0001', 'snack-7', 7, '2026-01-01T09:00:00.050Z'));
  expect(keysOf(text)).toEqual(SEED_KEYS);
  expect(text).toBe(
    '{"event_id":"evt-0001","event_type":"OrderAccepted","schema_version":1,"aggregate_type":"order","aggregate_id":"snack-7","aggregate_version":1,"occurred_at":"2026-01-01T09:00:00.050Z","data":{"item":"snack","order_id":"snack-7","quantity":7}}',
  );
  expect(text).not.toMatch(/[ \n\t]/);
});

test('non-ASCII text is written as is, not \\u-escaped (ensure_ascii=False)', () => {
  const text = payloadJson(seedEvent({ name: '油圧ユニットB', material: 'S45C' }));
  expect(text).toContain('"name":"油圧ユニットB"');
  expect(text).not.toContain('\\u');
  expect(text).toBe(
    '{"event_id":"evt-01K6W3P8Y7","event_type":"asset.updated","schema_version":1,"aggregate_type":"asset","aggregate_id":"asset-042","aggregate_version":8,"occurred_at":"2026-10-07T01:20:00Z","data":{"name":"油圧ユニットB","material":"S45C"}}',
  );
});

test('NaN and ±Infinity are refused with an error (allow_nan=False), not written as null', () => {
  for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
    expect(() => payloadJson(seedEvent({ name: 'x', quantity: bad }))).toThrow(RangeError);
    expect(() => payloadJson(seedEvent({ name: 'x', quantity: bad }))).toThrow(/allow_nan=False/);
    expect(() => payloadJson({ ...seedEvent({}), aggregate_version: bad })).toThrow(/aggregate_version/);
  }
});

test('the rows the programs write hold payload_json in the seed key order: outbox, amendment and scheduled event', async () => {
  driver = await LabDriver.create('versioned');
  driver.submit('snack-7', 7).runToEnd();
  driver.act({ type: 'amend', orderId: 'snack-7', quantity: 5, version: 1 }).runToEnd();
  const outbox = driver.pane('order', 'outbox').independent.rows!;
  expect(outbox).toHaveLength(2);
  for (const row of outbox) {
    const text = String(row.payload_json);
    expect(keysOf(text)).toEqual(SEED_KEYS);
    expect(text).toBe(JSON.stringify(JSON.parse(text)));
  }
  expect(Object.keys((JSON.parse(String(outbox[1].payload_json)) as EventEnvelope).data)).toEqual([
    'item',
    'order_id',
    'quantity',
    'new_quantity',
  ]);
  driver.dispose();

  driver = await LabDriver.create('scheduled');
  driver.submit('snack-7', 7).step('order', 7);
  const [scheduled] = driver.pane('order', 'scheduled_events').independent.rows!;
  expect(keysOf(String(scheduled.payload_json))).toEqual(SEED_KEYS);
  expect((JSON.parse(String(scheduled.payload_json)) as EventEnvelope).event_type).toBe('OrderDue');
});
