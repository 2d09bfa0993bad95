import { ChevronDown } from 'lucide-react';
import { FieldFrame } from './field-frame.tsx';
import { controlClass } from './field-styles.ts';
import type { FieldProps } from './field-props.ts';
import { useFormField } from './use-form-field.ts';

export type SelectOption = { value: string; label: string };

type SelectInputProps = FieldProps & {
  options: readonly SelectOption[];
  /** The empty first choice; choosing it stores '', which the rules treat as empty. */
  placeholder?: string;
};

/** A native select (the phone's own picker on mobile), themed. Stores the option's value. */
export function SelectInput({ options, placeholder = 'Select…', ...props }: SelectInputProps) {
  const field = useFormField<string | undefined>(props);
  return (
    <FieldFrame {...field.frame}>
      <div className="relative">
        <select
          {...field.control}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value)}
          className={`${controlClass} appearance-none pr-12`}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-[color:var(--color-muted)]"
        />
      </div>
    </FieldFrame>
  );
}
