// Reads a Measure from a lab snapshot. Every value comes from rows the snapshot read by SQL through the
// named connection; this only picks the number or cell a lesson asks about.
import type { LabSnapshot } from '../engine/snapshot';
import type { Measure, MeasureValue } from './lesson-spec';

const RESPONSES: Record<string, MeasureValue> = {
  respondAccepted: 'accepted',
  respondRetry: 'retry',
  respondConflict: 'conflict',
  respondError: 'error',
  respondAmended: 'amended',
  respondStale: 'stale',
  respondUnknownOrder: 'unknown',
};

/** A request on its way to the warehouse, however it fared on the network (delivered, lost, refused). */
const SENDS = new Set(['sentRequest', 'droppedRequest', 'refusedRequest']);

export function readMeasure(snapshot: LabSnapshot, measure: Measure): MeasureValue {
  switch (measure.kind) {
    case 'rows': {
      const pane = snapshot.tables[measure.db].find((p) => p.table === measure.table);
      if (!pane) return 'none';
      const read = measure.connection === 'owner' ? pane.owner : pane.independent;
      return read.rows === null ? 'none' : read.total;
    }
    case 'verdict':
      return snapshot.verdict?.outcome ?? 'none';
    case 'prepared': {
      const rows = snapshot.tables.warehouse.find((p) => p.table === 'stock')?.independent.rows ?? [];
      const row = rows.find((r) => r.order_id === measure.orderId);
      return row ? Number(row.prepared) : 0;
    }
    case 'response': {
      // The answer to the newest request (an order or an amendment), if it got one.
      const submitted = snapshot.timeline.filter((e) => e.text === 'submitted' || e.text === 'amendSubmitted');
      const last = submitted.at(-1)?.params.request;
      const answer = snapshot.timeline.filter((e) => e.params.request === last && e.text in RESPONSES).at(-1);
      return answer ? RESPONSES[answer.text] : 'none';
    }
    case 'sent':
      return snapshot.timeline.filter((e) => SENDS.has(e.text)).length;
    case 'cell': {
      const pane = snapshot.tables[measure.db].find((p) => p.table === measure.table);
      const row = pane?.independent.rows?.find((r) => String(r[pane.key]) === measure.key);
      if (!row || !(measure.column in row)) return 'none';
      const value = row[measure.column];
      return typeof value === 'number' ? value : value === null ? 'null' : String(value);
    }
    case 'ops': {
      // A design with nothing kept for later has no Operations figures at all.
      const ops = snapshot.ops;
      if (!ops) return 'none';
      if (measure.figure === 'oldestPendingSeconds')
        return ops.oldestPendingMs === null ? 'none' : Math.floor(ops.oldestPendingMs / 1_000);
      if (measure.figure === 'late' || measure.figure === 'down') return ops[measure.figure] ? 'yes' : 'no';
      return ops[measure.figure] ?? 'none';
    }
  }
}
