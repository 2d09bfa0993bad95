import { useId } from 'react';
import { useController } from 'react-hook-form';
import { errorIdOf, type FieldProps, type FrameProps, hintIdOf } from './field-props.ts';

/**
 * One field of the enclosing Form, with everything its markup shares: `control` goes on the
 * field's main control (spread first, so an input can still put its own handler after it),
 * `frame` on the FieldFrame around it. Together they tie the label, hint and error to the
 * control by id, which screen readers and the browser tests rely on.
 *
 * The value's type is the caller's promise: react-hook-form keeps values untyped by name, and
 * each input knows what it stores (text, number, date...). Inputs never store undefined:
 * react-hook-form would show the default value again. Cleared fields hold '' or null, which
 * the domain's rules and the unchanged check treat as empty.
 */
export function useFormField<Value>({
  name,
  label,
  hint,
  required,
  hideRequiredIndicator,
  disabled,
  className,
}: FieldProps) {
  const { field, fieldState } = useController({ name });
  const id = useId();
  const error = fieldState.error?.message;
  const invalid = Boolean(error);
  const describedBy = [hint ? hintIdOf(id) : null, invalid ? errorIdOf(id) : null]
    .filter(Boolean)
    .join(' ');
  const frame: FrameProps = { id, label, hint, error, required, hideRequiredIndicator, className };
  return {
    value: field.value as Value,
    onChange: (value: Value) => field.onChange(value),
    onBlur: field.onBlur,
    error,
    invalid,
    control: {
      id,
      name: field.name,
      // A callback ref: react-hook-form focuses the first invalid field through it.
      ref: field.ref,
      disabled,
      onBlur: field.onBlur,
      'aria-invalid': invalid || undefined,
      'aria-describedby': describedBy || undefined,
      'aria-required': required || undefined,
    },
    frame,
  };
}
