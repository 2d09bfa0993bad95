import { MOBILE_MESSAGE } from './messages.ts';
import { type FieldOptions, pattern, type Rule, stringField } from './rule.ts';
import { maxLength, minLength } from './text-length.ts';

export const MOBILE_MIN_LENGTH = 8;
export const MOBILE_MAX_LENGTH = 18;

/**
 * Australian mobiles: 4 and eight more digits, written bare (as the phone field's local
 * number, '412 345 678'), after 0 ('0412 345 678') or after +61/61 ('+61 412 345 678'), with
 * single optional spaces between digits.
 */
export const AU_MOBILE_PATTERN = /^(?:\+61 ?|61 ?|0)?4(?: ?\d){8}$/;

/**
 * New Zealand mobiles: 2, a second digit (020, 021, 022, 027...), then six to eight digits,
 * bare ('21 123 4567'), after 0 or after +64/64.
 */
export const NZ_MOBILE_PATTERN = /^(?:\+64 ?|64 ?|0)?2\d(?: ?\d){6,8}$/;

/** Mobile: the Australian pattern, 8 to 18 characters. */
export const mobileRules: readonly Rule[] = [
  minLength(MOBILE_MIN_LENGTH),
  maxLength(MOBILE_MAX_LENGTH),
  pattern(AU_MOBILE_PATTERN, MOBILE_MESSAGE),
];

export function mobileField(options: FieldOptions = {}) {
  return stringField(mobileRules, options);
}
