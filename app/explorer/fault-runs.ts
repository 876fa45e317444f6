// The explorer's runs: every single fault at every fault point, every pair (the second armed to strike the next
// time its point comes round), or every triple (two different faults armed, then the first). Each run is an
// action log, so it can open in the lab as a link.
import type { LabAction } from '../engine/actions/registry';
import type { FaultId } from '../engine/designs/design';
import type { ArmedFault, DesignId } from '../engine/types';
import { encodeLink } from '../engine/replay/link-codec';
import type { FaultPoint, FaultTarget } from './fault-points';

export type ExplorerFaultKind = 'crash' | 'fail' | 'drop';

export interface Fault {
  kind: ExplorerFaultKind;
  target: FaultTarget;
}

/** A share of a design's runs: the `index`th of every `of` first faults (run-parts.ts). */
export interface RunPart {
  index: number;
  of: number;
}

export interface FaultRun {
  id: string;
  design: DesignId;
  faults: Fault[];
  /** The log up to and including the fault(s): where the lab opens. */
  actions: LabAction[];
  /** `actions` followed by "Run to end": what the explorer executes. */
  full: LabAction[];
  /** Opens the lab at the fault (`actions` applied) with "Run to end" waiting under Forward. */
  link: string;
  via: LabAction | null;
}

function faultAction(f: Fault): LabAction {
  if (f.target.kind === 'message') return { type: 'drop', message: f.target.message };
  return { type: f.kind === 'fail' ? 'fail' : 'crash', process: f.target.process };
}

/** The second fault of a pair is armed ahead of time, to strike the next time its point comes round. */
function armedAction(f: Fault): LabAction {
  if (f.target.kind === 'message') return { type: 'drop', message: f.target.message };
  const fault: ArmedFault = {
    kind: f.kind === 'fail' ? 'fail' : 'crash',
    process: f.target.process,
    line: f.target.line,
  };
  return { type: 'arm', fault };
}

export function faultsAt(point: FaultPoint): Fault[] {
  return point.target.kind === 'message'
    ? [{ kind: 'drop', target: point.target }]
    : (['crash', 'fail'] as const).map((kind) => ({ kind, target: point.target }));
}

export function faultId(f: Fault): FaultId {
  return f.target.kind === 'message'
    ? `drop:${f.target.message}`
    : (`${f.kind}:${f.target.process}:${f.target.line}` as FaultId);
}

function makeRun(design: DesignId, faults: Fault[], actions: LabAction[], via: LabAction | null): FaultRun {
  const full: LabAction[] = [...actions, { type: 'run' }];
  let link: string | undefined;
  const run = { id: faults.map(faultId).join('+'), design, faults, actions, full, via } as FaultRun;
  // Written when first read: a design's triples run to tens of thousands, and most are never opened. Enumerable, so
  // a copy (a spread, a message to the page) carries it as a plain string.
  Object.defineProperty(run, 'link', {
    enumerable: true,
    get: () => (link ??= encodeLink({ design, actions: full, at: actions.length })),
  });
  return run;
}

export function singleFaultRuns(design: DesignId, points: FaultPoint[]): FaultRun[] {
  return points.flatMap((point) =>
    faultsAt(point).map((f) => makeRun(design, [f], [...point.prefix, faultAction(f)], point.via)),
  );
}

/**
 * A pair's log in its parts: the first fault's prefix, the second fault armed, then the first fault striking. A
 * triple's is the same with its second fault armed at the end of the prefix: its trunk is that pair's run.
 */
export function pairParts(run: FaultRun): { prefix: LabAction[]; arm: LabAction; strike: LabAction } {
  return {
    prefix: run.actions.slice(0, -2),
    arm: run.actions[run.actions.length - 2],
    strike: run.actions[run.actions.length - 1],
  };
}

/**
 * Every fault at every point, with the actions that arm it and strike it made once: the runs share them. A run's log
 * is keyed action by action, and log-trie.ts's actionKey keys an action object once and remembers it; a design's
 * triples are tens of thousands of logs, and with action objects of their own each, every log would key its faults
 * anew before the first verdict could show.
 */
function faultsOf(points: FaultPoint[]) {
  return points.flatMap((point) =>
    faultsAt(point).map((fault) => ({ fault, point, armed: armedAction(fault), strike: faultAction(fault) })),
  );
}

export function faultPairRuns(design: DesignId, points: FaultPoint[]): FaultRun[] {
  const all = faultsOf(points);
  const runs: FaultRun[] = [];
  for (const first of all) {
    for (const second of all) {
      const actions = [...first.point.prefix, second.armed, first.strike];
      runs.push(makeRun(design, [first.fault, second.fault], actions, first.point.via));
    }
  }
  return runs;
}

/**
 * Every first fault, with every two different faults armed before it strikes (in the points' order, once each). With
 * `part`, only the first faults of that share (run-parts.ts), the others not even made.
 */
export function faultTripleRuns(design: DesignId, points: FaultPoint[], part?: RunPart): FaultRun[] {
  const all = faultsOf(points);
  const runs: FaultRun[] = [];
  for (const [k, first] of all.entries()) {
    if (part && k % part.of !== part.index) continue;
    for (const [i, second] of all.entries()) {
      for (const third of all.slice(i + 1)) {
        const actions = [...first.point.prefix, second.armed, third.armed, first.strike];
        runs.push(makeRun(design, [first.fault, second.fault, third.fault], actions, first.point.via));
      }
    }
  }
  return runs;
}
