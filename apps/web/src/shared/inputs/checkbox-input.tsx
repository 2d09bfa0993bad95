import { Check } from 'lucide-react';
import { useId } from 'react';
import { errorClass } from './field-styles.ts';
import type { FieldProps } from './field-frame.tsx';
import { useFormField } from './use-form-field.ts';

/**
 * A checkbox whose whole row is the label, so the touch target is the row, not the box. The
 * box is drawn over a real checkbox (the native one ignores the theme), which keeps the
 * keyboard and screen-reader behaviour. Stores a boolean.
 */
export function CheckboxInput({
  name,
  label,
  hint,
  required,
  disabled,
  className = '',
}: FieldProps) {
  const { bindElement, ...field } = useFormField<boolean | undefined>(name);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label
        htmlFor={id}
        className="flex min-h-12 cursor-pointer items-center gap-3 text-base text-[color:var(--color-text)]"
      >
        <span className="relative grid size-6 shrink-0 place-items-center">
          <input
            id={id}
            type="checkbox"
            name={field.name}
            ref={bindElement}
            checked={field.value ?? false}
            disabled={disabled}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            aria-invalid={field.error ? true : undefined}
            aria-describedby={field.error ? errorId : undefined}
            aria-required={required || undefined}
            className="peer size-6 cursor-pointer appearance-none rounded-md border-2 border-[color:var(--color-field)] bg-[color:var(--color-surface)] checked:border-[color:var(--color-accent)] checked:bg-[color:var(--color-accent)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[color:var(--color-accent)]"
          />
          <Check
            aria-hidden="true"
            strokeWidth={3}
            className="pointer-events-none absolute size-4 text-[color:var(--color-on-accent)] opacity-0 peer-checked:opacity-100"
          />
        </span>
        <span>
          {label}
          {hint ? (
            <span className="block text-sm text-[color:var(--color-muted)]">{hint}</span>
          ) : null}
        </span>
      </label>
      <p id={errorId} aria-live="polite" className={`${errorClass} empty:hidden`}>
        {field.error ?? ''}
      </p>
    </div>
  );
}
