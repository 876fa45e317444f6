// A native <dialog> shown modally while `open` is true (focus trapped, Escape closes, the page inert behind it).
// `onShow` runs as it opens, so a dialog starts clean each time (no message left from the last visit).
import { useEffect, useRef, type RefObject } from 'react';

export function useModalDialog(open: boolean, onShow: () => void): RefObject<HTMLDialogElement | null> {
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
  return dialog;
}
