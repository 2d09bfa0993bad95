import { z } from 'zod/mini';
import { MOBILE_FIELD_MESSAGE, REQUIRED_MESSAGE } from './messages.ts';
import { AU_MOBILE_PATTERN, NZ_MOBILE_PATTERN } from './mobile.ts';
import { isEmptyValue } from './rule.ts';

export type PhoneCountry = {
  name: 'Australia' | 'New Zealand';
  code: '61' | '64';
  placeholder: string;
  mask: string;
  mobilePattern: RegExp;
};

export const AUSTRALIA: PhoneCountry = {
  name: 'Australia',
  code: '61',
  placeholder: '400 000 000',
  mask: '### ### ###',
  mobilePattern: AU_MOBILE_PATTERN,
};

export const NEW_ZEALAND: PhoneCountry = {
  name: 'New Zealand',
  code: '64',
  placeholder: '20 000 0000',
  mask: '## ### ####',
  mobilePattern: NZ_MOBILE_PATTERN,
};

/** Australia first: it is the default. */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = [AUSTRALIA, NEW_ZEALAND];
export const DEFAULT_PHONE_COUNTRY = AUSTRALIA;
/** The phone input takes at most 18 characters. */
export const PHONE_FIELD_MAX_LENGTH = 18;

/** '0', or '+61 (0)' when the country code is shown in the prefix. */
export function phonePrefix(country: PhoneCountry, showCountryCode: boolean): string {
  return showCountryCode ? `+${country.code} (0)` : '0';
}

/**
 * The full number: the country code followed by the local number as typed, without its spaces.
 * The prefix already shows the trunk 0, so a 0 typed anyway is dropped ('0412...' ->
 * '61412...'). Nothing else is: a digit too many or a letter stays, for the rule to refuse,
 * rather than being cut to another number that someone else may hold.
 */
export function fullPhoneNumber(country: PhoneCountry, local: string): string {
  const spaceless = local.replace(/\s/g, '');
  // A number pasted in full ('+61 412 345 678') is the same number: its code is the country's.
  const withCode = `+${country.code}`;
  const national = spaceless.startsWith(withCode) ? spaceless.slice(withCode.length) : spaceless;
  const typed = national.replace(/^0+/, '');
  return typed === '' ? '' : `${country.code}${typed}`;
}

/** A stored full number split back into its country and local number. */
export function splitFullPhoneNumber(full: string | null | undefined): {
  country: PhoneCountry;
  local: string;
} {
  const typed = (full ?? '').replace(/\s/g, '');
  const country = PHONE_COUNTRIES.find((candidate) => typed.startsWith(candidate.code));
  if (!country) return { country: DEFAULT_PHONE_COUNTRY, local: typed };
  return { country, local: typed.slice(country.code.length) };
}

/** Required and empty: 'Is required'; otherwise the selected country's mobile pattern. */
export function validatePhoneField(
  local: string | null | undefined,
  country: PhoneCountry,
  required: boolean,
): string | undefined {
  if (isEmptyValue(local)) return required ? REQUIRED_MESSAGE : undefined;
  if (local.length > PHONE_FIELD_MAX_LENGTH) return MOBILE_FIELD_MESSAGE;
  return country.mobilePattern.test(local) ? undefined : MOBILE_FIELD_MESSAGE;
}

/** The schema of a phone field's stored value, the full number ('61412345678'). */
export function phoneField(options: { required?: boolean } = {}) {
  return z.pipe(
    z.nullish(z.string()).check(
      z.superRefine((full, ctx) => {
        const known = !isEmptyValue(full) && PHONE_COUNTRIES.some((c) => full.startsWith(c.code));
        const { country, local } = splitFullPhoneNumber(full);
        const message = isEmptyValue(full)
          ? validatePhoneField(full, country, options.required ?? false)
          : known
            ? validatePhoneField(local, country, options.required ?? false)
            : MOBILE_FIELD_MESSAGE;
        if (message !== undefined) ctx.addIssue({ code: 'custom', message });
      }),
    ),
    z.transform((full: string | null | undefined) => (isEmptyValue(full) ? undefined : full)),
  );
}
