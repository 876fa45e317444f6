// Outbox + inbox: the outbox's delivery, and a warehouse that records each event id in the same transaction
// as its effect. A resent event finds its id and changes nothing: every single fault ends ok.
import {
  awaitRequest,
  checkExisting,
  insertOrder,
  insertOutbox,
  respondAccepted,
  respondError,
} from '../programs/order-service';
import { program } from '../programs/program';
import { relayProgram } from '../programs/relay';
import { beginLine, commitLine } from '../programs/shared-lines';
import { warehouseProgram } from '../programs/warehouse';
import type { Design } from './design';
import { OUTBOX_OPS, OUTBOX_WORK } from './outbox-work';
import { INBOX, ORDERS, OUTBOX, RELAY_HEARTBEAT, STOCK } from './tables';

export const outboxInbox = {
  id: 'outbox-inbox',
  texts: {
    en: {
      name: 'Outbox + inbox',
      summary:
        'As Outbox, and the warehouse records each event id in its inbox in the same transaction as the stock change.',
    },
    ja: {
      name: 'アウトボックス + インボックス',
      summary:
        'アウトボックスの設計に加えて、倉庫が在庫の変更と同じトランザクションでイベントIDをインボックスに記録します。',
    },
  },
  tables: [ORDERS, OUTBOX, RELAY_HEARTBEAT, INBOX, STOCK],
  programs: (options) => ({
    order: program(
      [awaitRequest, beginLine, checkExisting, insertOrder, insertOutbox, commitLine, respondAccepted],
      respondError,
    ),
    relay: relayProgram(options),
    warehouse: warehouseProgram({ inbox: true, inboxKeep: options.inboxKeep }),
  }),
  pending: OUTBOX_WORK,
  ops: OUTBOX_OPS,
  expected: { otherwise: 'ok', faults: {} },
} satisfies Design;
