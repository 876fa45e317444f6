// The faults a run actually suffered, named the way the explorer and the designs' expectations name them
// (`crash:relay:4`, `drop:ack`). Read from the timeline, so a fault armed but never fired does not count,
// and a live fault counts as much as an armed one.
import type { FaultId } from '../designs/design';
import { isProcess, type TimelineEntry } from '../types';

function faultOf(entry: TimelineEntry): FaultId | null {
  switch (entry.text) {
    case 'droppedRequest':
      return 'drop:request';
    // An HTTP 500 travels back the way an ACK does: losing it is the same fault.
    case 'droppedAck':
    case 'droppedErrorReply':
      return 'drop:ack';
    case 'crashed':
    case 'failed': {
      const line = Number(entry.params.line);
      if (!isProcess(entry.lane) || !Number.isInteger(line)) return null;
      return `${entry.text === 'crashed' ? 'crash' : 'fail'}:${entry.lane}:${line}`;
    }
    default:
      return null;
  }
}

/** Each distinct fault the timeline records, in the order they first struck. */
export function runFaults(timeline: readonly TimelineEntry[]): FaultId[] {
  const faults: FaultId[] = [];
  for (const entry of timeline) {
    const fault = faultOf(entry);
    if (fault && !faults.includes(fault)) faults.push(fault);
  }
  return faults;
}
