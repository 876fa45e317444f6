// A modal sheet over the page: a native <dialog> shown with showModal while `open` is true (focus kept inside,
// Escape closes, the page inert behind it), named by its heading, with a Close button. `onShow` runs as it opens,
// so a dialog starts clean each time (no message left from the last visit).
import './modal-dialog.css';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

interface Props {
  open: boolean;
  onClose(): void;
  onShow(): void;
  title: string;
  className: string;
  children: ReactNode;
}

export function ModalDialog({ open, onClose, onShow, title, className, children }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const shown = useRef(onShow);
  shown.current = onShow;
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      shown.current();
      el.showModal();
    } else if (!open && el.open) el.close();
  }, [open]);
  return (
    <dialog ref={dialog} className={`modal-dialog ${className}`} aria-labelledby={headingId} onClose={onClose}>
      <div className="dialog-head">
        <h2 id={headingId}>{title}</h2>
        <button type="button" onClick={onClose}>
          {t('dialog.close')}
        </button>
      </div>
      {children}
    </dialog>
  );
}
