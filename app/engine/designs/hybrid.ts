// The hybrid outbox (seed 002): the order service publishes each event right after COMMIT (eager), and the relay
// runs as a scanner that takes what the eager path missed — rows still pending 30 virtual seconds after they were
// written. Both may send the same event (the eager path slow, or its ACK lost): the warehouse's inbox absorbs it.
import { eagerErrorLine, eagerPick, respondThenPublish } from '../programs/eager-publish';
import { awaitRequest, checkExisting, insertOrder, insertOutbox } from '../programs/order-service';
import { program } from '../programs/program';
import { markPublishedLine, relayProgram, sendEventLine } from '../programs/relay';
import { awaitAckLine, beginLine, commitLine } from '../programs/shared-lines';
import { warehouseProgram } from '../programs/warehouse';
import { EPOCH, isoAt } from '../runtime/clock';
import type { Design, PendingWork } from './design';
import { OUTBOX_OPS, OUTBOX_WORK, PARKED_COUNT_SQL, PENDING_COUNT_SQL } from './outbox-work';
import { INBOX, ORDERS, OUTBOX, RELAY_HEARTBEAT, STOCK } from './tables';

/** How long the eager path has before the scanner takes a row: seed 002's 30 seconds. */
export const SCAN_AFTER_MS = 30_000;

/** A row is due for the scanner at the later of its back-off and 30 s after it was written. */
const SCANNER_DUE_SQL =
  "SELECT min(max(available_at, strftime('%Y-%m-%dT%H:%M:%fZ', " +
  `created_at, '+${SCAN_AFTER_MS / 1000} seconds'))) AS at
         FROM outbox WHERE status = 'pending' AND ` +
  `max(available_at, strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+${SCAN_AFTER_MS / 1000} seconds')) > ?`;

const HYBRID_WORK: PendingWork = {
  ...OUTBOX_WORK,
  sql: [PENDING_COUNT_SQL, SCANNER_DUE_SQL, PARKED_COUNT_SQL],
  nextDue: (read, now) => {
    const [row] = read('order', SCANNER_DUE_SQL, [isoAt(now)]);
    return row.at === null ? null : Date.parse(String(row.at)) - EPOCH;
  },
};

export const hybrid = {
  id: 'hybrid',
  texts: {
    en: {
      name: 'Hybrid (eager + scanner)',
      summary:
        'The order service publishes each event right after COMMIT; the relay runs as a scanner for rows still ' +
        'pending 30 s later. The warehouse has an inbox, which absorbs an event both send.',
    },
    ja: {
      name: 'ハイブリッド(即時発行 + スキャナ)',
      summary:
        '受付が COMMIT の直後にイベントをすぐ発行し、送信ループは30秒たっても未完了の行を拾うスキャナとして動きます。倉庫にはインボックスがあり、両方が送った同じイベントを吸収します。',
    },
  },
  tables: [ORDERS, OUTBOX, RELAY_HEARTBEAT, INBOX, STOCK],
  programs: (options) => ({
    order: program(
      [
        awaitRequest,
        beginLine,
        checkExisting,
        insertOrder,
        insertOutbox,
        commitLine,
        respondThenPublish,
        eagerPick,
        sendEventLine,
        awaitAckLine,
        markPublishedLine,
      ],
      eagerErrorLine,
    ),
    relay: relayProgram(options, SCAN_AFTER_MS),
    warehouse: warehouseProgram({ inbox: true, inboxKeep: options.inboxKeep }),
  }),
  pending: HYBRID_WORK,
  ops: OUTBOX_OPS,
  expected: { otherwise: 'ok', faults: {} },
} satisfies Design;
