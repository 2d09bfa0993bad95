import { SwitchRow } from '@/shared/ui/switch.tsx';
import type { FieldProps } from './field-frame.tsx';
import { useFormField } from './use-form-field.ts';

/** The Form's on/off field: the shared switch with its label and hint. Stores a boolean. */
export function ToggleInput({ name, label, hint, disabled, className = '' }: FieldProps) {
  const { bindElement, ...field } = useFormField<boolean | undefined>(name);
  return (
    <SwitchRow
      label={label}
      hint={hint}
      className={className}
      name={field.name}
      ref={bindElement}
      checked={field.value ?? false}
      disabled={disabled}
      onCheckedChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
