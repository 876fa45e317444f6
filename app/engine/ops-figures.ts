// What an operator watches (seed 001): how many outbox rows wait, how old the oldest of them is, how many were
// given up on, and whether the relay is alive by its heartbeat. Every figure is one SQL read on the order
// database's independent connection — what a dashboard sees, never the relay's own view of itself.
import { isoAt } from './clock';
import { hasOutbox } from './outage';
import { HEARTBEAT_STALE_MS } from './programs/heartbeat';
import type { World } from './world';

export interface OpsFigures {
  pending: number;
  /** Virtual milliseconds since the oldest pending row was written; null with none pending. */
  oldestPendingMs: number | null;
  failed: number;
  /** The relay's last heartbeat (ISO time) and its age; null before the first one. */
  lastBeat: string | null;
  beatAgeMs: number | null;
  /** The heartbeat is younger than HEARTBEAT_STALE_MS. */
  alive: boolean;
}

// Ages are computed by SQLite from the virtual now (bound as ?1), to the millisecond.
export const OPS_SQL = `SELECT
  (SELECT count(*) FROM outbox WHERE status = 'pending') AS pending,
  (SELECT CAST(round((julianday(?1) - julianday(min(created_at))) * 86400000) AS INTEGER) FROM outbox WHERE status = 'pending') AS oldest_pending_ms,
  (SELECT count(*) FROM outbox WHERE status = 'failed') AS failed,
  (SELECT beat_at FROM relay_heartbeat WHERE relay_id = 'relay') AS last_beat,
  (SELECT CAST(round((julianday(?1) - julianday(beat_at)) * 86400000) AS INTEGER) FROM relay_heartbeat WHERE relay_id = 'relay') AS beat_age_ms,
  (SELECT count(*) FROM relay_heartbeat WHERE relay_id = 'relay' AND (julianday(?1) - julianday(beat_at)) * 86400000 < ?2) AS alive`;

const orNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** The figures now, or null for a design with no outbox and no relay to watch. */
export function readOps(world: World): OpsFigures | null {
  if (!hasOutbox(world) || !world.files.tables('order').some(([name]) => name === 'relay_heartbeat')) return null;
  const [row] = world.read('order', OPS_SQL, [isoAt(world.now), HEARTBEAT_STALE_MS]);
  return {
    pending: Number(row.pending),
    oldestPendingMs: orNull(row.oldest_pending_ms),
    failed: Number(row.failed),
    lastBeat: row.last_beat === null ? null : String(row.last_beat),
    beatAgeMs: orNull(row.beat_age_ms),
    alive: Number(row.alive) === 1,
  };
}
