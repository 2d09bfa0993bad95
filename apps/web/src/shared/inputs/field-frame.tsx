import type { ReactNode } from 'react';
import { errorClass, hintClass, labelClass } from './field-styles.ts';
import { errorIdOf, type FrameProps, hintIdOf } from './field-props.ts';

/**
 * Label, control, hint and error of one field, from useFormField's `frame`. The label is a
 * real <label> tied to the control, and the hint and error are tied with aria-describedby
 * (the control's `control` props) so a screen reader reads them with the field.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  required,
  hideRequiredIndicator,
  className = '',
  children,
}: FrameProps & { children: ReactNode }) {
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
      {children}
      {hint ? (
        <p id={hintIdOf(id)} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A field's error, also a live region so it is heard when it appears. Empty, it takes no room. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return (
    <p id={errorIdOf(id)} aria-live="polite" className={`${errorClass} empty:hidden`}>
      {error ?? ''}
    </p>
  );
}
