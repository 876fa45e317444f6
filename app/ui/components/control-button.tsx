// A lab control. When the action is not possible it stays focusable (aria-disabled) and says why, with the
// way on: in its description for screen readers, and next to it on hover, focus and tap (a pressed disabled
// control also says it in the status line).
import { useId, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { GuardedButton } from './guarded-button';
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
  // A tap on a touch screen has no hover: it pins the reason until focus moves on.
  const [pinned, setPinned] = useState(false);
  return (
    <span className={`control${pinned && reason ? ' show-reason' : ''}`} onBlur={() => setPinned(false)}>
      <GuardedButton
        className={className}
        aria-label={shortLabel ? label : undefined}
        aria-describedby={reason ? id : undefined}
        aria-keyshortcuts={shortcut}
        reason={reason}
        onPress={onPress}
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
