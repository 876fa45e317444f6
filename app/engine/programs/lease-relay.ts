// A relay that claims a row before it sends it (field practice for relays scaled out): one conditional UPDATE
// names it the row's holder until its lease runs out, and only the relay whose UPDATE changed the row sends it.
// SQLite has a single writer, so two claims on one row are serialised and the second finds the lease taken — the
// conditional UPDATE is the claim (PostgreSQL would reach for SELECT … FOR UPDATE SKIP LOCKED, which holds only
// while its transaction is open). A relay that dies holding a lease holds nothing once it runs out: another relay
// claims the row and sends it again, a duplicate window the warehouse's inbox absorbs.
import { formatOffset, isoAt } from '../runtime/clock';
import type { ProcessState } from '../runtime/process-state';
import type { DesignOptions, Row } from '../types';
import { beat, BEAT_WHILE_IDLE, HEARTBEAT_SQL } from './heartbeat';
import { program, type LineApi, type Program, type ProgramLine } from './program';
import { markPublishedLine, recordFailureLine, sendEventLine, take } from './relay';
import { awaitAckLine } from './shared-lines';

/** How long a claim holds: far longer than one send and its ACK timeout (2 s), short enough to watch run out. */
export const LEASE_MS = 10_000;

// A lease is held until lease_until; from that instant on it has run out and any relay may claim the row.
export const LEASE_POLL_SQL = `SELECT event_id, aggregate_id, payload_json, claimed_by, lease_until FROM outbox
  WHERE status = 'pending' AND available_at <= ?1 AND (lease_until IS NULL OR lease_until <= ?1)
  ORDER BY created_at, event_id LIMIT 1`;

export const CLAIM_SQL = `UPDATE outbox SET claimed_by = ?1, lease_until = ?2
  WHERE event_id = ?3 AND status = 'pending' AND (lease_until IS NULL OR lease_until <= ?4)`;

const pollFor = (p: ProcessState, api: LineApi): Row | undefined => api.query(p, LEASE_POLL_SQL, [isoAt(api.now)])[0];

const leasePoll: ProgramLine = {
  code:
    "row = SELECT … FROM outbox WHERE status = 'pending' AND available_at <= :now " +
    'AND (lease_until IS NULL OR lease_until <= :now) ORDER BY … LIMIT 1; beat(:now)',
  sql: [HEARTBEAT_SQL, LEASE_POLL_SQL],
  useful: (p, api) => pollFor(p, api) !== undefined,
  run: (p, api) => {
    beat(p, api);
    const row = pollFor(p, api);
    if (!row) {
      api.log('orderDb', 'pollEmpty');
      return 'done';
    }
    // Whose lease ran out, if any: said when the claim takes the row over.
    p.leaseHolder = row.claimed_by === null ? undefined : String(row.claimed_by);
    return take(p, api, row);
  },
};

const claimLine: ProgramLine = {
  code:
    'claimed = UPDATE outbox SET claimed_by = :me, lease_until = :now + 10 s WHERE event_id = :event_id ' +
    "AND status = 'pending' AND (lease_until IS NULL OR lease_until <= :now); if claimed = 0: back to the poll",
  sql: [CLAIM_SQL],
  run: (p, api) => {
    const event = p.event!.eventId;
    const until = api.now + LEASE_MS;
    const claimed = api.run(p, CLAIM_SQL, [p.id, isoAt(until), event, isoAt(api.now)]);
    if (claimed === 0) {
      // Another relay's UPDATE changed the row between this relay's poll and its claim: it is that relay's to send.
      api.log('orderDb', 'claimLost', { event });
      return 'done';
    }
    const from = p.leaseHolder;
    // A relay restarted after a crash remembers nothing of its claim: it waits out its own lease like any other.
    if (from === p.id) api.log('orderDb', 'leaseClaimedAgain', { event, process: p.id, until: formatOffset(until) });
    else if (from !== undefined)
      api.log('orderDb', 'leaseTakenOver', { event, process: p.id, from, until: formatOffset(until) });
    else api.log('orderDb', 'leaseClaimed', { event, process: p.id, until: formatOffset(until) });
    return undefined;
  },
};

/** Poll what no live lease holds, claim it, send it, wait for the ACK, mark it published. */
export function leaseRelayProgram(options: DesignOptions): Program {
  return program(
    [leasePoll, claimLine, sendEventLine, awaitAckLine, markPublishedLine],
    recordFailureLine(options),
    BEAT_WHILE_IDLE,
  );
}
