// Commit, then send (seed 001's first attempt): the order commits, then the order service calls the
// warehouse itself. A process that dies between COMMIT and the send loses the message for good.
import {
  awaitRequest,
  checkExisting,
  insertOrder,
  respondAccepted,
  respondError,
  sendOrder,
} from '../programs/order-service';
import { EMPTY_PROGRAM, program } from '../programs/program';
import { awaitAckLine, beginLine, commitLine } from '../programs/shared-lines';
import { warehouseProgram } from '../programs/warehouse';
import type { Design } from './design';
import { ORDERS, STOCK } from './tables';

export const commitThenSend = {
  id: 'commit-then-send',
  texts: {
    en: {
      name: 'Commit, then send',
      summary: 'The order service commits the order, then calls the warehouse itself. There is no outbox and no inbox.',
    },
    ja: {
      name: 'コミットしてから送信',
      summary: '受付が注文をコミットしてから、自分で倉庫を呼び出します。アウトボックスもインボックスもありません。',
    },
  },
  tables: [ORDERS, STOCK],
  programs: () => ({
    order: program(
      [awaitRequest, beginLine, checkExisting, insertOrder, commitLine, sendOrder, awaitAckLine, respondAccepted],
      respondError,
    ),
    relay: EMPTY_PROGRAM,
    warehouse: warehouseProgram({ inbox: false }),
  }),
  pending: null,
  expected: {
    otherwise: 'ok',
    faults: {
      // Dies after COMMIT, before the send line: the order stays, nobody tells the warehouse.
      'crash:order:6': 'lost',
      'fail:order:6': 'lost',
      // The warehouse loses the request (a crash drops what was on its way) or rolls it back; nobody resends.
      'crash:warehouse:1': 'lost',
      'crash:warehouse:2': 'lost',
      'fail:warehouse:2': 'lost',
      'crash:warehouse:3': 'lost',
      'fail:warehouse:3': 'lost',
      'crash:warehouse:4': 'lost',
      'fail:warehouse:4': 'lost',
      'drop:request': 'lost',
    },
  },
} satisfies Design;
