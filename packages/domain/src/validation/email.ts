import { EMAIL_MESSAGE } from './messages.ts';
import { type FieldOptions, pattern, type Rule, stringField } from './rule.ts';
import { maxLength, minLength } from './text-length.ts';

export const EMAIL_MIN_LENGTH = 6;
export const EMAIL_MAX_LENGTH = 320;

// The WHATWG form-validation pattern, with one change: the domain needs a dot, because a
// car owner's address always has one and 'me@localhost' is a typo here.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Email: 6 to 320 characters plus a pattern. */
export const emailRules: readonly Rule[] = [
  minLength(EMAIL_MIN_LENGTH),
  maxLength(EMAIL_MAX_LENGTH),
  pattern(EMAIL_PATTERN, EMAIL_MESSAGE),
];

export function emailField(options: FieldOptions = {}) {
  return stringField(emailRules, options);
}
