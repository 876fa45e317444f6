// The one guard every control shares: a button that cannot act now stays focusable and named
// (aria-disabled, not `disabled`, so a keyboard or screen reader user can reach it and learn why) — and
// then a click, Enter or Space does nothing but say why. Every aria-disabled button in the app is this one
// (architecture.test.ts holds the rule), so no disabled control can act by mistake.
import type { ButtonHTMLAttributes, MouseEvent } from 'react';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'disabled' | 'aria-disabled'> {
  /** Why it cannot act now (already translated), or null when it can. */
  reason: string | null;
  /**
   * What it does when it can act (the click, to tell a pointer from a key). A submit button may leave this to its form.
   */
  onPress?(event: MouseEvent<HTMLButtonElement>): void;
  /** Told when it is pressed while it cannot act, to say why. */
  onRefused?(reason: string): void;
}

export function GuardedButton({ reason, onPress, onRefused, type = 'button', ...rest }: Props) {
  function click(event: MouseEvent<HTMLButtonElement>) {
    if (reason === null) return onPress?.(event);
    // A submit button's click would submit its form: a refused press changes nothing at all.
    event.preventDefault();
    onRefused?.(reason);
  }
  return <button {...rest} type={type} aria-disabled={reason === null ? undefined : 'true'} onClick={click} />;
}
