import { z } from 'zod/mini';
import { NUMBER_MESSAGE, REQUIRED_MESSAGE } from './messages.ts';
import { type FieldOptions, isEmptyValue, pattern, type Rule, stringField } from './rule.ts';

/** Numbers only: digits and nothing else. */
export const NUMBERS_ONLY_PATTERN = /^\d+$/;
/** Decimal: an optional minus sign, digits, an optional fraction ('-12.5'). */
export const DECIMAL_PATTERN = /^-?\d+(?:\.\d+)?$/;

export function numbersOnly(message: string = NUMBER_MESSAGE): Rule {
  return pattern(NUMBERS_ONLY_PATTERN, message);
}

export function decimal(message: string = NUMBER_MESSAGE): Rule {
  return pattern(DECIMAL_PATTERN, message);
}

export function numbersOnlyField(options: FieldOptions & { message?: string } = {}) {
  return stringField([numbersOnly(options.message)], options);
}

export function decimalField(options: FieldOptions & { message?: string } = {}) {
  return stringField([decimal(options.message)], options);
}

/**
 * The schema of a number field's stored value (the number and currency inputs store
 * numbers): empty passes unless required; anything but a finite number is 'Must be a number.'.
 */
export function numberValueField(options: FieldOptions & { message?: string } = {}) {
  return z.pipe(
    z.nullish(z.number({ error: options.message ?? NUMBER_MESSAGE })).check(
      z.superRefine((value, ctx) => {
        if (options.required && isEmptyValue(value)) {
          ctx.addIssue({ code: 'custom', message: options.requiredMessage ?? REQUIRED_MESSAGE });
        }
      }),
    ),
    z.transform((value: number | null | undefined) => value ?? undefined),
  );
}
