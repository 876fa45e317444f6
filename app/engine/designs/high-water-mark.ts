// Outbox + inbox with two order services and a relay that keeps a high-water mark: it remembers the created_at of
// the last row it sent and polls only rows written after it (programs/high-water-mark.ts). The order services
// stamp created_at before they take the write lock, so one stamped first may commit second; its row is then below
// the mark and is never sent — still pending, and lost to the warehouse.
import { markRelayProgram, stampingOrderProgram } from '../programs/high-water-mark';
import { EPOCH, isoAt } from '../runtime/clock';
import type { Design, PendingWork } from './design';
import { warehouseProgram } from '../programs/warehouse';
import { OUTBOX_OPS, PARKED_COUNT_SQL } from './outbox-work';
import { table } from './table';
import { INBOX, ORDERS, OUTBOX_COLUMNS, OUTBOX_UNIQUE, RELAY_HEARTBEAT, STOCK } from './tables';

// No pane for orders here: the outbox's aggregate_id names each order, and the order DB's panes are the outbox and
// the relay's mark — two pairs, so both databases fit one projected screen (the verdict still reads orders).
const UNSHOWN_ORDERS = { ...ORDERS, pane: false };

const MARKED_OUTBOX = table(
  'order',
  'outbox',
  `${OUTBOX_COLUMNS},
  ${OUTBOX_UNIQUE}`,
  {
    indexes: ['outbox_delivery (status, available_at, created_at, event_id)'],
    shows: ['event_id', 'aggregate_id', 'status', 'created_at'],
  },
);

/** How far each relay got: the created_at of the last row it sent (ISO text, written by the relay). */
const RELAY_MARK = table(
  'order',
  'relay_mark',
  `  relay TEXT PRIMARY KEY,
  last_created_at TEXT NOT NULL`,
  { shows: ['relay', 'last_created_at'] },
);

// The relay's work is what it can still see: pending rows past its mark. A row below the mark is pending for ever,
// and Operations (which reads the status column) shows it; the run still comes to rest.
const PAST_MARK = `status = 'pending' AND created_at > coalesce((SELECT max(last_created_at) FROM relay_mark), '')`;

const PAST_MARK_COUNT_SQL = `SELECT count(*) AS n FROM outbox WHERE ${PAST_MARK}`;
const PAST_MARK_DUE_SQL = `SELECT min(available_at) AS at FROM outbox WHERE ${PAST_MARK} AND available_at > ?`;

const MARK_WORK: PendingWork = {
  sql: [PAST_MARK_COUNT_SQL, PAST_MARK_DUE_SQL, PARKED_COUNT_SQL],
  count: (read) => Number(read('order', PAST_MARK_COUNT_SQL)[0].n),
  nextDue: (read, now) => {
    const [row] = read('order', PAST_MARK_DUE_SQL, [isoAt(now)]);
    return row.at === null ? null : Date.parse(String(row.at)) - EPOCH;
  },
  parked: (read) => Number(read('order', PARKED_COUNT_SQL)[0].n),
};

export const highWaterMark = {
  id: 'high-water-mark',
  processes: { order: 2 },
  texts: {
    en: {
      name: 'High-water mark relay',
      summary:
        'Outbox + inbox with two order services, which stamp created_at before they take the write lock, and a ' +
        'relay that polls only rows written after the last one it sent.',
    },
    ja: {
      name: '最高水位マークの送信ループ',
      summary:
        'アウトボックス + インボックスを2つの受付で動かします。受付は書き込みロックを取る前に created_at を記録し、' +
        '送信ループは最後に送った行より後に書かれた行だけをポーリングします。',
    },
  },
  tables: [UNSHOWN_ORDERS, MARKED_OUTBOX, RELAY_MARK, RELAY_HEARTBEAT, INBOX, STOCK],
  programs: (options) => ({
    order: stampingOrderProgram(),
    relay: markRelayProgram(options),
    warehouse: warehouseProgram({ inbox: true, inboxKeep: options.inboxKeep }),
  }),
  pending: MARK_WORK,
  ops: OUTBOX_OPS,
  expected: {
    otherwise: 'ok',
    faults: {},
    // A run submits one order, which order service 1 takes: the second's lines after its wait for a request run only
    // where a learner submits two and steps them by hand (high-water-mark.test.ts).
    unreached: [2, 3, 4, 5, 6, 7, 8].map((l) => `order2:${l}`),
  },
} satisfies Design;
