// A lab control. When the action is not possible it stays focusable (aria-disabled) and says why: in its
// description for screen readers, in a tooltip, and in the status region if pressed anyway.
import { useId } from 'react';
import { useAnnounce } from './status-region';
import { useTranslation } from 'react-i18next';

interface Props {
  label: string;
  /** Why the action is not possible now (already translated), or null when it is. */
  reason: string | null;
  onPress(): void;
  className?: string;
}

export function ControlButton({ label, reason, onPress, className }: Props) {
  const id = useId();
  const announce = useAnnounce();
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className={className}
        aria-disabled={reason ? 'true' : undefined}
        aria-describedby={reason ? id : undefined}
        title={reason ?? undefined}
        onClick={() => (reason ? announce(t('status.refused', { reason })) : onPress())}
      >
        {label}
      </button>
      {reason && (
        <span id={id} className="visually-hidden">
          {reason}
        </span>
      )}
    </>
  );
}
