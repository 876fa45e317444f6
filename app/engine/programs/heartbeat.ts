// The relay's heartbeat (生存確認): a row in the order database it rewrites each time its loop goes round —
// at start, at every poll, and while it idles as time passes. An operator reads its age on an independent
// connection; a crashed relay stops beating, which is how anyone else can tell.
import { isoAt } from '../runtime/clock';
import { BusyError } from '../runtime/connection';
import type { ProcessState } from '../runtime/process-state';
import type { IdleLoop, LineApi } from './program';

/** Each relay beats on its own row, named by its process id (`relay`, `relay2`). */
export const HEARTBEAT_SQL = `INSERT INTO relay_heartbeat (relay_id, beat_at) VALUES (?, ?)
  ON CONFLICT (relay_id) DO UPDATE SET beat_at = excluded.beat_at`;

/**
 * Writes the beat through the relay's own connection. While another connection holds the write lock the beat
 * is skipped, as a relay with a short busy timeout skips one: a late beat is harmless, a stuck relay is not.
 */
export function beat(p: ProcessState, api: Pick<LineApi, 'run' | 'now'>): boolean {
  try {
    api.run(p, HEARTBEAT_SQL, [p.id, isoAt(api.now)]);
    return true;
  } catch (error) {
    if (error instanceof BusyError) return false;
    throw error;
  }
}

/** A relay's loop while nothing is due: it beats, so an operator can tell it is alive. */
export const BEAT_WHILE_IDLE: IdleLoop = { sql: [HEARTBEAT_SQL], run: (p, api) => void beat(p, api) };
