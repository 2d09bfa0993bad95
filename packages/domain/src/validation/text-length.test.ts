import { describe, expect, it } from 'vitest';
import { characterCount, maxLength, minLength, textField } from './text-length.ts';

describe('text length', () => {
  it('minimum: one short fails with the spec message, the minimum passes', () => {
    expect(minLength(2)('a')).toBe('Must be at least 2 character(s).');
    expect(minLength(2)('ab')).toBeUndefined();
  });
  it('maximum: the maximum passes, one over fails with the spec message', () => {
    expect(maxLength(5)('abcde')).toBeUndefined();
    expect(maxLength(5)('abcdef')).toBe('Must be no more than 5 characters.');
  });
  it('counts an emoji as one character', () => {
    expect(characterCount('🚗')).toBe(1);
    expect(maxLength(1)('🚗')).toBeUndefined();
  });
  it('textField applies both bounds, empty passes unless required', () => {
    const field = textField({ min: 2, max: 4 });
    expect(field.safeParse('').success).toBe(true);
    expect(field.safeParse('a').error?.issues[0]?.message).toBe('Must be at least 2 character(s).');
    expect(field.safeParse('abcd').success).toBe(true);
    expect(field.safeParse('abcde').error?.issues[0]?.message).toBe(
      'Must be no more than 4 characters.',
    );
    expect(textField({ required: true }).safeParse('').error?.issues[0]?.message).toBe(
      'Is required',
    );
  });
});
