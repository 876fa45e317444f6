// Which verdict the verdict pane shows: the one of the picture on screen, or — while the learner walks back
// through a finished run (Back, or a click on one of its causes) — the one where the whole log ends, so the
// chain of causes stays in reach while its steps are visited. Its links point into that whole log, which is
// exactly what the machine's JUMP counts in (the actions, then what Forward would redo).
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { LabAction } from '../../../engine/actions/registry';
import type { LabSnapshot, Verdict } from '../../../engine/snapshot';
import type { DesignId, DesignOptions } from '../../../engine/types';
import { snapshotOf, wholeLog } from '../../../machine/lab-machine';
import { joinSplitRuns, unjoinPlace } from '../../../machine/run-log';
import { useLabActor } from '../lab-context';

export interface ShownVerdict {
  verdict: Verdict;
  /** The picture the verdict belongs to: its timeline is what the causes' links point into. */
  snapshot: LabSnapshot;
  design: DesignId;
  options: DesignOptions;
  /** The action log that ends in this verdict. */
  log: LabAction[];
  /** True when the lab shows an earlier step than the verdict's (the rest is under Forward). */
  ahead: boolean;
  /** How many timeline entries the picture on screen has: the links up to there have happened. */
  position: number;
}

/** Per joined end and split, the verdict with its causes placed in the split log: the same object every time. */
const placed = new WeakMap<Verdict, Map<string, Verdict>>();

function placedFor(verdict: Verdict, joins: ReturnType<typeof joinSplitRuns>['joins']): Verdict {
  if (joins.length === 0) return verdict;
  const key = JSON.stringify(joins);
  const forVerdict = placed.get(verdict) ?? new Map<string, Verdict>();
  placed.set(verdict, forVerdict);
  let found = forVerdict.get(key);
  if (!found) {
    found = {
      ...verdict,
      causes: verdict.causes.map((c) => ({
        ...c,
        links: c.links.map((l) => ({ ...l, ...unjoinPlace(joins, l.action, l.move) })),
      })),
    };
    // One split at a time is shown: older ones are not kept.
    forVerdict.clear();
    forVerdict.set(key, found);
  }
  return found;
}

export function useShownVerdict(): ShownVerdict | null {
  const context = useSelector(useLabActor(), (s) => s.context);
  return useMemo(() => {
    const { design, options } = context;
    const current = snapshotOf(context);
    if (current.verdict)
      return {
        verdict: current.verdict,
        snapshot: current,
        design,
        options,
        log: context.actions,
        ahead: false,
        position: current.timeline.length,
      };
    if (context.undone.length === 0) return null;
    // Replaying the whole log is one cached lookup after the first time: going Back and Forth keeps it. Back inside a
    // run moves the split between its two parts, so the end is asked for with the parts joined (the same log every
    // time), and the causes' places are given back in the log as it stands, which is what JUMP counts in.
    const log = wholeLog(context);
    const { joined, joins } = joinSplitRuns(log);
    const end = snapshotOf({ ...context, actions: joined });
    if (!end.verdict) return null;
    const verdict = placedFor(end.verdict, joins);
    return { verdict, snapshot: end, design, options, log, ahead: true, position: current.timeline.length };
  }, [context]);
}
