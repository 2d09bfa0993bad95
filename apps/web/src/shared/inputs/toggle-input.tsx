import { useId } from 'react';
import type { FieldProps } from './field-frame.tsx';
import { useFormField } from './use-form-field.ts';

/**
 * An on/off switch: a real checkbox with role="switch", so it is announced as 'on' or 'off'
 * and toggled with Space. The label and the track share one 48 px row. Stores a boolean.
 */
export function ToggleInput({ name, label, hint, disabled, className = '' }: FieldProps) {
  const { bindElement, ...field } = useFormField<boolean | undefined>(name);
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={`flex min-h-12 items-center justify-between gap-4 ${className}`}>
      <label
        htmlFor={id}
        className="flex-1 cursor-pointer text-base text-[color:var(--color-text)]"
      >
        {label}
        {hint ? (
          <span id={hintId} className="block text-sm text-[color:var(--color-muted)]">
            {hint}
          </span>
        ) : null}
      </label>
      <span className="relative inline-flex h-12 w-16 shrink-0 items-center">
        <input
          id={id}
          type="checkbox"
          role="switch"
          name={field.name}
          ref={bindElement}
          checked={field.value ?? false}
          disabled={disabled}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          aria-describedby={hint ? hintId : undefined}
          className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[color:var(--color-accent)]"
        />
        <span
          aria-hidden="true"
          className="h-8 w-14 rounded-full border border-[color:var(--color-field)] bg-[color:var(--color-raised)] transition-colors peer-checked:border-[color:var(--color-accent)] peer-checked:bg-[color:var(--color-accent)]"
        />
        <span
          aria-hidden="true"
          className="absolute left-2 size-6 rounded-full bg-[color:var(--color-text)] transition-transform peer-checked:translate-x-6 peer-checked:bg-[color:var(--color-on-accent)]"
        />
      </span>
    </div>
  );
}
