// "Try this with <design>": the first design after this one in the lab's registry whose expectations say it
// survives every fault this run suffered — offered only if replaying this run's log on it really ends ok.
// The replay moves the lab's one live world to that design, so it is done only for a verdict that is not ok,
// and once per run: the answer is remembered by design, options and log.
import { useMemo } from 'react';
import type { LabAction } from '../engine/actions/registry';
import type { DesignId } from '../engine/types';
import type { LabContext } from '../machine/lab-machine';
import { useLabActor } from './lab-context';
import type { ShownVerdict } from './use-shown-verdict';

export interface FixingRun {
  design: DesignId;
  actions: LabAction[];
}

/** The supervisor's kinds of move: what a "Run to end" is made of once Back or a jump has spelled it out. */
const MOVES = new Set<LabAction['type']>(['step', 'restart', 'advance', 'run']);

/**
 * The log as it stands, then the same log with its closing moves given back to one "Run to end". A jump into
 * a run spells the run out as this design's own moves, which another design's programs need not match; the
 * faults and the orders all come before them, so the second log still runs the same faults.
 */
function logsToTry(log: readonly LabAction[]): LabAction[][] {
  let end = log.length;
  while (end > 0 && MOVES.has(log[end - 1].type)) end -= 1;
  const settled: LabAction[] = [...log.slice(0, end), { type: 'run' }];
  return JSON.stringify(settled) === JSON.stringify(log) ? [[...log]] : [[...log], settled];
}

/** Answers per lab, by design, options and log: walking Back and Forth through one run asks the same question. */
const answers = new WeakMap<LabContext['lab'], Map<string, FixingRun | null>>();
const REMEMBERED = 32;

function findFixingRun(lab: LabContext['lab'], shown: ShownVerdict): FixingRun | null {
  const designs = lab.designs.list;
  const later = designs.slice(designs.findIndex((d) => d.id === shown.design) + 1);
  const { faults } = shown.verdict;
  for (const design of later) {
    const { expected } = design;
    if (!faults.every((fault) => (expected.faults[fault] ?? expected.otherwise) === 'ok')) continue;
    for (const actions of logsToTry(shown.log)) {
      const { snapshot, rejected } = lab.at(design.id, actions, shown.options);
      if (!rejected && snapshot.verdict?.outcome === 'ok') return { design: design.id, actions };
    }
  }
  return null;
}

export function useFixingDesign(shown: ShownVerdict | null): FixingRun | null {
  const { lab } = useLabActor().getSnapshot().context;
  return useMemo(() => {
    if (!shown || shown.verdict.outcome === 'ok') return null;
    let known = answers.get(lab);
    if (!known) answers.set(lab, (known = new Map()));
    const key = `${shown.design}|${JSON.stringify(shown.options)}|${JSON.stringify(shown.log)}`;
    if (!known.has(key)) {
      if (known.size >= REMEMBERED) known.delete(known.keys().next().value!);
      known.set(key, findFixingRun(lab, shown));
    }
    return known.get(key) ?? null;
  }, [lab, shown]);
}
