// Outbox + inbox with optimistic versioning (seed 000): orders can be amended at the version the client read;
// each version gets exactly one event (UNIQUE (aggregate_type, aggregate_id, aggregate_version)); a stale
// version is refused with 409 and writes nothing. Events carry deltas, so the warehouse adds them up.
import { amendUpdate, commitAmend, insertAmendOutbox, respondAmended, routeRequestTo } from '../programs/amend';
import {
  awaitRequest,
  checkExisting,
  insertOrder,
  insertOutbox,
  respondAccepted,
  respondError,
} from '../programs/order-service';
import { program, type Program, type ProgramLine } from '../programs/program';
import { relayProgram } from '../programs/relay';
import { beginLine, commitLine } from '../programs/shared-lines';
import { warehouseProgram } from '../programs/warehouse';
import type { Design } from './design';
import type { DesignOptions, ProcessId } from '../types';
import { OUTBOX_OPS, OUTBOX_WORK } from './outbox-work';
import { INBOX, ORDERS, OUTBOX, RELAY_HEARTBEAT, STOCK } from './tables';

/**
 * Per order: the quantity asked (its latest version) against what the warehouse prepared — and, because events
 * are deltas, the outcome read from the events themselves. An order is lost when one of its events never took
 * effect: its outbox row is not in the warehouse's inbox (parked), or the order has more versions than rows
 * and the totals disagree (a pending row deleted). Only when every event took effect once can a mismatch be a
 * duplicate. A lost amendment that lowered the quantity leaves more prepared than asked, and is still lost.
 */
export const VERSIONED_EVIDENCE = `
  SELECT o.order_id AS order_id, o.quantity AS quantity, s.prepared AS prepared,
         CASE
           WHEN s.prepared IS NULL THEN 'lost'
           WHEN EXISTS (SELECT 1 FROM orderdb.outbox AS e WHERE e.aggregate_id = o.order_id
                          AND e.event_id NOT IN (SELECT event_id FROM warehousedb.inbox)) THEN 'lost'
           WHEN s.prepared = o.quantity THEN 'ok'
           WHEN o.version > (SELECT count(*) FROM orderdb.outbox AS e WHERE e.aggregate_id = o.order_id) THEN 'lost'
           ELSE 'duplicated'
         END AS outcome
    FROM orderdb.orders AS o LEFT JOIN warehousedb.stock AS s ON s.order_id = o.order_id
  UNION ALL
  SELECT s.order_id, NULL, s.prepared, 'phantom'
    FROM warehousedb.stock AS s WHERE s.order_id NOT IN (SELECT order_id FROM orderdb.orders)
  ORDER BY order_id`;

/**
 * The versioned order service with the amendment's UPDATE given (guarded, or not), the relay and the inbox warehouse.
 */
export function versionedPrograms(options: DesignOptions, update: ProgramLine): Record<ProcessId, Program> {
  return {
    order: program(
      [
        awaitRequest,
        beginLine,
        routeRequestTo(update),
        checkExisting,
        insertOrder,
        insertOutbox,
        commitLine,
        respondAccepted,
        update,
        insertAmendOutbox,
        commitAmend,
        respondAmended,
      ],
      respondError,
    ),
    relay: relayProgram(options),
    warehouse: warehouseProgram({ inbox: true, inboxKeep: options.inboxKeep }),
  };
}

export const versioned = {
  id: 'versioned',
  texts: {
    en: {
      name: 'Outbox + inbox, versioned',
      summary:
        'As Outbox + inbox, and an order can be amended at the version the client read: UPDATE … WHERE version = ? ' +
        'and one outbox event per version; a stale version gets 409 and writes nothing.',
    },
    ja: {
      name: 'アウトボックス + インボックス(バージョン付き)',
      summary:
        'アウトボックス + インボックスと同じですが、クライアントが読んだバージョンを指定して注文を変更できます。' +
        'UPDATE … WHERE version = ? でバージョンごとに outbox イベントを1つ書き、古いバージョンには 409 を返して何も書きません。',
    },
  },
  tables: [ORDERS, OUTBOX, RELAY_HEARTBEAT, INBOX, STOCK],
  programs: (options) => versionedPrograms(options, amendUpdate),
  pending: OUTBOX_WORK,
  ops: OUTBOX_OPS,
  evidence: { per: 'order', sql: VERSIONED_EVIDENCE },
  amends: true,
  expected: { otherwise: 'ok', faults: {} },
} satisfies Design;
