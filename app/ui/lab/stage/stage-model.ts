// The stage's content: what the picture of the system draws and its text alternative says, read from one
// snapshot and the run's own timeline. Pure data, no geometry and no words — the picture places it, i18n
// words it — so a test can check what a real lab shows.
import type { LabSnapshot } from '../../../engine/snapshot';
import { timelineFilter } from '../timeline/timeline-filter';
import {
  dbOf,
  instanceNo,
  isProcess,
  roleOf,
  PROCESSES,
  type ArmedFault,
  type DbId,
  type MessageKind,
  type ProcessId,
  type TimelineEntry,
} from '../../../engine/types';

/** What travels on the wire: a request, a business ACK, or an HTTP 500 reply (an ACK that is not ok). */
export type WireKind = 'request' | 'ack' | 'errorReply';

/** A network trip runs between the warehouse and one sender; the route is named by the sender. */
export type Route = 'order' | 'relay';

export interface StageFlight {
  id: string;
  kind: WireKind;
  from: ProcessId;
  to: ProcessId;
  route: Route;
  orderId: string;
}

export type LossHow = 'dropped' | 'refused' | 'discarded';

/** A message the latest action lost, or the client's answer that never came (`kind: 'response'`). */
export type StageLoss =
  | { kind: WireKind; how: LossHow; id: string; from: ProcessId; to: ProcessId; route: Route; orderId: string }
  | { kind: 'response'; how: 'noResponse'; id: string; from: 'order'; to: 'client'; orderId: string };

export interface StageProcess {
  id: ProcessId;
  inDesign: boolean;
  crashed: boolean;
  armed: ArmedFault[];
}

export interface StageModel {
  processes: Record<ProcessId, StageProcess>;
  /** Per database, whose transaction is open on it right now. */
  transactions: Record<DbId, ProcessId[]>;
  queued: LabSnapshot['queued'];
  /**
   * The network routes the picture draws: the relay's when the design has one, the order service's when it sends
   * itself.
   */
  routes: Route[];
  flights: StageFlight[];
  losses: StageLoss[];
  armedDrops: Record<MessageKind, number>;
}

export const DATABASES: readonly DbId[] = ['order', 'warehouse'];

function wireKind(kind: MessageKind, ok: boolean): WireKind {
  return kind === 'request' ? 'request' : ok ? 'ack' : 'errorReply';
}

/** The sender end of a trip with the warehouse; anything else is not a network trip the stage knows. */
function routeOf(from: ProcessId, to: ProcessId): Route | null {
  const other = from === 'warehouse' ? to : to === 'warehouse' ? from : null;
  // Every instance of a role sends along its role's route: the picture draws one node per role.
  const role = other && roleOf(other);
  return role === 'order' || role === 'relay' ? role : null;
}

// Timeline texts of the network lane, e.g. sentAck, droppedRequest, refusedErrorReply.
const WIRE_TEXT = /^(sent|dropped|refused)(Request|Ack|ErrorReply)$/;
const KIND_WORD: Record<string, WireKind> = { Request: 'request', Ack: 'ack', ErrorReply: 'errorReply' };
const HOW_WORD: Record<string, LossHow> = { dropped: 'dropped', refused: 'refused' };

interface WireFacts {
  kind: WireKind;
  from: ProcessId;
  to: ProcessId;
  orderId: string;
}

/** How a message left its sender, as the timeline recorded it when it was sent (or lost while being sent). */
function sentFacts(timeline: readonly TimelineEntry[], id: string): WireFacts | null {
  for (let i = timeline.length - 1; i >= 0; i -= 1) {
    const e = timeline[i];
    if (e.lane !== 'network' || e.params.message !== id) continue;
    const m = WIRE_TEXT.exec(e.text);
    if (m && isProcess(e.params.from) && isProcess(e.params.to))
      return { kind: KIND_WORD[m[2]], from: e.params.from, to: e.params.to, orderId: String(e.params.order ?? '') };
  }
  return null;
}

/** One lost-marked timeline entry as a loss the stage can draw, or null (a parked outbox row is not a message). */
function lossOf(timeline: readonly TimelineEntry[], e: TimelineEntry): StageLoss | null {
  if (e.lane === 'client' && e.text === 'noResponse')
    return {
      kind: 'response',
      how: 'noResponse',
      id: `r${e.params.request}`,
      from: 'order',
      to: 'client',
      orderId: String(e.params.order),
    };
  if (e.lane !== 'network') return null;
  const id = String(e.params.message ?? '');
  const direct = WIRE_TEXT.exec(e.text);
  const how: LossHow | undefined = direct ? HOW_WORD[direct[1]] : e.text === 'discarded' ? 'discarded' : undefined;
  if (!how) return null;
  // A loss while sending names both ends; a live drop or a discard names the message only: its send says the rest.
  const facts =
    direct && isProcess(e.params.from) && isProcess(e.params.to)
      ? { kind: KIND_WORD[direct[2]], from: e.params.from, to: e.params.to, orderId: String(e.params.order ?? '') }
      : sentFacts(timeline, id);
  if (!facts) return null;
  const route = routeOf(facts.from, facts.to);
  return route ? { ...facts, how, id, route } : null;
}

