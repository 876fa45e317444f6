// The one machine that drives the lab. Its context is the action log (plain data) plus the engine runner
// that turns a log into a snapshot; its states mirror the world (each process up or crashed, the run idle,
// active or ended) through guards, so Back — which only shortens the log — lands in the right states too.
// No invoke and no after: xstate/graph can walk every state.
import { and, assign, not, setup } from 'xstate';
import {
  ACTION_EVENT_TYPES,
  isActionEvent,
  toAction,
  type ActionEventType,
  type LabAction,
} from '../engine/actions/registry';
import type { Lab } from '../engine/replay/lab';
import type { ReplayResult } from '../engine/replay/replay-result';
import { encodeLink } from '../engine/replay/link-codec';
import type { LabSnapshot } from '../engine/snapshot';
import { DEFAULT_OPTIONS, PROCESSES, type DesignId, type DesignOptions, type ProcessId } from '../engine/types';
import { optionProblem } from '../engine/runtime/backoff';
import type { LabEvent } from './lab-events';
import { keepBranch, type Branch } from './branches';
import { shareWithPrevious } from './keep-equal';
import { backOne, cutRun, forwardOne } from './run-log';

/** One process's region: each state follows the world through guards, so Back lands right too. */
function processRegion(process: ProcessId) {
  const crashed = { type: 'crashed' as const, params: { process } };
  // The order service runs in every design: its region has no state for being absent (a walk could not reach it).
  if (process === 'order')
    return {
      initial: 'up' as const,
      states: {
        up: { always: { guard: crashed, target: 'crashed' } },
        crashed: { always: { guard: not(crashed), target: 'up' } },
      },
    };
  const inDesign = { type: 'inDesign' as const, params: { process } };
  return {
    initial: 'up' as const,
    states: {
      absent: { always: { guard: inDesign, target: 'up' } },
      up: {
        always: [
          { guard: not(inDesign), target: 'absent' },
          { guard: crashed, target: 'crashed' },
        ],
      },
      crashed: { always: { guard: not(crashed), target: 'up' } },
    },
  };
}

/** One design's run as the lab left it: a design change keeps it, so Back can return to it. */
export interface Session {
  design: DesignId;
  options: DesignOptions;
  actions: LabAction[];
  undone: LabAction[];
}

export interface LabContext {
  lab: Lab;
  design: DesignId;
  options: DesignOptions;
  actions: LabAction[];
  /** Actions undone by Back, newest last, for Forward. */
  undone: LabAction[];
  /** Set when a loaded log held an impossible action (where, and why); the valid prefix was kept. */
  rejected: ReplayResult['rejected'];
  /** What the latest change was, so the status line says it rather than guessing from the log's length. */
  change: LabChange;
  /** The runs of the designs left by a design change, newest last: Back at the start of a run returns to them. */
  earlier: Session[];
  /** Design changes undone by Back, newest last, for Forward. */
  later: Session[];
  /** Logs left behind by taking another way (branches.ts): the scrubber can return to any step of them. */
  branches: Branch[];
  /** Where Reset returns: an empty run of the current design, or a lesson's state for its lab. */
  home: Home | null;
}

/** A lesson lab's own starting state, which its Reset restores (design, settings and actions). */
export interface Home {
  design: DesignId;
  options: DesignOptions;
  actions: LabAction[];
}

export type LabChange = 'start' | 'action' | 'back' | 'forward' | 'jump' | 'reset' | 'design' | 'options' | 'load';

export interface LabInput {
  lab: Lab;
  design?: DesignId;
  actions?: LabAction[];
  options?: DesignOptions;
  /** How many of `actions` are applied; the rest wait under Forward. */
  at?: number;
  /** Reset returns here instead of to an empty run (a lesson's lab). */
  home?: Home;
}

/**
 * A requested log as the lab will hold it: the longest prefix that could happen, and what stopped the rest,
 * shown after its first `at` actions with the others under Forward (one change, so it is announced as a load).
 */
