import { z } from 'zod/mini';
import { REGO_MESSAGE } from './messages.ts';
import { type FieldOptions, pattern, type Rule, stringField } from './rule.ts';

export const REGO_MIN_LENGTH = 2;
export const REGO_MAX_LENGTH = 9;

/**
 * Registration number: 2 to 9 letters, digits or spaces. At least one letter or digit, since
 * a plate of spaces is no plate (the literal rule would accept '  ').
 */
export const REGO_PATTERN = /^(?=.*[A-Za-z0-9])[A-Za-z0-9 ]{2,9}$/;

/** Screens with their own wording (the garage's 'Must be a valid rego') pass a message. */
export function regoRules(message: string = REGO_MESSAGE): Rule[] {
  return [pattern(REGO_PATTERN, message)];
}

export function regoField(options: FieldOptions & { message?: string } = {}) {
  return stringField(regoRules(options.message), options);
}

/**
 * A rego sent to the API: trimmed, upper case, 2 to 9 letters, digits or spaces, with the
 * screen's own words for a missing and a wrong one (the welcome flow's and dealer mode's).
 */
export function regoSchema(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(1, { error: messages.required, abort: true }),
      z.minLength(REGO_MIN_LENGTH, { error: messages.invalid, abort: true }),
      z.maxLength(REGO_MAX_LENGTH, { error: messages.invalid, abort: true }),
      z.regex(REGO_PATTERN, messages.invalid),
    );
}
