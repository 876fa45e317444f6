// A warehouse outage, switched on and off by the learner: for a while the warehouse cannot be reached (a
// request is refused and its sender waits out the ACK timeout), or its front answers every request with an
// HTTP 500 without touching the warehouse's database, or it rejects one event only (a poison message: the
// oldest pending outbox row when the fault starts) and takes every other. It ends by itself at `until` or
// when switched off. The relay's retry bookkeeping, and what one failing row does to the rows behind it, is
// what a learner watches through it.
import { formatOffset } from './clock';
import type { OutageMode } from './outage-window';
import type { Design } from '../designs/design';
import type { World } from './world';

/** The event a `rejecting` outage would aim at now: the oldest pending outbox row, as others read it. */
export const OLDEST_PENDING_SQL =
  "SELECT event_id, aggregate_id FROM outbox WHERE status = 'pending' ORDER BY created_at, event_id LIMIT 1";

/** Minutes an outage may last: long enough for exponential back-off to show, short enough to watch. */
export const OUTAGE_MINUTES = { min: 1, max: 60 } as const;

export function isOutageMinutes(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= OUTAGE_MINUTES.min && (value as number) <= OUTAGE_MINUTES.max;
}

/** Whether the design keeps an outbox (asked of the order file's own schema). */
/** Whether a design keeps an outbox: the operator's tools for one (cleanup, the poison outage, Requeue) exist there. */
export function keepsOutbox(design: Pick<Design, 'tables'>): boolean {
  return design.tables.some((t) => t.name === 'outbox');
}

export function hasOutbox(world: World): boolean {
  return world.files.tables('order').some(([name]) => name === 'outbox');
}

export function oldestPending(world: World): { eventId: string; orderId: string } | null {
  if (!hasOutbox(world)) return null;
  const [row] = world.read('order', OLDEST_PENDING_SQL);
  return row ? { eventId: String(row.event_id), orderId: String(row.aggregate_id) } : null;
}

export function startOutage(world: World, mode: OutageMode, minutes: number): void {
  const until = world.now + minutes * 60_000;
  if (mode === 'rejecting') {
    const target = oldestPending(world)!;
    world.outage = { mode, until, eventId: target.eventId };
    world.log(
      'warehouse',
      'outageRejecting',
      { minutes, until: formatOffset(until), event: target.eventId, order: target.orderId },
      'fault',
    );
    return;
  }
  world.outage = { mode, until };
  world.log(
    'warehouse',
    mode === 'unreachable' ? 'outageUnreachable' : 'outageErroring',
    { minutes, until: formatOffset(until) },
    'fault',
  );
}

export function endOutage(world: World): void {
  world.outage = null;
  world.log('warehouse', 'outageOver');
}
