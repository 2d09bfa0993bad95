import type { InputHTMLAttributes } from 'react';
import { maxLengthMessage } from '@ignite/domain/validation/messages';
import { characterCount } from '@ignite/domain/validation/text-length';
import { FieldFrame } from './field-frame.tsx';
import { controlClass } from './field-styles.ts';
import { errorIdOf, type FieldProps, hintIdOf } from './field-props.ts';
import { useFormField } from './use-form-field.ts';

type NativeOptions = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'placeholder' | 'spellCheck' | 'autoCapitalize'
>;

export type TextInputProps = FieldProps &
  NativeOptions & {
    /**
     * The most characters the field takes. Text beyond it is kept and refused with 'Must be no
     * more than N characters.': a browser's maxLength would drop the rest unseen (a code or a
     * year cut to one that happens to be valid).
     */
    maxLength?: number | undefined;
    /** Registration numbers are written in capitals; forcing it saves a round of errors. */
    uppercase?: boolean;
  };

/** A single-line text field bound to the enclosing Form. Stores a string, as typed. */
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
  const value = field.value ?? '';
  const tooLong = maxLength !== undefined && characterCount(value) > maxLength;
  // The field's own limit, said at once and first; otherwise what the form's rule says.
  const error = tooLong ? maxLengthMessage(maxLength) : field.error;
  const { id, hint } = field.frame;
  const describedBy = [hint ? hintIdOf(id) : null, error ? errorIdOf(id) : null]
    .filter(Boolean)
    .join(' ');
  return (
    <FieldFrame {...field.frame} error={error}>
      <input
        {...field.control}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy || undefined}
        value={value}
        onChange={(event) =>
          field.onChange(uppercase ? event.target.value.toUpperCase() : event.target.value)
        }
        className={controlClass}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        placeholder={placeholder}
        spellCheck={spellCheck}
        autoCapitalize={autoCapitalize}
      />
    </FieldFrame>
  );
}
