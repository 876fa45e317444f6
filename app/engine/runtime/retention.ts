// @ui-public: the retention form holds its window to the job's limits
// Retention (seed 001, 002): an outbox that only grows is not finished. The cleanup job deletes published rows
// older than a window — their work is done and the warehouse's inbox remembers the event ids. Deleting *pending*
// rows is also possible, and it is shown for what it is: the events are gone before anyone sent them, so the
// orders they carried are lost (the verdict says so). Both run through the relay's connection: the job lives in
// the relay's service, and a crashed relay runs no cleanup.
import { BusyError } from './connection';
import { isoAt } from './clock';
import type { World } from './world';

/**
 * Seconds a published row is kept; the window is held to these limits wherever it is typed. Up to seed 002's 30
 * days (it archives outbox_events after 30 days; the lab deletes them — the inbox keeps the event ids).
 */
export const RETENTION_WINDOW = { min: 1, max: 30 * 86_400, offered: 60 } as const;

export function isRetentionWindow(value: unknown): value is number {
  return (
    Number.isInteger(value) && (value as number) >= RETENTION_WINDOW.min && (value as number) <= RETENTION_WINDOW.max
  );
}

export const CLEANUP_PUBLISHED_SQL = "DELETE FROM outbox WHERE status = 'published' AND published_at < ?";
export const PENDING_ROWS_SQL =
  "SELECT event_id, aggregate_id FROM outbox WHERE status = 'pending' ORDER BY created_at, event_id";
export const DELETE_PENDING_SQL = "DELETE FROM outbox WHERE status = 'pending'";

/** Deletes published rows older than `windowSeconds`; a writer holding the lock makes the job skip this round. */
export function cleanUpPublished(world: World, windowSeconds: number): void {
  const relay = world.procs.relay;
  try {
    const deleted = world.run(relay, CLEANUP_PUBLISHED_SQL, [isoAt(world.now - windowSeconds * 1_000)]);
    world.log('orderDb', 'cleanedPublished', { count: deleted, window: windowSeconds });
  } catch (error) {
    if (!(error instanceof BusyError)) throw error;
    world.log('orderDb', 'busy', { process: 'relay' }, 'fault');
  }
}

/** Deletes every pending row: each event is logged with its order, which the verdict names as lost. */
export function deletePending(world: World): void {
  const relay = world.procs.relay;
  const doomed = world.query(relay, PENDING_ROWS_SQL);
  try {
    world.run(relay, DELETE_PENDING_SQL);
  } catch (error) {
    if (!(error instanceof BusyError)) throw error;
    world.log('orderDb', 'busy', { process: 'relay' }, 'fault');
    return;
  }
  for (const row of doomed)
    world.log('orderDb', 'deletedPending', { event: String(row.event_id), order: String(row.aggregate_id) }, 'lost');
}
