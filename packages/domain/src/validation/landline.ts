import { LANDLINE_MESSAGE } from './messages.ts';
import { type FieldOptions, pattern, type Rule, stringField } from './rule.ts';
import { maxLength, minLength } from './text-length.ts';

export const LANDLINE_MIN_LENGTH = 8;
export const LANDLINE_MAX_LENGTH = 10;

/** Landline: 8 digits, optionally a space after the fourth ('9876 5432'). */
export const LANDLINE_PATTERN = /^\d{4} ?\d{4}$/;

/**
 * The area-code variant: one of the area codes of spec part 2 section 5 (02, 03, 07, 08, 13,
 * 18), bare or in brackets, then the 4 + 4 digits: '(02) 9876 5432', '0298765432'.
 */
export const LANDLINE_WITH_AREA_CODE_PATTERN =
  /^(?:\((?:0[2378]|1[38])\) ?|(?:0[2378]|1[38]) ?)\d{4} ?\d{4}$/;

/** Landline: the pattern, 8 to 10 characters. */
export const landlineRules: readonly Rule[] = [
  minLength(LANDLINE_MIN_LENGTH),
  maxLength(LANDLINE_MAX_LENGTH),
  pattern(LANDLINE_PATTERN, LANDLINE_MESSAGE),
];

/** With an area code the number is longer than 10 characters, so only the pattern applies. */
export const landlineWithAreaCodeRules: readonly Rule[] = [
  pattern(LANDLINE_WITH_AREA_CODE_PATTERN, LANDLINE_MESSAGE),
];

export function landlineField(options: FieldOptions & { areaCode?: boolean } = {}) {
  return stringField(options.areaCode ? landlineWithAreaCodeRules : landlineRules, options);
}
