import { describe, expect, it } from 'vitest';
import {
  landlineField,
  landlineRules,
  landlineWithAreaCodeRules,
  LANDLINE_WITH_AREA_CODE_PATTERN,
} from './landline.ts';
import { firstFailure } from './rule.ts';

const check = (value: string) => firstFailure(value, landlineRules);

describe('landline', () => {
  it.each(['98765432', '9876 5432'])('accepts %s', (value) => {
    expect(check(value)).toBeUndefined();
  });
  it('7 characters fail on length, 8 and 9 pass, 10 pass the length rule, 11 fail', () => {
    expect(check('9876543')).toBe('Must be at least 8 character(s).');
    expect(check('98765432')).toBeUndefined();
    expect(check('9876 5432')).toBeUndefined();
    expect(check('9876  5432')).toBe('Must be a valid landline number.');
    expect(check('9876 54321 ')).toBe('Must be no more than 10 characters.');
  });
  it.each(['987 65432', '9876543a', '98765 432'])('rejects %s', (value) => {
    expect(check(value)).toBe('Must be a valid landline number.');
  });
});

describe('landline with area code', () => {
  it.each([
    '(02) 9876 5432',
    '0298765432',
    '03 9876 5432',
    '(07)98765432',
    '(08) 9876 5432',
    '1300123456',
    '(18) 0012 3456',
  ])('accepts %s', (value) => {
    expect(firstFailure(value, landlineWithAreaCodeRules)).toBeUndefined();
  });
  it.each(['(04) 9876 5432', '(02 9876 5432', '(02) 9876 543', '(02) 9876 54321', '9876 5432'])(
    'rejects %s',
    (value) => {
      expect(LANDLINE_WITH_AREA_CODE_PATTERN.test(value)).toBe(false);
    },
  );
  it('the field picks the variant', () => {
    expect(landlineField({ areaCode: true }).safeParse('(02) 9876 5432').success).toBe(true);
    expect(landlineField().safeParse('(02) 9876 5432').error?.issues[0]?.message).toBe(
      'Must be no more than 10 characters.',
    );
  });
});