function loadLog(
  lab: Lab,
  design: DesignId,
  requested: LabAction[],
  options: DesignOptions = DEFAULT_OPTIONS,
  at?: number,
): Omit<LabContext, 'lab' | 'change' | 'branches' | 'home'> {
  const { rejected } = lab.at(design, requested, options);
  const valid = rejected ? requested.slice(0, rejected.index) : requested;
  const keep = Math.min(at ?? valid.length, valid.length);
  return {
    design,
    options,
    actions: valid.slice(0, keep),
    undone: valid.slice(keep).reverse(),
    rejected,
    earlier: [],
    later: [],
  };
}

const sessionOf = ({ design, options, actions, undone }: LabContext): Session => ({ design, options, actions, undone });

/** The lab's whole log: what is applied, then what waits under Forward (undone is kept newest last). */
export function wholeLog({ actions, undone }: Pick<LabContext, 'actions' | 'undone'>): LabAction[] {
  return [...actions, ...[...undone].reverse()];
}

/** The lab's state as a link, Forward included: the address bar, "Copy link to this state", a saved scenario. */
export function linkOf(context: Pick<LabContext, 'design' | 'options' | 'actions' | 'undone'>): string {
  return encodeLink({
    design: context.design,
    actions: wholeLog(context),
    options: context.options,
    at: context.actions.length,
  });
}

/** The lab's whole log as a branch. */
const wholeOf = (context: Pick<LabContext, 'design' | 'options' | 'actions' | 'undone'>): Branch => ({
  design: context.design,
  options: context.options,
  actions: wholeLog(context),
});

/**
 * Snapshots by log array: a log is never mutated (every change makes a new array), so the dozens of selectors and
 * guards that ask after one step find it here instead of re-keying the whole log in the lab's cache each time.
 */
const snapshots = new WeakMap<
  readonly LabAction[],
  { lab: Lab; design: DesignId; options: DesignOptions; snapshot: LabSnapshot }
>();

/** Each lab's snapshot asked for last. */
const latest = new WeakMap<Lab, LabSnapshot>();

export function snapshotOf(context: Pick<LabContext, 'lab' | 'design' | 'actions' | 'options'>): LabSnapshot {
  const known = snapshots.get(context.actions);
  if (known && known.lab === context.lab && known.design === context.design && known.options === context.options)
    return known.snapshot;
  const { snapshot: fresh } = context.lab.at(context.design, context.actions, context.options);
  // Shared with the lab's latest snapshot, so the panes whose part did not change keep their object.
  const snapshot = shareWithPrevious(latest.get(context.lab), fresh);
  latest.set(context.lab, snapshot);
  snapshots.set(context.actions, { lab: context.lab, design: context.design, options: context.options, snapshot });
  return snapshot;
}

/** Every learner action's event is recorded when the world allows it; the specs name the events. */
const actionTransitions = Object.fromEntries(
  ACTION_EVENT_TYPES.map((type) => [type, { guard: 'actionPossible', actions: 'record' }]),
) as Record<ActionEventType, { guard: 'actionPossible'; actions: 'record' }>;

