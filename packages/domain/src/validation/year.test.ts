import { describe, expect, it } from 'vitest';
import { firstFailure } from './rule.ts';
import { yearField, yearRules } from './year.ts';

describe('year', () => {
  it.each(['0000', '1999', '2026'])('accepts exactly 4 digits: %s', (value) => {
    expect(firstFailure(value, yearRules)).toBeUndefined();
  });
  it.each(['202', '20266', '20a6', ' 2026', '-202'])('rejects %s', (value) => {
    expect(firstFailure(value, yearRules)).toBe('Must be 4 digits (year).');
  });
  it('the field accepts empty', () => {
    expect(yearField().parse('')).toBeUndefined();
  });
});
