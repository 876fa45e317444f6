// A long link's replay, shown: what it is doing ("action 312 of 1,001"), how far it is, and Cancel. A progressbar
// named by its purpose, its value a share of the work (a run's moves are estimated) and its text the same words.
import { useLayoutEffect, useRef } from 'react';
import type { OpeningProgress as Progress } from '../../../machine/link-opening';
import { useTranslation } from '../../i18n/use-translation';

export function ReplayProgress({
  progress,
  onCancel,
  takeFocus,
}: {
  progress: Progress;
  onCancel(): void;
  /** Whether to focus Cancel when shown: asked as it appears (the focus was in the lab that goes inert under it). */
  takeFocus(): boolean;
}) {
  const { t } = useTranslation();
  const cancel = useRef<HTMLButtonElement>(null);
  const percent = Math.floor(progress.fraction * 100);
  const text =
    progress.moves === null
      ? t('replay.actions', { applied: progress.applied, actions: progress.actions })
      : t('replay.run', { applied: progress.applied, actions: progress.actions, moves: progress.moves });
  useLayoutEffect(() => {
    // The benchmark's "progress bar shown": the frame that draws it.
    requestAnimationFrame(() => performance.mark('outbox-lab:replay-bar'));
    if (takeFocus()) cancel.current?.focus();
    // Once, when the bar appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="replay-progress">
      <p className="replay-progress-text">{text}</p>
      <div
        className="replay-progress-track"
        role="progressbar"
        aria-label={t('replay.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${t('replay.percent', { percent })} — ${text}`}
      >
        <div className="replay-progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <button type="button" ref={cancel} onClick={onCancel}>
        {t('replay.cancel')}
      </button>
    </div>
  );
}
