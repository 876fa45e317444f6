// The event envelope from seed 000, serialised canonically (keys sorted at every level) so the same event
// always has the same bytes — what lets a consumer or a test compare payloads.
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

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
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
