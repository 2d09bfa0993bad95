import { YEAR_MESSAGE } from './messages.ts';
import { type FieldOptions, pattern, type Rule, stringField } from './rule.ts';

/** Year: exactly 4 digits. */
export const YEAR_PATTERN = /^\d{4}$/;

export const yearRules: readonly Rule[] = [pattern(YEAR_PATTERN, YEAR_MESSAGE)];

export function yearField(options: FieldOptions = {}) {
  return stringField(yearRules, options);
}
