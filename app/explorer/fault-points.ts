// Where a fault can strike, derived from the machine itself: xstate/graph walks the lab machine from a
// fresh lab — one order, the default scheduler and the clock, optionally after one prerequisite fault
// injected at the very start (the only way into an error path). "Before line L of P" is the moment the
// default Step is about to run that line (failing that, any moment P could run it); "a message in flight"
// is the moment one is on the wire. The shortest path to each such moment is its fault point.
import { getShortestPaths } from 'xstate/graph';
import {
  blockerIn,
  isActionEvent,
  isFault,
  offeredActions,
  toAction,
  toEvent,
  type LabAction,
} from '../engine/actions/registry';
import type { Lab } from '../engine/replay/lab';
import { PROCESSES, type DesignId, type MessageKind, type ProcessId } from '../engine/types';
import type { LabEvent } from '../machine/lab-events';
import { labMachine, snapshotOf } from '../machine/lab-machine';

export type FaultTarget =
  { kind: 'line'; process: ProcessId; line: number } | { kind: 'message'; message: MessageKind };

export interface FaultPoint {
  target: FaultTarget;
  /** The actions that bring a fresh lab to the point, in order. */
  prefix: LabAction[];
  /** The fault the path needed to get there at all (an error path is reached only through one), if any. */
  via: LabAction | null;
}

export const EXPLORER_ORDER = { orderId: 'snack-7', quantity: 7 } as const;

/** The faults a walk may strike with at the very start: the specs marked as prerequisites. */
const PREREQUISITES: LabEvent[] = offeredActions()
  .filter(({ spec }) => spec.prerequisite)
  .map(({ action }) => toEvent(action));
/** In a design that takes amendments, the order is then amended once, at the version it was created with. */
export const EXPLORER_AMEND = { orderId: EXPLORER_ORDER.orderId, quantity: 5, version: 1 } as const;
const EVENTS: LabEvent[] = [
  { type: 'SUBMIT', ...EXPLORER_ORDER },
  { type: 'AMEND', ...EXPLORER_AMEND },
  { type: 'STEP' },
  { type: 'ADVANCE_CLOCK' },
  ...PREREQUISITES,
];

export function targetKey(t: FaultTarget): string {
  return t.kind === 'line' ? `${t.process}:${t.line}` : `net:${t.message}`;
}

/**
 * A design's walk comes in pieces: one from the fresh lab with no fault, then one after each prerequisite fault.
 * Every state's key holds the fault it was reached through, so the pieces never meet and together they are the
 * whole walk, shortest paths and all (a unit test compares them with it for every design). A warm worker walks
 * them one at a time, so it can stop between two while the learner is busy in the lab.
 */
export const WALK_COUNT = 1 + PREREQUISITES.length;

/** One place a walk reached a target at, in the order the walk found it: plain data, sent between workers. */
export interface FaultOffer {
  target: FaultTarget;
  prefix: LabAction[];
  /** Reached as the line the default Step runs next (else only as a line its process could run). */
  picked: boolean;
}

/** `lab` should keep several live worlds (`new Lab(sql, slot, 24)`): the walk hops between its branches. */
export function deriveFaultPoints(lab: Lab, design: DesignId): FaultPoint[] {
  return pickFaultPoints(Array.from({ length: WALK_COUNT }, (_, walk) => walkFaultOffers(lab, design, walk)).flat());
}

