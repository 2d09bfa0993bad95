import { z } from 'zod/mini';
import { REQUIRED_MESSAGE } from './messages.ts';

/**
 * A rule looks at a non-empty value and answers the message of its failure, or undefined.
 * Rules never see empty values: spec part 1 section 5 accepts empty unless the field is
 * required, so emptiness is decided once, in `validateString`.
 */
export type Rule = (value: string) => string | undefined;

export type FieldOptions = {
  required?: boolean | undefined;
  /** Screens with their own wording ('The make field is required') pass it here. */
  requiredMessage?: string | undefined;
};

/** Empty means no answer at all: undefined, null or the empty string. */
export function isEmptyValue(value: unknown): value is undefined | null | '' {
  return value === undefined || value === null || value === '';
}

/** The message of the first failing rule, in the order the rules are listed. */
export function firstFailure(value: string, rules: readonly Rule[]): string | undefined {
  for (const rule of rules) {
    const message = rule(value);
    if (message !== undefined) return message;
  }
  return undefined;
}

/** Empty passes unless required; anything else must pass every rule. */
export function validateString(
  value: string | null | undefined,
  rules: readonly Rule[],
  options: FieldOptions = {},
): string | undefined {
  if (isEmptyValue(value)) {
    return options.required ? (options.requiredMessage ?? REQUIRED_MESSAGE) : undefined;
  }
  return firstFailure(value, rules);
}

/** A rule from a pattern: the value must match it. */
export function pattern(regex: RegExp, message: string): Rule {
  return (value) => (regex.test(value) ? undefined : message);
}

/**
 * The zod schema of a text field: the same rules and messages for the form and the server.
 * Empty answers (''/null) leave the schema as undefined, so the API never stores ''.
 */
export function stringField(rules: readonly Rule[], options: FieldOptions = {}) {
  return z.pipe(
    z.nullish(z.string()).check(
      z.superRefine((value, ctx) => {
        const message = validateString(value, rules, options);
        if (message !== undefined) ctx.addIssue({ code: 'custom', message });
      }),
    ),
    z.transform((value: string | null | undefined) => (isEmptyValue(value) ? undefined : value)),
  );
}

/**
 * The spec's 'required-if': a field becomes required when a condition on the other fields
 * holds. Use as
 * `z.object({...}).check(z.superRefine(requiredIf('field', (v) => v.other === 'x')))`.
 */
export function requiredIf<T extends Record<string, unknown>>(
  field: keyof T & string,
  when: (values: T) => boolean,
  message: string = REQUIRED_MESSAGE,
) {
  return (values: T, ctx: z.core.$RefinementCtx<T>) => {
    if (when(values) && isEmptyValue(values[field])) {
      ctx.addIssue({ code: 'custom', message, path: [field] });
    }
  };
}
