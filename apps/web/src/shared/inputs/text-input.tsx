import type { InputHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame.tsx';
import { controlClass } from './field-styles.ts';
import type { FieldProps } from './field-props.ts';
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
  uppercase = false,
  type = 'text',
  inputMode,
  autoComplete,
  maxLength,
  placeholder,
  spellCheck,
  autoCapitalize,
  ...props
}: TextInputProps) {
  const field = useFormField<string | undefined>(props);
  return (
    <FieldFrame {...field.frame}>
      <input
        {...field.control}
        value={field.value ?? ''}
        onChange={(event) =>
          field.onChange(uppercase ? event.target.value.toUpperCase() : event.target.value)
        }
        className={controlClass}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        maxLength={maxLength}
        placeholder={placeholder}
        spellCheck={spellCheck}
        autoCapitalize={autoCapitalize}
      />
    </FieldFrame>
  );
}
