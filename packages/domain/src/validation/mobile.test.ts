import { describe, expect, it, test } from 'vitest';
import {
  AU_MOBILE_PATTERN,
  isAuOrNzMobile,
  mobileField,
  mobileRules,
  normaliseMobile,
  writtenMobile,
  NZ_MOBILE_PATTERN,
} from './mobile.ts';
import { firstFailure } from './rule.ts';

const check = (value: string) => firstFailure(value, mobileRules);

describe('Australian mobile', () => {
  it.each([
    '0412345678',
    '0412 345 678',
    '04 1234 5678',
    '+61412345678',
    '+61 412 345 678',
    '61412345678',
    '412 345 678',
    '412345678',
  ])('accepts %s', (value) => {
    expect(check(value)).toBeUndefined();
  });
  it.each([
    ['0312345678', 'a landline'],
    ['041234567', 'one digit short'],
    ['04123456789', 'one digit over'],
    ['0412  345 678', 'a double space'],
    ['+64 412 345 678', 'the New Zealand code'],
    ['0412-345-678', 'dashes'],
  ])('rejects %s (%s)', (value) => {
    expect(check(value)).toBe('Must be a valid mobile number.');
  });
  it('7 characters fail on length, 8 pass it (and meet the pattern)', () => {
    expect(check('0412345')).toBe('Must be at least 8 character(s).');
    expect(check('04123456')).toBe('Must be a valid mobile number.');
  });
  it('18 characters pass, 19 fail on length', () => {
    const at18 = '+61 4 1 23 45 67 8';
    expect(at18).toHaveLength(18);
    expect(check(at18)).toBeUndefined();
    const at19 = '+61 4 1 2 3 45 67 8';
    expect(at19).toHaveLength(19);
    expect(AU_MOBILE_PATTERN.test(at19)).toBe(true);
    expect(check(at19)).toBe('Must be no more than 18 characters.');
  });
  it('the field accepts empty unless required', () => {
    expect(mobileField().safeParse('').success).toBe(true);
    expect(mobileField({ required: true }).safeParse('').error?.issues[0]?.message).toBe(
      'Is required',
    );
  });
});

describe('New Zealand mobile', () => {
  it.each([
    '21 123 4567',
    '021 123 456',
    '0211234567',
    '+64 21 123 4567',
    '6421123456',
    '27 123 45678',
  ])('accepts %s', (value) => {
    expect(NZ_MOBILE_PATTERN.test(value)).toBe(true);
  });
  it.each(['21 123 45', '31 123 4567', '021 123 456789', '+61 21 123 4567'])(
    'rejects %s',
    (value) => {
      expect(NZ_MOBILE_PATTERN.test(value)).toBe(false);
    },
  );
});

describe('Australian and New Zealand mobiles, one form each', () => {
  test.each([
    ['0412 345 678', '+61412345678'],
    ['+61 412 345 678', '+61412345678'],
    ['61412345678', '+61412345678'],
    ['412 345 678', '+61412345678'],
    ['021 234 5678', '+64212345678'],
    ['+64 21 234 5678', '+64212345678'],
    ['21 234 567', '+6421234567'],
  ])('%s is %s', (written, e164) => {
    expect(isAuOrNzMobile(written)).toBe(true);
    expect(normaliseMobile(written)).toBe(e164);
  });

  test.each(['02 9630 1000', '1300 77 68 32', '0412', '041234567890', 'x412345678'])(
    '%s is not a mobile',
    (written) => {
      expect(isAuOrNzMobile(written)).toBe(false);
    },
  );
});

describe('a stored mobile as its owner writes it', () => {
  test.each([
    ['+61412345678', '0412 345 678'],
    ['+64212345678', '+64212345678'],
  ])('%s is shown as %s', (e164, written) => {
    expect(writtenMobile(e164)).toBe(written);
    expect(normaliseMobile(written)).toBe(e164);
  });
});
