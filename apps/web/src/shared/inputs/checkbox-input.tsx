import { Check } from 'lucide-react';
import { FieldError } from './field-frame.tsx';
import type { FieldProps } from './field-props.ts';
import { useFormField } from './use-form-field.ts';

/**
 * A checkbox whose whole row is the label, so the touch target is the row, not the box. The
 * box is drawn over a real checkbox (the native one ignores the theme), which keeps the
 * keyboard and screen-reader behaviour. Stores a boolean.
 */
export function CheckboxInput({ hint, className = '', ...props }: FieldProps) {
  // The hint sits inside the label, so it is part of the box's name, not its description.
  const field = useFormField<boolean | undefined>(props);
  const { id } = field.control;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label
        htmlFor={id}
        className="flex min-h-12 cursor-pointer items-center gap-3 text-base text-[color:var(--color-text)]"
      >
        <span className="relative grid size-6 shrink-0 place-items-center">
          <input
            {...field.control}
            type="checkbox"
            checked={field.value ?? false}
            onChange={(event) => field.onChange(event.target.checked)}
            className="peer size-6 cursor-pointer appearance-none rounded-md border-2 border-[color:var(--color-field)] bg-[color:var(--field-fill,var(--color-surface))] checked:border-[color:var(--color-accent)] checked:bg-[color:var(--color-accent)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[color:var(--color-accent)]"
          />
          <Check
            aria-hidden="true"
            strokeWidth={3}
            className="pointer-events-none absolute size-4 text-[color:var(--color-on-accent)] opacity-0 peer-checked:opacity-100"
          />
        </span>
        <span>
          {props.label}
          {hint ? (
            <span className="block text-sm text-[color:var(--color-muted)]">{hint}</span>
          ) : null}
        </span>
      </label>
      <FieldError id={id} error={field.error} />
    </div>
  );
}
