import { z } from 'zod/mini';
import { toCalendarDate } from '../format/date.ts';
import { DATE_MESSAGE, REQUIRED_MESSAGE } from './messages.ts';
import { type FieldOptions, isEmptyValue, type Rule, stringField } from './rule.ts';

/** Date: must parse as a valid date (DD/MM/YYYY, an ISO date or an ISO timestamp). */
export function validDate(message: string = DATE_MESSAGE): Rule {
  return (value) => (toCalendarDate(value) ? undefined : message);
}

/** A date typed as text. */
export function dateTextField(options: FieldOptions & { message?: string } = {}) {
  return stringField([validDate(options.message)], options);
}

/**
 * The date field's value: a Date, a date-library object or an ISO string, as the spec lets
 * the field store any of them. Empty passes unless required.
 */
export function dateValueField(options: FieldOptions & { message?: string } = {}) {
  return z.unknown().check(
    z.superRefine((value, ctx) => {
      if (isEmptyValue(value)) {
        if (options.required) {
          ctx.addIssue({ code: 'custom', message: options.requiredMessage ?? REQUIRED_MESSAGE });
        }
        return;
      }
      if (!toCalendarDate(value)) {
        ctx.addIssue({ code: 'custom', message: options.message ?? DATE_MESSAGE });
      }
    }),
  );
}
