// Which verdict the verdict pane shows: the one of the picture on screen, or — while the learner walks back
// through a finished run (Back, or a click on one of its causes) — the one where the whole log ends, so the
// chain of causes stays in reach while its steps are visited. Its links point into that whole log, which is
// exactly what the machine's JUMP counts in (the actions, then what Forward would redo).
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { LabAction } from '../engine/actions/registry';
import type { LabSnapshot, Verdict } from '../engine/snapshot';
import type { DesignId, DesignOptions } from '../engine/types';
import { snapshotOf } from '../machine/lab-machine';
import { useLabActor } from './lab-context';

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

export function useShownVerdict(): ShownVerdict | null {
  const context = useSelector(useLabActor(), (s) => s.context);
  return useMemo(() => {
    const { design, options } = context;
    const current = snapshotOf(context);
    if (current.verdict) return { verdict: current.verdict, snapshot: current, design, options, log: context.actions, ahead: false, position: current.timeline.length };
    if (context.undone.length === 0) return null;
    // Replaying the whole log is one cached lookup after the first time: going Back and Forth keeps it.
    const log = [...context.actions, ...[...context.undone].reverse()];
    const end = snapshotOf({ ...context, actions: log });
    if (!end.verdict) return null;
    return { verdict: end.verdict, snapshot: end, design, options, log, ahead: true, position: current.timeline.length };
  }, [context]);
}
