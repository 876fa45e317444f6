// Where a design's waiting work is read for its operator: a type of its own, so a design can name its source
// without importing the figures' reader (which needs the world, which needs the design).
/** A design's waiting work as its operator sees it: one SELECT, and the age that pages someone. */
export interface OpsSource {
  /** The design's table whose rows are the work Operations watches. */
  readonly table: string;
  /**
   * Columns pending, oldest_ms (null with nothing waiting), failed (null where nothing is parked), and the heartbeat's.
   */
  readonly sql: string;
  /** The oldest figure is late from this age on (virtual milliseconds). */
  readonly lateAfterMs: number;
  /**
   * The parked rows an operator can requeue — dead letters — oldest first: event_id, aggregate_id, attempt_count,
   * last_error. Absent for work that is never parked.
   */
  readonly deadLetters?: string;
}
