// "Try this with <design>" for the verdict on show: worked out after the step is painted (it replays a run on
// another design), and remembered per lab and run, so walking Back and Forth through one run asks once.
import { useEffect, useState } from 'react';
import type { LabContext } from '../../../machine/lab-machine';
import { findFixingRun, type FixingRun } from '../../../explorer/fixing-run';
import { useLabActor } from '../lab-context';
import type { ShownVerdict } from './use-shown-verdict';

export type { FixingRun } from '../../../explorer/fixing-run';

const answers = new WeakMap<LabContext['lab'], Map<string, FixingRun | null>>();
const REMEMBERED = 32;

export function useFixingDesign(shown: ShownVerdict | null): FixingRun | null {
  const { lab } = useLabActor().getSnapshot().context;
  // The run is named by its design, options, orders and the one fault it suffered: what the answer depends on.
  const key =
    shown && shown.verdict.outcome !== 'ok' && shown.verdict.faults.length === 1
      ? JSON.stringify([
          shown.design,
          shown.options,
          shown.verdict.faults,
          shown.log.filter((a) => a.type === 'submit'),
          shown.verdict.evidence,
        ])
      : null;
  const [answer, setAnswer] = useState<{ key: string; fix: FixingRun | null } | null>(null);
  useEffect(() => {
    if (!key || !shown) return;
    let known = answers.get(lab);
    if (!known) answers.set(lab, (known = new Map()));
    const cached = known.get(key);
    if (cached !== undefined) return setAnswer({ key, fix: cached });
    // After the frame that shows the verdict: the replay never delays the step that ended the run.
    const timer = setTimeout(() => {
      const fix = findFixingRun(lab, shown);
      if (known.size >= REMEMBERED) known.delete(known.keys().next().value!);
      known.set(key, fix);
      setAnswer({ key, fix });
    }, 0);
    return () => clearTimeout(timer);
    // `shown` is read through `key`, which names everything the answer depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lab, key]);
  return key && answer?.key === key ? answer.fix : null;
}
