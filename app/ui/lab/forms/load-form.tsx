// Load mode: N orders per virtual second for S seconds. Each second is one lab action, sent one at a time with
// the page free in between, so a long load shows its progress and can be cancelled; what is left is the state
// after the last second applied, and its link replays it.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from '../../i18n/use-translation';
import { isLoadRate, LOAD_RATE, LOAD_SECONDS } from '../../../engine/runtime/load';
import { useLabActor } from '../lab-context';
import { CheckedField } from '../../shared/checked-field';
import { ControlButton } from '../controls/control-button';
import { useAnnounce } from '../controls/status-region';

type Field = 'rate' | 'seconds';
const whole = (text: string) => (/^\s*[0-9]+\s*$/.test(text) ? Number(text) : NaN);
const isSeconds = (n: number) => Number.isInteger(n) && n >= LOAD_SECONDS.min && n <= LOAD_SECONDS.max;
/** Lets the page paint and take input between two seconds of load. */
const breathe = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export default function LoadForm() {
  const { t } = useTranslation();
  const actor = useLabActor();
  const announce = useAnnounce();
  const id = useId();
  const [rate, setRate] = useState('8');
  const [seconds, setSeconds] = useState('20');
  const [problem, setProblem] = useState<Field | null>(null);
  const [progress, setProgress] = useState<{ done: number; of: number } | null>(null);
  const cancelled = useRef(false);
  const orderUp = useSelector(actor, (s) => s.can({ type: 'LOAD_SECOND', rate: 1 }));
  // Leaving the lab ends a load in progress: nothing is sent to a lab that is gone.
  useEffect(() => () => void (cancelled.current = true), []);

  async function start(event?: FormEvent) {
    event?.preventDefault();
    if (progress) return;
    const perSecond = whole(rate);
    const total = whole(seconds);
    const found: Field | null = !isLoadRate(perSecond) ? 'rate' : !isSeconds(total) ? 'seconds' : null;
    setProblem(found);
    if (found) return;
    cancelled.current = false;
    setProgress({ done: 0, of: total });
    let done = 0;
    for (; done < total && !cancelled.current; done += 1) {
      const event = { type: 'LOAD_SECOND', rate: perSecond } as const;
      if (!actor.getSnapshot().can(event)) break;
      actor.send(event);
      setProgress({ done: done + 1, of: total });
      await breathe();
    }
    setProgress(null);
    announce(t(done === total ? 'ops.loadDone' : 'ops.loadStopped', { done, total, rate: perSecond }));
  }

  const field = (name: Field, label: string, value: string, set: (v: string) => void) => (
    <CheckedField
      id={`${id}-${name}`}
      label={label}
      value={value}
      onChange={set}
      disabled={progress !== null}
      error={
        problem === name
          ? t(name === 'rate' ? 'ops.rateProblem' : 'ops.secondsProblem', name === 'rate' ? LOAD_RATE : LOAD_SECONDS)
          : undefined
      }
    />
  );

  return (
    <form className="load-form" onSubmit={start} noValidate aria-label={t('ops.load')}>
      {field('rate', t('ops.rate'), rate, setRate)}
      {field('seconds', t('ops.seconds_label'), seconds, setSeconds)}
      {progress ? (
        <>
          <label className="load-progress">
            {t('ops.loadProgress', { done: progress.done, total: progress.of })}
            <progress value={progress.done} max={progress.of} />
          </label>
          <button type="button" onClick={() => (cancelled.current = true)}>
            {t('ops.cancelLoad')}
          </button>
        </>
      ) : (
        <ControlButton
          label={t('ops.startLoad')}
          reason={orderUp ? null : t('reason.orderServiceDown')}
          onPress={() => void start()}
        />
      )}
    </form>
  );
}
