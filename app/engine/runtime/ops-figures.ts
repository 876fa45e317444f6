// What an operator watches (seed 001): how much work waits, how late the oldest of it is, how much was given
// up on, and how old the relay's last heartbeat is. Every figure is one SQL read on the order database's
// independent connection — what a dashboard sees, never the relay's own view of itself. Which table holds the
// work, and what "late" means for it, is the design's to say (Design.ops): an outbox row is late a minute after
// it was written, a scheduled event a minute after it came due, a buffered usage row once it missed its batch.
// A heartbeat is evidence, not the process: an operator calls the relay down only once the beat is stale, so a
// crash stays invisible to SQL for up to HEARTBEAT_STALE_MS. relayBehindTheBeat says where the lab (which sees
// the process) and the reading disagree, kept apart from the figures so the panel never mixes the two.
import { isoAt } from './clock';
import type { OpsSource } from './ops-source';
import type { Row } from '../types';
import type { World } from './world';

/** An operator calls the relay down once its last heartbeat is this old (it polls far more often). */
export const HEARTBEAT_STALE_MS = 30_000;

export interface OpsFigures {
  table: string;
  pending: number;
  /** Virtual milliseconds the oldest waiting item has waited (since written, or since due); null with none. */
  oldestPendingMs: number | null;
  /** Its age is past the design's limit: said in words by the panel, and outlined. */
  late: boolean;
  /** Items given up on (parked as failed); null for work that is never parked. */
  failed: number | null;
  /** The first parked rows (the source says how many), oldest first; null for work that is never parked. */
  deadLetters: Row[] | null;
  /** The relay's last heartbeat (ISO time) and its age; null before the first one. */
  lastBeat: string | null;
  beatAgeMs: number | null;
  /** No heartbeat younger than `staleAfterMs`: an operator calls the relay down (an inference, not a fact). */
  down: boolean;
  /** How long without a beat before an operator calls the relay down (HEARTBEAT_STALE_MS). */
  staleAfterMs: number;
}

/**
 * Where the relay process (which the lab sees, and an operator does not) and the heartbeat reading disagree:
 * - `unseen`: it has crashed, but its last beat is fresh; an operator sees it as down in `seenInMs`;
 * - `seen`: it has crashed, and the stale beat now shows it;
 * - `quiet`: it is running, but its last beat is older than `staleAfterMs` (it is in the middle of its loop, or a
 *   lock skipped its beats), so an operator calls a live relay down;
 * null while the two agree that it runs.
 */
export type RelayBehindTheBeat = { kind: 'unseen'; seenInMs: number } | { kind: 'seen' } | { kind: 'quiet' } | null;

/** The lab's knowledge of the relay (its process status, from the snapshot) set against the operator's reading. */
export function relayBehindTheBeat(ops: OpsFigures, relay: 'up' | 'crashed'): RelayBehindTheBeat {
  // A relay that never beat says nothing about its loop: only a beat gone quiet is worth a word.
  if (relay === 'up') return ops.down && ops.beatAgeMs !== null ? { kind: 'quiet' } : null;
  if (ops.down || ops.beatAgeMs === null) return { kind: 'seen' };
  return { kind: 'unseen', seenInMs: ops.staleAfterMs - ops.beatAgeMs };
}

// Ages are computed by SQLite from the virtual now (bound as ?1), to the millisecond; ?2 is the heartbeat's limit.
// "Down" compares the same rounded age the panel shows: julianday's float falls a hair short at exactly 30 s,
// which would show "30 s" beside a relay not yet down. With no row at all the relay never beat: down too, as
// nothing says otherwise.
export const ageOf = (column: string) => `CAST(round((julianday(?1) - julianday(${column})) * 86400000) AS INTEGER)`;
// Several relays beat on rows of their own: the reading is the stalest one's, and down once any of them is stale.
const HEARTBEAT_COLUMNS = `
  (SELECT min(beat_at) FROM relay_heartbeat) AS last_beat,
  (SELECT max(${ageOf('beat_at')}) FROM relay_heartbeat) AS beat_age_ms,
  (NOT EXISTS (SELECT 1 FROM relay_heartbeat)
    OR EXISTS (SELECT 1 FROM relay_heartbeat WHERE ${ageOf('beat_at')} >= ?2)) AS down`;

/**
 * A design's Operations read (Design.ops): its three figures as SQL expressions over its own table — items waiting,
 * the oldest one's age in milliseconds (`ageOf`, with ?1 the virtual now), items parked (NULL where nothing is) —
 * with the heartbeat's columns, which every design shares.
 */
export const opsSql = (figures: { pending: string; oldestMs: string; failed: string }) => `SELECT
  ${figures.pending} AS pending,
  ${figures.oldestMs} AS oldest_ms,
  ${figures.failed} AS failed,${HEARTBEAT_COLUMNS}`;

const orNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** The figures now, or null for a design that keeps no work for later (nothing for an operator to watch). */
export function readOps(world: World, source: OpsSource | undefined = world.design.ops): OpsFigures | null {
  if (!source) return null;
  const [row] = world.read('order', source.sql, [isoAt(world.now), HEARTBEAT_STALE_MS]);
  const oldestPendingMs = orNull(row.oldest_ms);
  return {
    table: source.table,
    pending: Number(row.pending),
    oldestPendingMs,
    late: oldestPendingMs !== null && oldestPendingMs >= source.lateAfterMs,
    failed: orNull(row.failed),
    // Read only while something is parked: the count above already says when the list would be empty.
    deadLetters: source.deadLetters
      ? Number(row.failed ?? 0) > 0
        ? world.read('order', source.deadLetters)
        : []
      : null,
    lastBeat: row.last_beat === null ? null : String(row.last_beat),
    beatAgeMs: orNull(row.beat_age_ms),
    down: Number(row.down) === 1,
    staleAfterMs: HEARTBEAT_STALE_MS,
  };
}
