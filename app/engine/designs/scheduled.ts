// Scheduled events (seed 002): the order commits with a row due a minute later; the relay scans for due rows,
// has the warehouse do the work, and deletes each row once it ran. The warehouse's inbox makes the work
// idempotent, so a scanner that dies after sending and sends again changes nothing.
import { EPOCH, isoAt } from '../runtime/clock';
import { ageOf, opsSql } from '../runtime/ops-figures';
import { awaitRequest, checkExisting, insertOrder, respondAccepted, respondError } from '../programs/order-service';
import { program } from '../programs/program';
import { insertScheduled, scheduledScanner } from '../programs/scheduled';
import { beginLine, commitLine } from '../programs/shared-lines';
import { warehouseProgram } from '../programs/warehouse';
import type { Design, PendingWork } from './design';
import { INBOX, ORDERS, RELAY_HEARTBEAT, SCHEDULED_EVENTS, STOCK } from './tables';

const SCHEDULED_COUNT_SQL = "SELECT count(*) AS n FROM scheduled_events WHERE status = 'pending'";
const SCHEDULED_NEXT_SQL =
  "SELECT min(scheduled_at) AS at FROM scheduled_events WHERE status = 'pending' AND scheduled_at > ?";
const SCHEDULED_PARKED_SQL = "SELECT count(*) AS n FROM scheduled_events WHERE status = 'failed'";

export const SCHEDULED_WORK: PendingWork = {
  sql: [SCHEDULED_COUNT_SQL, SCHEDULED_NEXT_SQL, SCHEDULED_PARKED_SQL],
  count: (read) => Number(read('order', SCHEDULED_COUNT_SQL)[0].n),
  nextDue: (read, now) => {
    const [row] = read('order', SCHEDULED_NEXT_SQL, [isoAt(now)]);
    return row.at === null ? null : Date.parse(String(row.at)) - EPOCH;
  },
  parked: (read) => Number(read('order', SCHEDULED_PARKED_SQL)[0].n),
};

/**
 * Scheduled events: rows still to run, how long the most overdue one has been due (a future one is not late), rows
 * parked.
 */
export const SCHEDULED_OPS_SQL = opsSql({
  pending: "(SELECT count(*) FROM scheduled_events WHERE status = 'pending')",
  oldestMs:
    `(SELECT ${ageOf('min(scheduled_at)')} FROM scheduled_events ` + "WHERE status = 'pending' AND scheduled_at <= ?1)",
  failed: "(SELECT count(*) FROM scheduled_events WHERE status = 'failed')",
});

export const scheduled = {
  id: 'scheduled',
  texts: {
    en: {
      name: 'Scheduled events',
      summary:
        'The order commits with a row due a minute later in scheduled_events; the relay scans for due rows, ' +
        'has the warehouse do the work, and deletes each row once it ran. The warehouse has an inbox.',
    },
    ja: {
      name: '予約イベント',
      summary:
        '注文と一緒に、1分後に期限が来る行を scheduled_events にコミットします。送信ループは期限の来た行を探して倉庫に処理させ、終わった行は削除します。倉庫にはインボックスがあります。',
    },
  },
  tables: [ORDERS, SCHEDULED_EVENTS, RELAY_HEARTBEAT, INBOX, STOCK],
  programs: (options) => ({
    order: program(
      [awaitRequest, beginLine, checkExisting, insertOrder, insertScheduled, commitLine, respondAccepted],
      respondError,
    ),
    relay: scheduledScanner(options),
    warehouse: warehouseProgram({ inbox: true, inboxKeep: options.inboxKeep }),
  }),
  pending: SCHEDULED_WORK,
  // A scheduled event is late a minute after it came due, not after it was written (it is written an hour early).
  ops: { table: 'scheduled_events', sql: SCHEDULED_OPS_SQL, lateAfterMs: 60_000 },
  expected: { otherwise: 'ok', faults: {} },
} satisfies Design;
