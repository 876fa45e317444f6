// Send, then commit: the order service asks the warehouse first and commits the order afterwards. Anything
// that stops it between the send and COMMIT leaves the warehouse preparing an order that does not exist.
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

export const sendThenCommit = {
  id: 'send-then-commit',
  texts: {
    en: {
      name: 'Send, then commit',
      summary: 'The order service calls the warehouse first, then commits the order. There is no outbox and no inbox.',
    },
    ja: {
      name: '送信してからコミット',
      summary: '受付が先に倉庫を呼び出し、そのあとで注文をコミットします。アウトボックスもインボックスもありません。',
    },
  },
  tables: [ORDERS, STOCK],
  programs: () => ({
    order: program(
      [awaitRequest, checkExisting, sendOrder, awaitAckLine, beginLine, insertOrder, commitLine, respondAccepted],
      respondError,
    ),
    relay: EMPTY_PROGRAM,
    warehouse: warehouseProgram({ inbox: false }),
  }),
  pending: null,
  expected: {
    otherwise: 'ok',
    faults: {
      // Sent already, stopped before COMMIT (awaiting the ACK, BEGIN, INSERT, COMMIT).
      'crash:order:4': 'phantom',
      'fail:order:4': 'phantom',
      'crash:order:5': 'phantom',
      'fail:order:5': 'phantom',
      'crash:order:6': 'phantom',
      'fail:order:6': 'phantom',
      'crash:order:7': 'phantom',
      'fail:order:7': 'phantom',
      // The warehouse committed but its ACK never arrives: the order service gives up and never commits.
      'crash:warehouse:5': 'phantom',
      'fail:warehouse:5': 'phantom',
      'drop:ack': 'phantom',
    },
  },
} satisfies Design;
