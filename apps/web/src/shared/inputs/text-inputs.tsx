import { EMAIL_MAX_LENGTH } from '@ignite/domain/validation/email';
import { REGO_MAX_LENGTH } from '@ignite/domain/validation/rego';
import { URL_MAX_LENGTH } from '@ignite/domain/validation/url';
import { TextInput, type TextInputProps } from './text-input.tsx';
import type { FieldProps } from './field-props.ts';

// The text fields of spec part 1 section 5, each with the keyboard and limits that suit it.
// Their rules live in the domain (emailField, urlField...), used in the Form's schema.

type Extra = Pick<TextInputProps, 'placeholder' | 'autoComplete'>;

export function EmailInput(props: FieldProps & Extra) {
  return (
    <TextInput
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={EMAIL_MAX_LENGTH}
      {...props}
    />
  );
}

export function UrlInput(props: FieldProps & Extra) {
  return (
    <TextInput
      type="url"
      inputMode="url"
      autoComplete="url"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={URL_MAX_LENGTH}
      placeholder="https://"
      {...props}
    />
  );
}

export function YearInput(props: FieldProps & Extra) {
  return <TextInput inputMode="numeric" maxLength={4} placeholder="YYYY" {...props} />;
}

export function RegoInput(props: FieldProps & Extra) {
  return (
    <TextInput
      uppercase
      autoCapitalize="characters"
      autoComplete="off"
      spellCheck={false}
      maxLength={REGO_MAX_LENGTH}
      {...props}
    />
  );
}

/** A decimal typed as text ('-33.8688'), checked by the domain's decimal rule. */
export function DecimalInput(props: FieldProps & Extra) {
  return <TextInput inputMode="decimal" autoComplete="off" {...props} />;
}
