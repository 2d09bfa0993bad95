import type { InputHTMLAttributes } from 'react';
import { FieldFrame, type FieldProps } from './field-frame.tsx';
import { controlClass } from './field-styles.ts';
import { useFormField } from './use-form-field.ts';

type NativeOptions = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'type'
  | 'inputMode'
  | 'autoComplete'
  | 'maxLength'
  | 'placeholder'
  | 'spellCheck'
  | 'autoCapitalize'
>;

export type TextInputProps = FieldProps &
  NativeOptions & {
    /** Registration numbers are written in capitals; forcing it saves a round of errors. */
    uppercase?: boolean;
  };

/** A single-line text field bound to the enclosing Form. Stores a string. */
export function TextInput({
  name,
  label,
  hint,
  required,
  hideRequiredIndicator,
  disabled,
  className,
  uppercase = false,
  ...native
}: TextInputProps) {
  const field = useFormField<string | undefined>(name);
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={field.error}
      required={required}
      hideRequiredIndicator={hideRequiredIndicator}
      className={className}
    >
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={field.name}
          ref={field.bindElement}
          value={field.value ?? ''}
          onChange={(event) =>
            field.onChange(uppercase ? event.target.value.toUpperCase() : event.target.value)
          }
          onBlur={field.onBlur}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          className={controlClass}
          type="text"
          {...native}
        />
      )}
    </FieldFrame>
  );
}
