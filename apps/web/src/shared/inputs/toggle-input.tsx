import { SwitchRow } from '@/shared/ui/switch.tsx';
import type { FieldProps } from './field-props.ts';
import { useFormField } from './use-form-field.ts';

/** The Form's on/off field: the shared switch with its label and hint. Stores a boolean. */
export function ToggleInput({ className = '', ...props }: FieldProps) {
  const field = useFormField<boolean | undefined>(props);
  // The switch row ties its own label and hint to the switch.
  const { name, ref, disabled, onBlur } = field.control;
  return (
    <SwitchRow
      label={props.label}
      hint={props.hint}
      className={className}
      name={name}
      ref={ref}
      checked={field.value ?? false}
      disabled={disabled}
      onCheckedChange={field.onChange}
      onBlur={onBlur}
    />
  );
}
