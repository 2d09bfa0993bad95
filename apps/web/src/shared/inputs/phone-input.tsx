import { useState } from 'react';
import {
  fullPhoneNumber,
  PHONE_COUNTRIES,
  phonePrefix,
  splitFullPhoneNumber,
  validatePhoneField,
} from '@ignite/domain/validation/phone-field';
import { overflowsMask, showInMask } from '@ignite/domain/validation/typed-input';
import { FieldFrame } from './field-frame.tsx';
import { controlBoxClass, pendingRequiredClass } from './field-styles.ts';
import type { FieldProps } from './field-props.ts';
import { useFormField } from './use-form-field.ts';

type PhoneInputProps = FieldProps & {
  /** Show '+61 (0)' rather than '0' before the number. */
  showCountryCodeInPrefix?: boolean;
};

/**
 * The mobile phone field (spec part 1 section 5): a country (Australia by default, or New
 * Zealand), the prefix, and the local number in the country's mask. It stores the full number:
 * the country code followed by the local number ('61412345678'). Nothing typed is cut: a digit
 * beyond the mask, a letter or more than 18 characters stay in the field and the rule says
 * 'Must be a valid mobile number' (a cut number would be another, valid, someone else's).
 * A required field looks invalid until it is valid, unless the required indicator is hidden.
 * Where the row is too narrow for a usable number box (320 px), the country goes above it.
 */
export function PhoneInput({ showCountryCodeInPrefix = false, ...props }: PhoneInputProps) {
  const { label, required = false, hideRequiredIndicator, disabled } = props;
  const field = useFormField<string | undefined>(props);
  const stored = splitFullPhoneNumber(field.value);
  // An empty field still has a country; remember the choice until a number carries it.
  const [chosenCode, setChosenCode] = useState(stored.country.code);
  const country = field.value
    ? stored.country
    : (PHONE_COUNTRIES.find((candidate) => candidate.code === chosenCode) ?? stored.country);
  const local = showInMask(stored.local, country.mask);
  const pending =
    required && !hideRequiredIndicator && validatePhoneField(local, country, true) !== undefined;

  return (
    <FieldFrame {...field.frame}>
      <div className="flex flex-wrap items-stretch gap-2">
        <select
          aria-label={`${label} country`}
          value={country.code}
          disabled={disabled}
          onChange={(event) => {
            const next = PHONE_COUNTRIES.find((c) => c.code === event.target.value) ?? country;
            setChosenCode(next.code);
            field.onChange(fullPhoneNumber(next, stored.local));
          }}
          className={`${controlBoxClass} shrink-0 pr-2 pl-3`}
        >
          {PHONE_COUNTRIES.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
        <div
          className={`flex min-h-12 min-w-[12rem] flex-1 items-center rounded-xl border bg-[color:var(--field-fill,var(--color-surface))] focus-within:border-[color:var(--color-accent)] focus-within:outline-2 focus-within:outline-[color:var(--color-accent)] ${
            field.invalid || pending ? pendingRequiredClass : 'border-[color:var(--color-field)]'
          }`}
        >
          <span aria-hidden="true" className="pl-4 text-base text-[color:var(--color-muted)]">
            {phonePrefix(country, showCountryCodeInPrefix)}
          </span>
          <input
            {...field.control}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={country.placeholder}
            value={local}
            onChange={(event) => {
              // The trunk 0 is already in the prefix; everything else typed is kept.
              const shown = showInMask(event.target.value.replace(/^0/, ''), country.mask);
              // '' when cleared, never undefined (react-hook-form would restore the default).
              field.onChange(fullPhoneNumber(country, shown));
              // A number no more typing can put right says so at once, not only on leaving.
              if (overflowsMask(shown, country.mask)) field.onBlur();
            }}
            // The box around the prefix and the number draws the focus ring; the global
            // :focus-visible outline (unlayered, so no utility class can lift it) would draw a
            // second one inside it, over the prefix.
            style={{ outline: 'none' }}
            className="min-h-12 w-full min-w-0 rounded-xl bg-transparent pr-4 pl-1 text-base text-[color:var(--color-text)] placeholder:text-[color:var(--color-muted)]"
          />
        </div>
      </div>
    </FieldFrame>
  );
}
