// The warehouse outage as the world holds it, and what it means for a request now. Kept apart from outage.ts,
// which switches outages on and off through the world: the world itself needs only these, and takes them from here.

export type OutageMode = 'unreachable' | 'erroring' | 'rejecting';

export interface Outage {
  mode: OutageMode;
  /** Virtual time at which the warehouse answers again. */
  until: number;
  /** For `rejecting`: the one event the warehouse answers with a 500. */
  eventId?: string;
}

/** What the outage questions read of the world: its outage and its clock. */
export interface OutageClock {
  outage: Outage | null;
  now: number;
}

/** The outage in force now, or null: one whose time has passed is over even if nobody switched it off. */
export function activeOutage(world: OutageClock): Outage | null {
  return world.outage && world.now < world.outage.until ? world.outage : null;
}

/** The outage a request to the warehouse meets now: a `rejecting` one only meets its own event. */
export function outageFor(world: OutageClock, request: { eventId?: string }): Outage | null {
  const outage = activeOutage(world);
  if (outage?.mode === 'rejecting') return request.eventId === outage.eventId ? outage : null;
  return outage;
}
