// Which order each timeline entry is about. Many entries name their order (a request, a message, a stock
// change); the rest (BEGIN, COMMIT, a crash, a timeout) are about whatever their process was handling at
// that moment, which one pass over the timeline can tell: each process handles one order at a time.
import { isProcess, PROCESSES, type ProcessId, type TimelineEntry } from '../types';

/** An entry with its place in the timeline and the order it is about (null: none, like a clock advance). */
export interface OrderEntry {
  entry: TimelineEntry;
  index: number;
  order: string | null;
}

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** What each process is busy with, and the names that later entries use for an order. */
class Handling {
  readonly current = Object.fromEntries(PROCESSES.map((id) => [id, null])) as Record<ProcessId, string | null>;
  readonly byMessage = new Map<string, string>();
  readonly byEvent = new Map<string, string>();

  /** The order an entry names itself (directly, or by a message or event id seen before), or null. */
  named(entry: TimelineEntry): string | null {
    const { order, event, message } = entry.params;
    const direct = str(order);
    if (direct) return direct;
    const byEvent = str(event) && this.byEvent.get(String(event));
    if (byEvent) return byEvent;
    return (str(message) && this.byMessage.get(String(message))) || null;
  }

  /** The order of an entry that does not name one: its process's current work (by lane, or by `process`). */
  implied(entry: TimelineEntry): string | null {
    if (isProcess(entry.lane)) return this.current[entry.lane];
    if (isProcess(entry.params.process)) return this.current[entry.params.process];
    if (entry.lane === 'warehouseDb') return this.current.warehouse;
    return null;
  }

  /** Learns names, and starts or ends a process's work, from an entry about `order`. */
  learn(entry: TimelineEntry, order: string | null): void {
    const { event, message, from } = entry.params;
    if (order && str(event)) this.byEvent.set(String(event), order);
    if (order && str(message)) this.byMessage.set(String(message), order);
    switch (entry.text) {
      case 'requestTaken':
        this.current.order = order;
        return;
      case 'pollFound':
      case 'scheduledDue':
        this.current.relay = order;
        return;
      case 'requestReceived':
        this.current.warehouse = order;
        return;
      // The client's answer (or its loss in a crash) ends the order service's work on a request.
      case 'respondAccepted':
      case 'respondRetry':
      case 'respondConflict':
      case 'respondError':
      case 'noResponse':
        this.current.order = null;
        return;
      // The relay's bookkeeping ends its work on a row.
      case 'markedPublished':
      case 'markSkipped':
      case 'scheduledDeleted':
      case 'scheduledGone':
      case 'scheduledNoneDue':
      case 'batchNotDue':
      case 'recordedFailure':
      case 'failureSkipped':
      case 'parkedFailed':
      case 'pollEmpty':
        this.current.relay = null;
        return;
      case 'restarted':
        if (isProcess(entry.lane)) this.current[entry.lane] = null;
        return;
      default:
        // Whatever the warehouse sends back (ACK or 500, delivered or not) ends its work on a delivery.
        if (entry.lane === 'network' && from === 'warehouse') this.current.warehouse = null;
    }
  }
}

/** Every entry of the timeline, in order, with the order it is about. */
export function orderEntries(timeline: readonly TimelineEntry[]): OrderEntry[] {
  const handling = new Handling();
  return timeline.map((entry, index) => {
    // A restart is the process's fresh start: it belongs to no order.
    const order = entry.text === 'restarted' ? null : (handling.named(entry) ?? handling.implied(entry));
    handling.learn(entry, order);
    return { entry, index, order };
  });
}
