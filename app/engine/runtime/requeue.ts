// Requeue (seed 000's parked rows, field practice's dead letters): once whatever refused an event is fixed, an
// operator puts a parked row back in the queue — pending again, its attempts counted from zero, due now — and
// the relay sends it on its next poll. The UPDATE changes only a row that is still parked. Like the retention
// job it runs through the relay's connection: the operator's tools live in the relay's service.
import { BusyError } from './connection';
import { isoAt } from './clock';
import type { Row } from '../types';
import type { World } from './world';

export const REQUEUE_SQL = `UPDATE outbox SET status = 'pending', attempt_count = 0, available_at = ?
  WHERE event_id = ? AND status = 'failed'`;
export const PARKED_ROW_SQL = "SELECT event_id, aggregate_id FROM outbox WHERE event_id = ? AND status = 'failed'";
export const OLDEST_PARKED_SQL =
  "SELECT event_id, aggregate_id FROM outbox WHERE status = 'failed' ORDER BY created_at, event_id LIMIT 1";

/** The parked row `event` names (or the oldest parked row), as the order DB's independent connection reads it. */
export function parkedRow(world: World, event?: string): Row | undefined {
  return event === undefined
    ? world.read('order', OLDEST_PARKED_SQL)[0]
    : world.read('order', PARKED_ROW_SQL, [event])[0];
}

/** Puts the parked row back in the queue; a writer holding the lock makes the operator's UPDATE busy, and it waits. */
export function requeue(world: World, event?: string): void {
  const row = parkedRow(world, event);
  if (!row) return;
  const relay = world.procs.relay;
  try {
    world.run(relay, REQUEUE_SQL, [isoAt(world.now), String(row.event_id)]);
  } catch (error) {
    if (!(error instanceof BusyError)) throw error;
    world.log('orderDb', 'busy', { process: 'relay' }, 'fault');
    return;
  }
  world.log('orderDb', 'requeued', { event: String(row.event_id), order: String(row.aggregate_id) });
}