/** The entries marked lost: a "Run to end" of a thousand orders writes tens of thousands of entries as one action. */
const lostEntries = timelineFilter((e) => e.mark === 'lost');

/** Losses written by the latest action (the one the picture is right after), oldest first. */
function latestLosses(s: LabSnapshot): StageLoss[] {
  const latest = s.actionCount - 1;
  const lost = lostEntries(s.timeline);
  const losses: StageLoss[] = [];
  for (let i = lost.length - 1; i >= 0 && lost[i].action >= latest; i -= 1) {
    const e = lost[i];
    if (e.action !== latest) continue;
    const loss = lossOf(s.timeline, e);
    if (loss) losses.unshift(loss);
  }
  return losses;
}

/** The order service's own network entries (it sends in designs without a relay). */
const orderServiceNetwork = timelineFilter(
  (e) => e.lane === 'network' && (e.params.from === 'order' || e.params.to === 'order'),
);

/** Whether the order service has ever used the network in this run. */
function orderServiceSends(s: LabSnapshot): boolean {
  return orderServiceNetwork(s.timeline).length > 0;
}

export function stageModel(s: LabSnapshot): StageModel {
  const processes = Object.fromEntries(
    PROCESSES.map((id) => {
      const p = s.processes[id];
      return [
        id,
        {
          id,
          inDesign: p.inDesign,
          crashed: p.status === 'crashed',
          armed: s.armedFaults.filter((f) => f.process === id),
        },
      ];
    }),
  ) as Record<ProcessId, StageProcess>;
  const transactions: Record<DbId, ProcessId[]> = { order: [], warehouse: [] };
  for (const id of PROCESSES) if (s.processes[id].inTx) transactions[dbOf(id)].push(id);

  const flights: StageFlight[] = [];
  for (const m of s.inFlight) {
    const route = routeOf(m.from, m.to);
    if (route)
      flights.push({ id: m.id, kind: wireKind(m.kind, m.ok), from: m.from, to: m.to, route, orderId: m.orderId });
  }
  const losses = latestLosses(s);
  const used = new Set<Route>([
    ...flights.map((f) => f.route),
    ...losses.flatMap((l) => (l.kind === 'response' ? [] : [l.route])),
  ]);
  const relay = s.processes.relay.inDesign;
  const routes: Route[] = [];
  if (!relay || used.has('order') || orderServiceSends(s)) routes.push('order');
  if (relay || used.has('relay')) routes.push('relay');
  return { processes, transactions, queued: s.queued, routes, flights, losses, armedDrops: { ...s.armedDrops } };
}

/** One sentence of the text alternative: an i18n key below `stage.fact.` and its parameters. */
export interface StageFact {
  key: string;
  params: Record<string, string | number>;
  /** Trouble: a crash, a loss, an armed fault. */
  alert?: boolean;
  /** Said in words on screen too, not only drawn: an armed fault or drop has no shape in the picture. */
  shown?: boolean;
}

/**
 * The stage in words, in reading order: the client, each process, each database, the network, then what the
 * latest action lost. Parameters named process/from/to/db hold ids for the UI to name.
 */
export function stageFacts(m: StageModel): StageFact[] {
  const facts: StageFact[] = [];
  if (m.queued.length === 0) facts.push({ key: 'queuedNone', params: {} });
  for (const q of m.queued)
    facts.push({ key: 'queued', params: { request: q.no, order: q.orderId, quantity: q.quantity } });
  for (const id of PROCESSES) {
    const p = m.processes[id];
    if (!p.inDesign) {
      // A role the design lacks is said; a further instance it does not run is not there to speak of.
      if (instanceNo(id) === 1) facts.push({ key: 'processAbsent', params: { process: id } });
      continue;
    }
    facts.push(
      p.crashed
        ? { key: 'processCrashed', params: { process: id }, alert: true }
        : { key: 'processUp', params: { process: id } },
    );
    for (const f of p.armed)
      facts.push({
        key: f.kind === 'crash' ? 'armedCrash' : 'armedFail',
        params: { process: id, line: f.line },
        alert: true,
        shown: true,
      });
  }
  for (const db of DATABASES) {
    const owners = m.transactions[db];
    if (owners.length === 0) facts.push({ key: 'txNone', params: { db } });
    for (const process of owners) facts.push({ key: 'txOpen', params: { db, process } });
  }
  if (m.flights.length === 0) facts.push({ key: 'nothingInFlight', params: {} });
  for (const f of m.flights)
    facts.push({ key: `flight.${f.kind}`, params: { message: f.id, from: f.from, to: f.to, order: f.orderId } });
  for (const kind of ['request', 'ack'] as const) {
    const n = m.armedDrops[kind];
    if (n > 0)
      facts.push({
        key: n === 1 ? `armedDrop.${kind}` : `armedDrops.${kind}`,
        params: { n },
        alert: true,
        shown: true,
      });
  }
  for (const l of m.losses)
    facts.push({
      key: `lost.${l.kind}.${l.how}`,
      params: { message: l.id, from: l.from, to: l.to, order: l.orderId },
      alert: true,
    });
  return facts;
}
