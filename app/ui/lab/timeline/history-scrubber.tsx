// The scrubber: the current way as a slider from the start to its last action (moving it shows the lab there,
// the rest under Forward), and each kept branch as a slider from where it leaves the current way to its end,
// drawn from that point, so the rows read as a tree. A branch's step is shown with its button: a keyboard moving
// along a branch must not switch ways on every arrow key.
import './history-scrubber.css';
import { useId, useMemo, useState, type CSSProperties } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from '../../i18n/use-translation';
import type { LabAction } from '../../../engine/actions/registry';
import { forkPoint, type Branch } from '../../../machine/branches';
import { wholeLog } from '../../../machine/lab-machine';
import { useLabActor } from '../lab-context';
import { useActionLabel } from '../../shared/action-label';

type T = ReturnType<typeof useTranslation>['t'];

function valueText(t: T, label: (a: LabAction) => string, log: readonly LabAction[], at: number): string {
  if (at === 0) return t('history.atStart', { total: log.length });
  const action = log[at - 1];
  const name = action.type === 'submit' ? t('history.submitted', { id: action.orderId }) : label(action);
  return t('history.after', { at, total: log.length, action: name });
}

function BranchRow({ branch, index, fork, span }: { branch: Branch; index: number; fork: number; span: number }) {
  const { t } = useTranslation();
  const actor = useLabActor();
  const label = useActionLabel();
  const id = useId();
  const [at, setAt] = useState(branch.actions.length);
  const shown = Math.min(Math.max(at, fork), branch.actions.length);
  const name = t('history.branch', { n: index + 1, fork, total: branch.actions.length });
  const style = { '--from': fork / span, '--to': branch.actions.length / span } as CSSProperties;
  return (
    <li className="scrub-row scrub-branch" style={style}>
      <label htmlFor={id}>{name}</label>
      <span className="scrub-track">
        <input
          id={id}
          type="range"
          min={fork}
          max={branch.actions.length}
          value={shown}
          onChange={(e) => setAt(Number(e.target.value))}
          aria-valuetext={valueText(t, label, branch.actions, shown)}
        />
      </span>
      <button
        type="button"
        aria-describedby={id}
        onClick={() => actor.send({ type: 'SEEK', branch: index, at: shown })}
      >
        {t('history.show', { at: shown })}
      </button>
    </li>
  );
}

export function HistoryScrubber() {
  const { t } = useTranslation();
  const actor = useLabActor();
  const label = useActionLabel();
  const headingId = useId();
  const currentId = useId();
  const actions = useSelector(actor, (s) => s.context.actions);
  const undone = useSelector(actor, (s) => s.context.undone);
  const design = useSelector(actor, (s) => s.context.design);
  const branches = useSelector(actor, (s) => s.context.branches);
  const whole = useMemo(() => wholeLog({ actions, undone }), [actions, undone]);
  // Where each branch leaves this way: once per change of the log or the branches, not once per row render.
  const kept = useMemo(
    () =>
      branches
        .map((branch, index) => ({ branch, index, fork: forkPoint(whole, branch.actions) }))
        .filter(({ branch }) => branch.design === design),
    [branches, whole, design],
  );
  const span = Math.max(1, whole.length, ...kept.map(({ branch }) => branch.actions.length));
  if (whole.length === 0 && kept.length === 0) return null;
  return (
    <section className="history-scrubber" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('history.heading')}</h3>
      <ol className="scrub-rows">
        <li className="scrub-row scrub-current" style={{ '--from': 0, '--to': whole.length / span } as CSSProperties}>
          <label htmlFor={currentId}>{t('history.current', { count: whole.length })}</label>
          <span className="scrub-track">
            <input
              id={currentId}
              type="range"
              min={0}
              max={whole.length}
              value={actions.length}
              onChange={(e) => actor.send({ type: 'SEEK', at: Number(e.target.value) })}
              aria-valuetext={valueText(t, label, whole, actions.length)}
            />
          </span>
        </li>
        {kept.map(({ branch, index, fork }) => (
          // Keyed by content: a branch that moves in the list keeps its row (and its slider's place).
          <BranchRow
            key={`${index}|${branch.actions.length}|${fork}`}
            branch={branch}
            index={index}
            fork={fork}
            span={span}
          />
        ))}
      </ol>
    </section>
  );
}
