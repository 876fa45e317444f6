// The transactional outbox: the order and its event row commit together; the relay sends what is pending
// and marks it published. Nothing is lost, but a lost ACK makes the relay send again — and a warehouse with
// no inbox prepares the order twice.
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
import { ORDERS, OUTBOX, RELAY_HEARTBEAT, STOCK } from './tables';

export const outbox = {
  id: 'outbox',
  texts: {
    en: {
      name: 'Outbox',
      summary:
        'The order and an outbox row are committed in one transaction; the relay sends pending rows. ' +
        'The warehouse has no inbox.',
    },
    ja: {
      name: 'アウトボックス',
      summary:
        '注文とアウトボックスの行を1つのトランザクションでコミットし、送信ループが未完了の行を送ります。倉庫にインボックスはありません。',
    },
  },
  tables: [ORDERS, OUTBOX, RELAY_HEARTBEAT, STOCK],
  programs: (options) => ({
    order: program(
      [awaitRequest, beginLine, checkExisting, insertOrder, insertOutbox, commitLine, respondAccepted],
      respondError,
    ),
    relay: relayProgram(options),
    warehouse: warehouseProgram({ inbox: false }),
  }),
  pending: OUTBOX_WORK,
  ops: OUTBOX_OPS,
  expected: {
    otherwise: 'ok',
    faults: {
      // The warehouse prepared, but the relay never learns it: it sends again (relay: 3 await ACK, 4 mark
      // published; warehouse: 5 send ACK).
      'crash:relay:3': 'duplicated',
      'fail:relay:3': 'duplicated',
      'crash:relay:4': 'duplicated',
      'fail:relay:4': 'duplicated',
      'crash:warehouse:5': 'duplicated',
      'fail:warehouse:5': 'duplicated',
      'drop:ack': 'duplicated',
    },
  },
} satisfies Design;
