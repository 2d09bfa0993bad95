import { type ReactNode, useId } from 'react';
import { errorClass, hintClass, labelClass } from './field-styles.ts';

/** What every input component takes besides its own options. */
export type FieldProps = {
  /** The field's name in the enclosing Form's values. */
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  /** Hides the '*' and, for the phone field, the invalid style shown until valid. */
  hideRequiredIndicator?: boolean;
  disabled?: boolean;
  className?: string;
};

export type ControlProps = { id: string; describedBy: string | undefined; invalid: boolean };

type FieldFrameProps = Omit<FieldProps, 'name' | 'disabled'> & {
  error: string | undefined;
  children: (control: ControlProps) => ReactNode;
};

/**
 * Label, control, hint and error of one field. The label is a real <label> tied to the
 * control, and the hint and error are tied with aria-describedby so a screen reader reads
 * them with the field; the error is also a live region so it is heard when it appears.
 */
export function FieldFrame({
  label,
  hint,
  error,
  required,
  hideRequiredIndicator,
  className = '',
  children,
}: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required && !hideRequiredIndicator ? (
          <span aria-hidden="true" className="text-[color:var(--color-danger)]">
            {' *'}
          </span>
        ) : null}
      </label>
      {children({ id, describedBy: describedBy || undefined, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <p id={errorId} aria-live="polite" className={`${errorClass} empty:hidden`}>
        {error ?? ''}
      </p>
    </div>
  );
}
