// Outbox + inbox with optimistic versioning (seed 000): orders can be amended at the version the client read;
// each version gets exactly one event (UNIQUE (aggregate_type, aggregate_id, aggregate_version)); a stale
// version is refused with 409 and writes nothing. Events carry deltas, so the warehouse adds them up.
import { amendUpdate, commitAmend, insertAmendOutbox, respondAmended, routeRequest } from '../programs/amend';
import { awaitRequest, checkExisting, insertOrder, insertOutbox, respondAccepted, respondError } from '../programs/order-service';
import { program } from '../programs/program';
import { relayProgram } from '../programs/relay';
import { beginLine, commitLine } from '../programs/shared-lines';
import { warehouseProgram } from '../programs/warehouse';
import type { Design } from './design';
import { OUTBOX_WORK } from './outbox-work';
import { INBOX, ORDERS, OUTBOX, OUTBOX_DELIVERY_INDEX, RELAY_HEARTBEAT, STOCK } from './tables';

export const versioned = {
  id: 'versioned',
  schema: [ORDERS, OUTBOX, OUTBOX_DELIVERY_INDEX, RELAY_HEARTBEAT, INBOX, STOCK],
  programs: (options) => ({
    order: program(
      [awaitRequest, beginLine, routeRequest, checkExisting, insertOrder, insertOutbox, commitLine, respondAccepted, amendUpdate, insertAmendOutbox, commitAmend, respondAmended],
      respondError,
    ),
    relay: relayProgram(options),
    warehouse: warehouseProgram({ inbox: true }),
  }),
  pending: OUTBOX_WORK,
  amends: true,
  expected: { otherwise: 'ok', faults: {} },
} satisfies Design;
