// Arms a crash or a failure before a chosen line, and lists what is armed (faults and message drops).
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { blockerIn } from '../../../engine/actions/registry';
import { PROCESSES, type FaultKind, type ProcessId } from '../../../engine/types';
import { useLabActor, useWorld } from '../lab-context';
import { snapshotOf } from '../../../machine/lab-machine';
import { useAnnounce } from '../controls/status-region';
import { processName } from '../../shared/process-names';
import { useNumbered } from '../use-numbered';

export default function ArmFaultForm() {
  const actor = useLabActor();
  const { t } = useTranslation();
  const announce = useAnnounce();
  const id = useId();
  // Only the lines each process has: the rest of the blockers changes with most Steps, and is read when armed.
  const lines = useWorld((s) => s.blockers.lines);
  const armedFaults = useWorld((s) => s.armedFaults);
  const armedDrops = useWorld((s) => s.armedDrops);
  const numbered = useNumbered();
  const [kind, setKind] = useState<FaultKind>('crash');
  const [process, setProcess] = useState<ProcessId>('relay');
  const [line, setLine] = useState(1);
  const available = PROCESSES.filter((p) => lines[p] > 0);
  const chosen = available.includes(process) ? process : available[0];
  const chosenLine = Math.min(line, lines[chosen]);

  function arm(event: FormEvent) {
    event.preventDefault();
    const fault = { kind, process: chosen, line: chosenLine };
    const blocker = blockerIn(snapshotOf(actor.getSnapshot().context).blockers, { type: 'arm', fault });
    if (blocker) announce(t('status.refused', { reason: t(`reason.${blocker}`) }));
    else actor.send({ type: 'ARM', fault });
  }

  const armed = [
    ...armedFaults.map((f) =>
      t('controls.armedFault', {
        kind: t(`arm.${f.kind}`),
        process: processName(t, f.process, numbered),
        line: f.line,
      }),
    ),
    ...(armedDrops.request ? [t('controls.armedRequestDrops', { count: armedDrops.request })] : []),
    ...(armedDrops.ack ? [t('controls.armedAckDrops', { count: armedDrops.ack })] : []),
  ];

  // A disclosure in the control bar: closed it takes one button's room; what is armed stays visible beside it.
  return (
    <div className="arm-fault-menu">
      <details>
        <summary id={`${id}-h`}>{t('arm.heading')}</summary>
        <form className="arm-fault" onSubmit={arm} aria-labelledby={`${id}-h`}>
          <label htmlFor={`${id}-kind`}>{t('arm.kind')}</label>
          <select
            id={`${id}-kind`}
            data-shortcut-target="arm"
            value={kind}
            onChange={(e) => setKind(e.target.value as FaultKind)}
          >
            <option value="crash">{t('arm.crash')}</option>
            <option value="fail">{t('arm.fail')}</option>
          </select>
          <label htmlFor={`${id}-process`}>{t('arm.process')}</label>
          <select id={`${id}-process`} value={chosen} onChange={(e) => setProcess(e.target.value as ProcessId)}>
            {available.map((p) => (
              <option key={p} value={p}>
                {processName(t, p, numbered)}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-line`}>{t('arm.line')}</label>
          <select id={`${id}-line`} value={chosenLine} onChange={(e) => setLine(Number(e.target.value))}>
            {Array.from({ length: lines[chosen] }, (_, i) => (
              <option key={i + 1} value={i + 1}>
                {i + 1}
              </option>
            ))}
          </select>
          <button type="submit">{t('arm.submit')}</button>
        </form>
      </details>
      {armed.length > 0 && <p className="armed">{t('controls.armed', { list: armed.join(t('app.listSeparator')) })}</p>}
    </div>
  );
}