/** Walk `walk` of the design's derivation (0 without a prerequisite fault; 'whole' is every piece in one walk). */
export function walkFaultOffers(lab: Lab, design: DesignId, walk: number | 'whole'): FaultOffer[] {
  const start = walk === 'whole' || walk === 0 ? null : PREREQUISITES[walk - 1];
  const paths = getShortestPaths(labMachine, {
    input: { lab, design },
    events: EVENTS,
    filterEvents: (s, e) => {
      if (!s.can(e)) return false;
      const fresh = s.context.actions.length === 0;
      if (PREREQUISITES.includes(e)) return fresh && (walk === 'whole' || e === start);
      // A piece that starts with a fault takes it first.
      if (fresh && start) return false;
      // Like "Run to end": the order and the clock wait until Step has nothing to do. Each walk from a
      // starting point is then one straight run, which keeps the whole derivation to a few hundred steps.
      const stepIdle = blockerIn(snapshotOf(s.context).blockers, { type: 'step' }) !== null;
      if (e.type === 'SUBMIT') return stepIdle && !s.context.actions.some((a) => a.type === 'submit');
      if (e.type === 'AMEND')
        return (
          stepIdle &&
          s.context.actions.some((a) => a.type === 'submit') &&
          !s.context.actions.some((a) => a.type === 'amend')
        );
      if (e.type === 'ADVANCE_CLOCK') return stepIdle;
      return true;
    },
    serializeState: (s) => {
      const snap = snapshotOf(s.context);
      return JSON.stringify([
        PROCESSES.map((id) => [
          snap.processes[id].status,
          snap.processes[id].pc,
          blockerIn(snap.blockers, { type: 'step', process: id }) === null,
        ]),
        snap.inFlight.map((m) => `${m.kind}:${m.ok}`),
        snap.armedDrops,
        snap.runEnded,
        // Which process Step would run: a row waiting out a delay (a scanner's 30 s) and the same row come due
        // differ only in this and the clock, and the clock is left out so the walk stays finite.
        snap.defaultPick,
        // What the databases hold matters too: the same lines with a pending outbox row are a new state.
        Object.values(snap.tables).flatMap((panes) =>
          panes.map((p) => (p.independent.rows ?? []).map((r) => [r.status, r.prepared])),
        ),
        s.context.actions.find(isFault) ?? null,
      ]);
    },
  });

  const offers: FaultOffer[] = [];
  for (const path of paths) {
    // The fresh lab itself is the first state of every piece: only the first piece offers it.
    if (start && path.steps.length <= 1) continue;
    const prefix = path.steps.slice(1).flatMap((step) => (isActionEvent(step.event) ? [toAction(step.event)] : []));
    const snap = snapshotOf(path.state.context);
    for (const id of PROCESSES) {
      const view = snap.processes[id];
      if (!view.inDesign || view.status !== 'up' || blockerIn(snap.blockers, { type: 'step', process: id }) !== null)
        continue;
      offers.push({
        target: { kind: 'line', process: id, line: view.pc + 1 },
        prefix,
        picked: snap.defaultPick === id,
      });
    }
    for (const m of snap.inFlight) offers.push({ target: { kind: 'message', message: m.kind }, prefix, picked: true });
  }
  return offers;
}

/**
 * The fault point of each target: reached with no fault rather than through one, then by the shortest prefix, the
 * first found winning a tie. A line the default Step runs next beats one its process could merely run.
 */
export function pickFaultPoints(offers: readonly FaultOffer[]): FaultPoint[] {
  const picked = new Map<string, FaultPoint>();
  const readyOnly = new Map<string, FaultPoint>();
  for (const { target, prefix, picked: isPicked } of offers) {
    const into = isPicked ? picked : readyOnly;
    const key = targetKey(target);
    const via = prefix.find(isFault) ?? null;
    const current = into.get(key);
    const better =
      !current ||
      (current.via !== null && via === null) ||
      ((current.via === null) === (via === null) && prefix.length < current.prefix.length);
    if (better) into.set(key, { target, prefix, via });
  }
  for (const [key, point] of readyOnly) if (!picked.has(key)) picked.set(key, point);
  return [...picked.values()].sort((a, b) => order(a.target) - order(b.target));
}

function order(t: FaultTarget): number {
  return t.kind === 'message' ? 1000 + (t.message === 'request' ? 0 : 1) : PROCESSES.indexOf(t.process) * 100 + t.line;
}
