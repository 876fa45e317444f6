// Replaying a long log a slice at a time, so the page can paint a progress bar and take a Cancel between slices.
// The generator does the work between its yields, through the lab's own cache: each slice moves a live world on from
// where the last one left it. A "Run to end" — most of a long link's work — is made as runs cut after more and more
// moves (the lab carries a cut run on), and once it comes to rest the lab takes the last cut for the whole run.
// Nothing here is timed: the caller decides how many slices fit in a frame.
import type { LabAction } from '../actions/registry';
import { pendingWork, runBudget } from '../runtime/scheduler';
import type { DesignId, DesignOptions } from '../types';
import type { Lab } from './lab';

/** Where a sliced replay stands. */
export interface ReplayProgress {
  /** Actions of the log the lab stands past so far (a run counts when it is done; a part it had already, at once). */
  applied: number;
  /** Actions in the log. */
  actions: number;
  /** Moves made by the "Run to end" under way, or null between runs. */
  moves: number | null;
  /** The share of the work done, 0 to 1: a run's moves are estimated from the work still pending. */
  fraction: number;
}

/** Actions applied per slice outside runs, and moves per slice inside one: a few milliseconds each. */
const ACTIONS_PER_SLICE = 8;
const MOVES_PER_SLICE = 48;
/** Before a run has moved, a guess at its moves per item of pending work (an order takes about 17 in Outbox). */
const PRIOR_MOVES_PER_ITEM = 16;

/**
 * Replays `actions` into `lab` a slice at a time, yielding after each slice, from the deepest point on their way where
 * the lab has a checkpoint or a live world (Lab.replayStart; nothing at all for a step the lab has shown, near one).
 * Returns true when the whole log is possible (applied, or its result already kept), false when an action was
 * impossible (the lab's own replay then says which, from where this one stopped).
 */
export function* replayInSlices(
  lab: Lab,
  design: DesignId,
  actions: readonly LabAction[],
  options: DesignOptions,
): Generator<ReplayProgress, boolean, void> {
  const total = actions.length;
  // Work is counted in actions and run moves. A run's moves are guessed until it is done: before it starts, from the
  // actions since the run before it (each usually adds an item of work); once started, from the work then pending.
  const guesses: number[] = [];
  let since = 0;
  for (const a of actions) {
    if (a.type !== 'run') since += 1;
    else [guesses[guesses.length], since] = [a.moves ?? PRIOR_MOVES_PER_ITEM * Math.max(1, since), 0];
  }
  const runs = guesses.length;
  let work = total - runs + guesses.reduce((sum, g) => sum + g, 0);
  // What the lab has on the way already (a checkpoint or a live world) is not replayed: a link to a step of the
  // session replays a few actions from the nearest one, not the whole log from the start a slice at a time.
  let i = lab.replayStart(design, actions, options);
  let run = actions.slice(0, i).filter((a) => a.type === 'run').length;
  let done = i - run + guesses.slice(0, run).reduce((sum, g) => sum + g, 0);
  const progress = (applied: number, moves: number | null): ReplayProgress => ({
    applied,
    actions: total,
    moves,
    fraction: Math.min(1, (done + (moves ?? 0)) / Math.max(1, work)),
  });
  while (i < total) {
    const action = actions[i];
    if (action.type !== 'run') {
      // Up to the next run, a few actions a slice.
      let end = i;
      while (end < total && end - i < ACTIONS_PER_SLICE && actions[end].type !== 'run') end += 1;
      if (lab.inspect(design, actions.slice(0, end), options, () => true) === null) return false;
      done += end - i;
      i = end;
      yield progress(i, null);
      continue;
    }
    const prefix = actions.slice(0, i);
    const start = lab.inspect(design, prefix, options, (w) => ({ budget: runBudget(w), pending: pendingWork(w) }));
    if (start === null) return false;
    const limit = action.moves ?? start.budget;
    let guess = Math.min(limit, PRIOR_MOVES_PER_ITEM * Math.max(1, start.pending));
    work += guess - guesses[run];
    let cut = Math.min(MOVES_PER_SLICE, limit);
    let cutLog: LabAction[];
    let made: number;
    for (;;) {
      cutLog = [...prefix, { type: 'run', moves: cut }];
      const now = lab.inspect(design, cutLog, options, (w) => w.lastRun.length);
      if (now === null) return false;
      made = now;
      if (made < cut || cut === limit) break;
      // A run past its guess has a little more to go, as far as anyone can tell: the bar slows rather than stops.
      if (made * 1.05 > guess) [work, guess] = [work - guess + made * 1.1, made * 1.1];
      yield progress(i, made);
      cut = Math.min(cut + MOVES_PER_SLICE, limit);
    }
    // A whole run that came to rest within its budget: the last cut is it. One that spent its budget is left to the
    // lab's own replay, which also notes the run gave up.
    if (action.moves === undefined && made < cut) lab.adoptSettledRun(design, options, cutLog);
    work += made - guess;
    done += made;
    run += 1;
    i += 1;
    yield progress(i, null);
  }
  return true;
}
