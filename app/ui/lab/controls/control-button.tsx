// A lab control. When the action is not possible it stays focusable (aria-disabled) and says why, with the
// way on: in its description for screen readers, and next to it on hover and keyboard focus (a pressed disabled
// control also says it in the status line, which is where a touch screen hears it).
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { GuardedButton } from '../../shared/guarded-button';
import { useAnnounce } from './status-region';

interface Props {
  /** The accessible name, as DESIGN.md's vocabulary spells it ("Crash relay"). */
  label: string;
  /** Shorter visible text where the context already names the rest ("Crash" on the relay's card). */
  shortLabel?: string;
  /** Why the action is not possible now (already translated), or null when it is. */
  reason: string | null;
  onPress(): void;
  className?: string;
  /** A key that presses this control, shown to everyone and told to assistive technology. */
  shortcut?: string;
}

export function ControlButton({ label, shortLabel, reason, onPress, className, shortcut }: Props) {
  const id = useId();
  const announce = useAnnounce();
  const { t } = useTranslation();
  // A refused keyboard press pins the reason until focus moves on.
  const [pinned, setPinned] = useState(false);
  // A click that acted and so disabled this very control (Run to end, Crash) keeps its reason hidden until the
  // pointer has left: the learner's own click never leaves a tooltip over the lab. A keyboard press (detail 0)
  // leaves it to :focus-visible, so a keyboard user learns at once why the control now waits.
  const [quiet, setQuiet] = useState(false);
  return (
    <span
      className={`control${pinned && reason ? ' show-reason' : ''}${quiet ? ' quiet' : ''}`}
      onBlur={() => {
        setPinned(false);
        setQuiet(false);
      }}
      onPointerLeave={() => setQuiet(false)}
    >
      <GuardedButton
        className={className}
        aria-label={shortLabel ? label : undefined}
        aria-describedby={reason ? id : undefined}
        aria-keyshortcuts={shortcut}
        reason={reason}
        onPress={(event) => {
          if (event.detail > 0) setQuiet(true);
          onPress();
        }}
        onRefused={(why) => {
          setPinned(true);
          announce(t('status.refused', { reason: why }));
        }}
      >
        {shortLabel ?? label}
      </GuardedButton>
      {reason && (
        <span id={id} className="reason" role="tooltip">
          {reason}
        </span>
      )}
    </span>
  );
}
