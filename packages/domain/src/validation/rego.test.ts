import { describe, expect, it } from 'vitest';
import { regoField, regoRules } from './rego.ts';
import { firstFailure } from './rule.ts';

const check = (value: string) => firstFailure(value, regoRules());

describe('registration number', () => {
  it('1 character fails, 2 pass', () => {
    expect(check('A')).toBe('Must be a valid registration number.');
    expect(check('AB')).toBeUndefined();
  });
  it('9 characters pass, 10 fail', () => {
    expect(check('ABC 123 D')).toBeUndefined();
    expect(check('ABC 123 DE')).toBe('Must be a valid registration number.');
  });
  it.each(['482RTZ', 'df19ka', '1AB 2CD'])('accepts letters, digits and spaces: %s', (value) => {
    expect(check(value)).toBeUndefined();
  });
  it.each(['AB-123', 'ÄB123', '  '])('rejects %j', (value) => {
    expect(check(value)).toBe('Must be a valid registration number.');
  });
  it("takes the garage's own message", () => {
    expect(firstFailure('#', regoRules('Must be a valid rego'))).toBe('Must be a valid rego');
    expect(regoField({ required: true }).safeParse('').error?.issues[0]?.message).toBe(
      'Is required',
    );
  });
});
