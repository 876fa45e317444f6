// A labelled text field checked where it is typed: when it has an error, the field says so (aria-invalid) and
// the message is tied to it (aria-describedby), so a screen reader hears why on reaching the field. The relay
// order form, the relay settings, the load, retention and amend forms all use it.
interface Props {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** The message, already translated, or undefined when the value is fine. */
  error?: string;
  numeric?: boolean;
  disabled?: boolean;
  /** A hint the field is described by while it has no error. */
  hintId?: string;
  /** Where a form's keyboard shortcut puts the focus. */
  shortcutTarget?: string;
}

export function CheckedField({
  id,
  label,
  value,
  onChange,
  error,
  numeric = true,
  disabled,
  hintId,
  shortcutTarget,
}: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        data-shortcut-target={shortcutTarget}
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete="off"
        spellCheck={false}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : hintId}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
