import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { REQUIRED_MESSAGE } from './messages.ts';
import {
  firstFailure,
  isEmptyValue,
  pattern,
  requiredIf,
  stringField,
  validateString,
} from './rule.ts';

const digits = pattern(/^\d+$/, 'digits');
const short = (value: string) => (value.length > 3 ? 'short' : undefined);

describe('isEmptyValue', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    [' ', false],
    [0, false],
    [false, false],
  ])('%j -> %s', (value, empty) => {
    expect(isEmptyValue(value)).toBe(empty);
  });
});

describe('validateString', () => {
  it('accepts empty unless required', () => {
    expect(validateString('', [digits])).toBeUndefined();
    expect(validateString(undefined, [digits])).toBeUndefined();
    expect(validateString(null, [digits])).toBeUndefined();
  });
  it("answers the required message for empty required fields, or the screen's own", () => {
    expect(validateString('', [digits], { required: true })).toBe(REQUIRED_MESSAGE);
    expect(
      validateString(undefined, [], { required: true, requiredMessage: 'Enter a latitude' }),
    ).toBe('Enter a latitude');
  });
  it('answers the first failing rule in order', () => {
    expect(firstFailure('abcd', [digits, short])).toBe('digits');
    expect(firstFailure('1234', [digits, short])).toBe('short');
    expect(firstFailure('123', [digits, short])).toBeUndefined();
  });
});

describe('stringField', () => {
  const schema = stringField([digits], { required: false });
  it('turns empty answers into undefined', () => {
    expect(schema.parse('')).toBeUndefined();
    expect(schema.parse(null)).toBeUndefined();
    expect(schema.parse('42')).toBe('42');
  });
  it('fails with the rule message', () => {
    const result = schema.safeParse('4a');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('digits');
  });
  it('fails a required empty value with Is required', () => {
    expect(stringField([], { required: true }).safeParse('').error?.issues[0]?.message).toBe(
      REQUIRED_MESSAGE,
    );
  });
});

describe('requiredIf', () => {
  const schema = z
    .object({ kind: z.string(), other: z.optional(z.string()) })
    .check(z.superRefine(requiredIf('other', (values) => values.kind === 'other')));
  it('requires the field only when the condition holds', () => {
    expect(schema.safeParse({ kind: 'plain' }).success).toBe(true);
    const failed = schema.safeParse({ kind: 'other', other: '' });
    expect(failed.error?.issues[0]).toMatchObject({ message: REQUIRED_MESSAGE, path: ['other'] });
    expect(schema.safeParse({ kind: 'other', other: 'x' }).success).toBe(true);
  });
});
