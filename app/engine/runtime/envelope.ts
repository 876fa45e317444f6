// The event envelope from seed 000, and its payload_json written as seed 000 writes it: Python's
// json.dumps(event, ensure_ascii=False, separators=(",", ":"), allow_nan=False). Keys keep the envelope's own
// order (json.dumps does not sort them): event_id, event_type, schema_version, aggregate_type, aggregate_id,
// aggregate_version, occurred_at, data — and inside data, the order the program wrote them in. No spaces;
// non-ASCII text as is, not \u-escaped; NaN and ±Infinity refused, as allow_nan=False refuses them.
export interface EventEnvelope {
  event_id: string;
  event_type: string;
  schema_version: number;
  aggregate_type: string;
  aggregate_id: string;
  aggregate_version: number;
  occurred_at: string;
  data: Record<string, string | number>;
}

/** The envelope as the text of payload_json, byte for byte as seed 000's json.dumps call writes it. */
export function payloadJson(envelope: EventEnvelope): string {
  // JSON.stringify already writes compact, keeps insertion order and leaves non-ASCII alone; it would write
  // NaN and Infinity as null, though, where allow_nan=False raises — so refuse them here.
  return JSON.stringify(envelope, (key: string, value: unknown) => {
    if (typeof value === 'number' && !Number.isFinite(value)) {
      throw new RangeError(
        `payload_json cannot hold ${String(value)} (at "${key}"): JSON has no NaN or Infinity, ` +
          'and seed 000 serialises with allow_nan=False',
      );
    }
    return value;
  });
}

export function orderAccepted(eventId: string, orderId: string, quantity: number, occurredAt: string): EventEnvelope {
  return {
    event_id: eventId,
    event_type: 'OrderAccepted',
    schema_version: 1,
    aggregate_type: 'order',
    aggregate_id: orderId,
    aggregate_version: 1,
    occurred_at: occurredAt,
    data: { item: 'snack', order_id: orderId, quantity },
  };
}
