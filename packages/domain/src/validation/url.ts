import { URL_MESSAGE } from './messages.ts';
import { type FieldOptions, pattern, type Rule, stringField } from './rule.ts';
import { maxLength, minLength } from './text-length.ts';

export const URL_MIN_LENGTH = 3;
export const URL_MAX_LENGTH = 2048;

// https only, a dotted host name with a top-level domain, an optional port, then any path,
// query or fragment without spaces.
const URL_PATTERN =
  /^https:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** URL: 3 to 2048 characters, must start with https, plus a pattern. */
export const urlRules: readonly Rule[] = [
  minLength(URL_MIN_LENGTH),
  maxLength(URL_MAX_LENGTH),
  (value) => (value.startsWith('https') ? undefined : URL_MESSAGE),
  pattern(URL_PATTERN, URL_MESSAGE),
];

export function urlField(options: FieldOptions = {}) {
  return stringField(urlRules, options);
}