export const labMachine = setup({
  types: {
    context: {} as LabContext,
    events: {} as LabEvent,
    input: {} as LabInput,
  },
  guards: {
    actionPossible: ({ context, event }) =>
      isActionEvent(event) &&
      context.lab.blocker(context.design, context.actions, toAction(event), context.options) === null,
    canGoBack: ({ context }) => context.actions.length > 0 || context.earlier.length > 0,
    isDesignEvent: ({ context, event }) => event.type === 'SET_DESIGN' && context.lab.designs.has(event.design),
    // An event may come from a careless caller (or a model walk with no payload): anything not shaped like
    // settings is refused, never thrown on.
    isOptionsEvent: ({ context, event }) =>
      event.type === 'SET_OPTIONS' &&
      typeof event.options === 'object' &&
      event.options !== null &&
      optionProblem(event.options) === null &&
      JSON.stringify(event.options) !== JSON.stringify(context.options),
    isLoadEvent: ({ context, event }) =>
      event.type === 'LOAD' &&
      context.lab.designs.has(event.design) &&
      Array.isArray(event.actions) &&
      (event.at === undefined || (Number.isInteger(event.at) && event.at >= 0)),
    canGoForward: ({ context }) => context.undone.length > 0 || context.later.length > 0,
    isSeekEvent: ({ context, event }) => {
      if (event.type !== 'SEEK' || !Number.isInteger(event.at) || event.at < 0) return false;
      if (event.branch === undefined) return event.at <= context.actions.length + context.undone.length;
      const branch = Number.isInteger(event.branch) ? context.branches[event.branch] : undefined;
      return branch !== undefined && branch.design === context.design && event.at <= branch.actions.length;
    },
    isJumpEvent: ({ context, event }) =>
      event.type === 'JUMP' &&
      Number.isInteger(event.action) &&
      event.action >= 0 &&
      event.action < context.actions.length + context.undone.length &&
      (event.move === undefined || (Number.isInteger(event.move) && event.move >= 0)),
    runEnded: ({ context }) => snapshotOf(context).runEnded,
    quiescent: ({ context }) => snapshotOf(context).quiescent,
    crashed: ({ context }, params: { process: ProcessId }) =>
      snapshotOf(context).processes[params.process].status === 'crashed',
    inDesign: ({ context }, params: { process: ProcessId }) => snapshotOf(context).processes[params.process].inDesign,
  },
  actions: {
    record: assign({
      actions: ({ context, event }) => (isActionEvent(event) ? [...context.actions, toAction(event)] : context.actions),
      // What waited under Forward is not thrown away: it stays a branch the scrubber can return to.
      branches: ({ context, event }) =>
        context.undone.length && isActionEvent(event)
          ? keepBranch(
              context.branches,
              wholeOf(context),
              wholeOf({ ...context, actions: [...context.actions, toAction(event)], undone: [] }),
            )
          : context.branches,
      undone: () => [],
      later: () => [],
      rejected: () => null,
      change: () => 'action' as const,
    }),
    // Back after "Run to end" steps back one of the run's moves, not to before the whole run; Back at the start
    // of a design's run returns to the design before it, with its run.
    back: assign(({ context }) => {
      if (context.actions.length === 0) {
        const { earlier, later } = context;
        return {
          ...earlier[earlier.length - 1],
          earlier: earlier.slice(0, -1),
          later: [...later, sessionOf(context)],
          rejected: null,
          change: 'back' as const,
        };
      }
      const made = context.lab.runMoves(context.design, context.actions, context.actions.length - 1, context.options);
      return { ...backOne(context.actions, context.undone, made), change: 'back' as const };
    }),
    jump: assign(({ context, event }) => {
      if (event.type !== 'JUMP') return {};
      let whole = wholeLog(context);
      let keep = event.action + 1;
      if (event.move !== undefined && whole[event.action].type === 'run') {
        // A move past the run's last lands on its last: a jump never reaches into the actions after the run.
        ({ whole, keep } = cutRun(whole, event.action, event.move, (log, index) =>
          context.lab.runMoves(context.design, log, index, context.options),
        ));
      }
      return {
        actions: whole.slice(0, keep),
        undone: whole.slice(keep).reverse(),
        rejected: null,
        change: 'jump' as const,
      };
    }),
    forward: assign(({ context }) => {
      if (context.undone.length === 0) {
        const { earlier, later } = context;
        return {
          ...later[later.length - 1],
          later: later.slice(0, -1),
          earlier: [...earlier, sessionOf(context)],
          rejected: null,
          change: 'forward' as const,
        };
      }
      return { ...forwardOne(context.actions, context.undone), change: 'forward' as const };
    }),
    // Reset empties the run, or returns a lesson's lab to the lesson's state for it; the run left is a branch.
    reset: assign(({ context }) => {
      const home = context.home ?? { design: context.design, options: context.options, actions: [] };
      return {
        ...home,
        undone: [],
        later: [],
        rejected: null,
        change: 'reset' as const,
        branches: keepBranch(context.branches, wholeOf(context), { ...home, actions: [...home.actions] }),
      };
    }),
    // The scrubber: any step of the current log, or of a kept branch (which then becomes the current log, and
    // the current one a branch).
    seek: assign(({ context, event }) => {
      if (event.type !== 'SEEK') return {};
      const current = wholeOf(context);
      const target = event.branch === undefined ? current : context.branches[event.branch];
      const others =
        event.branch === undefined ? context.branches : context.branches.filter((_, i) => i !== event.branch);
      return {
        options: target.options,
        actions: target.actions.slice(0, event.at),
        undone: target.actions.slice(event.at).reverse(),
        branches: event.branch === undefined ? others : keepBranch(others, current, target),
        rejected: null,
        change: 'jump' as const,
      };
    }),
    // A design change is a step in history: the run left behind waits under Back.
    setDesign: assign(({ context, event }) =>
      event.type === 'SET_DESIGN' && event.design !== context.design
        ? {
            design: event.design,
            actions: [],
            undone: [],
            earlier: [...context.earlier, sessionOf(context)],
            later: [],
            rejected: null,
            change: 'design' as const,
          }
        : {},
    ),
    // The same actions under other relay settings: what would this run have done with exponential back-off?
    // Where the new settings make an action impossible, the log stops there, as a loaded link does.
    setOptions: assign(({ context, event }) => {
      if (event.type !== 'SET_OPTIONS') return {};
      const { maxAttempts, retryAfter, backoffCap, order, inboxKeep } = event.options;
      const options = { maxAttempts, retryAfter, backoffCap, order, inboxKeep };
      const whole = wholeOf(context).actions;
      return {
        ...loadLog(context.lab, context.design, whole, options, context.actions.length),
        earlier: [...context.earlier, sessionOf(context)],
        later: [],
        change: 'options' as const,
      };
    }),
    load: assign(({ context, event }) =>
      event.type === 'LOAD'
        ? { ...loadLog(context.lab, event.design, event.actions, event.options, event.at), change: 'load' as const }
        : {},
    ),
  },
}).createMachine({
  id: 'lab',
  context: ({ input }) => ({
    lab: input.lab,
    ...loadLog(input.lab, input.design ?? input.lab.designs.defaultId, input.actions ?? [], input.options, input.at),
    branches: [],
    change: 'start' as const,
    home: input.home ?? null,
  }),
  type: 'parallel',
  on: {
    ...actionTransitions,
    BACK: { guard: 'canGoBack', actions: 'back' },
    FORWARD: { guard: 'canGoForward', actions: 'forward' },
    RESET: { actions: 'reset' },
    JUMP: { guard: 'isJumpEvent', actions: 'jump' },
    SEEK: { guard: 'isSeekEvent', actions: 'seek' },
    SET_DESIGN: { guard: 'isDesignEvent', actions: 'setDesign' },
    SET_OPTIONS: { guard: 'isOptionsEvent', actions: 'setOptions' },
    LOAD: { guard: 'isLoadEvent', actions: 'load' },
  },
  states: {
    run: {
      initial: 'idle',
      states: {
        idle: {
          always: [
            { guard: 'runEnded', target: 'ended' },
            { guard: not('quiescent'), target: 'active' },
          ],
        },
        active: {
          always: [
            { guard: 'runEnded', target: 'ended' },
            { guard: 'quiescent', target: 'idle' },
          ],
        },
        ended: {
          always: [
            { guard: not('quiescent'), target: 'active' },
            { guard: and(['quiescent', not('runEnded')]), target: 'idle' },
          ],
        },
      },
    },
    // A region per process the page knows: up, crashed, or absent from the design (a design without a warehouse,
    // or one that runs a single relay has no second one). The order service is never absent.
    ...Object.fromEntries(PROCESSES.map((process) => [process, processRegion(process)])),
  },
});

export type LabMachine = typeof labMachine;
