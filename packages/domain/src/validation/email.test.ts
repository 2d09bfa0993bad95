import { describe, expect, it } from 'vitest';
import { emailField, emailRules } from './email.ts';
import { firstFailure } from './rule.ts';

const check = (value: string) => firstFailure(value, emailRules);

describe('email', () => {
  it('5 characters fail on length, 6 pass', () => {
    expect(check('a@b.c')).toBe('Must be at least 6 character(s).');
    expect(check('a@b.co')).toBeUndefined();
  });
  it('320 characters pass, 321 fail on length', () => {
    // 64 + '@' + four 63-letter labels joined by dots (255) = 320.
    const at320 = `${'a'.repeat(64)}@${Array(4).fill('b'.repeat(63)).join('.')}`;
    expect(at320).toHaveLength(320);
    expect(check(at320)).toBeUndefined();
    expect(check(`a${at320}`)).toBe('Must be no more than 320 characters.');
  });
  it.each(['owner@demo.ignite', 'jo.smith+car@example.com.au', "o'neil@mail.co.nz"])(
    'accepts %s',
    (value) => {
      expect(check(value)).toBeUndefined();
    },
  );
  it.each([
    'owner.demo.ignite',
    'owner@localhost',
    'owner@demo..com',
    'ow ner@demo.com',
    '@demo.com',
  ])('rejects %s', (value) => {
    expect(check(value)).toBe('Must be a valid email address.');
  });
  it('the field accepts empty unless required', () => {
    expect(emailField().safeParse('').success).toBe(true);
    expect(emailField({ required: true }).safeParse('').success).toBe(false);
  });
});
