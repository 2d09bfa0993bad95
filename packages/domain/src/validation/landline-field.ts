import { z } from 'zod/mini';
import { inferAreaCode } from '../format/landline.ts';
import { digitsOnly } from '../format/mask.ts';
import { PHONE_FIELD_MESSAGE, REQUIRED_MESSAGE } from './messages.ts';
import { isEmptyValue } from './rule.ts';

/**
 * The landline input (spec part 2 section 5): 'Is required' or 'Must be a valid phone
 * number'. Without area codes the number is 8 digits; with them it is an area code and 8
 * digits, or 8 digits when no area code applies ('None' in the list).
 */
export function validateLandlineField(
  value: string | null | undefined,
  { required = false, withAreaCode = false }: { required?: boolean; withAreaCode?: boolean },
): string | undefined {
  if (isEmptyValue(value)) return required ? REQUIRED_MESSAGE : undefined;
  const digits = digitsOnly(value);
  if (/[^\d\s()]/.test(value)) return PHONE_FIELD_MESSAGE;
  const hasAreaCode = withAreaCode && inferAreaCode(digits).code !== '';
  const expected = hasAreaCode ? 10 : 8;
  return digits.length === expected ? undefined : PHONE_FIELD_MESSAGE;
}

export function landlineInputField(options: { required?: boolean; withAreaCode?: boolean } = {}) {
  return z.pipe(
    z.nullish(z.string()).check(
      z.superRefine((value, ctx) => {
        const message = validateLandlineField(value, options);
        if (message !== undefined) ctx.addIssue({ code: 'custom', message });
      }),
    ),
    z.transform((value: string | null | undefined) => (isEmptyValue(value) ? undefined : value)),
  );
}
