import { useController } from 'react-hook-form';

/**
 * One field of the enclosing Form. The value's type is the caller's promise: react-hook-form
 * keeps values untyped by name, and each input knows what it stores (text, number, date...).
 * Inputs never store undefined: react-hook-form would show the default value again. Cleared
 * fields hold '' or null, which the domain's rules and the unchanged check treat as empty.
 */
export function useFormField<Value>(name: string) {
  const { field, fieldState } = useController({ name });
  return {
    name: field.name,
    value: field.value as Value,
    onChange: (value: Value) => field.onChange(value),
    onBlur: field.onBlur,
    // A callback ref: react-hook-form focuses the first invalid field through it.
    bindElement: field.ref,
    error: fieldState.error?.message,
  };
}
