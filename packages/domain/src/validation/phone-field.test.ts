import { describe, expect, it } from 'vitest';
import {
  AUSTRALIA,
  DEFAULT_PHONE_COUNTRY,
  fullPhoneNumber,
  NEW_ZEALAND,
  PHONE_COUNTRIES,
  PHONE_FIELD_MAX_LENGTH,
  phoneField,
  phonePrefix,
  splitFullPhoneNumber,
  validatePhoneField,
} from './phone-field.ts';

describe('phone countries', () => {
  it('Australia is the default: code 61, placeholder and mask of the spec', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe(AUSTRALIA);
    expect(PHONE_COUNTRIES.map((c) => c.name)).toEqual(['Australia', 'New Zealand']);
    expect(AUSTRALIA).toMatchObject({
      code: '61',
      placeholder: '400 000 000',
      mask: '### ### ###',
    });
    expect(NEW_ZEALAND).toMatchObject({
      code: '64',
      placeholder: '20 000 0000',
      mask: '## ### ####',
    });
    expect(PHONE_FIELD_MAX_LENGTH).toBe(18);
  });
});

describe('phonePrefix', () => {
  it("is '0', or '+code (0)' when the country code is shown", () => {
    expect(phonePrefix(AUSTRALIA, false)).toBe('0');
    expect(phonePrefix(AUSTRALIA, true)).toBe('+61 (0)');
    expect(phonePrefix(NEW_ZEALAND, true)).toBe('+64 (0)');
  });
});

describe('fullPhoneNumber and splitFullPhoneNumber', () => {
  it('is the country code followed by the local number', () => {
    expect(fullPhoneNumber(AUSTRALIA, '412 345 678')).toBe('61412345678');
    expect(fullPhoneNumber(NEW_ZEALAND, '21 123 4567')).toBe('64211234567');
  });
  it('drops a trunk 0 typed after the 0 prefix, and stays empty when empty', () => {
    expect(fullPhoneNumber(AUSTRALIA, '0412 345 678')).toBe('61412345678');
    expect(fullPhoneNumber(AUSTRALIA, '')).toBe('');
  });
  it('splits a stored number back into country and local number', () => {
    expect(splitFullPhoneNumber('64211234567')).toEqual({
      country: NEW_ZEALAND,
      local: '211234567',
    });
    expect(splitFullPhoneNumber('61412345678')).toEqual({ country: AUSTRALIA, local: '412345678' });
    expect(splitFullPhoneNumber(undefined)).toEqual({ country: AUSTRALIA, local: '' });
  });
  it('keeps a digit too many or a letter, for the rule to refuse, instead of cutting it', () => {
    expect(fullPhoneNumber(AUSTRALIA, '04122999888')).toBe('614122999888');
    expect(fullPhoneNumber(AUSTRALIA, '412 abc')).toBe('61412abc');
    expect(fullPhoneNumber(AUSTRALIA, '+61 412 345 678')).toBe('61412345678');
    expect(splitFullPhoneNumber('614122999888')).toEqual({
      country: AUSTRALIA,
      local: '4122999888',
    });
    expect(phoneField().safeParse('614122999888').error?.issues[0]?.message).toBe(
      'Must be a valid mobile number',
    );
    expect(phoneField().safeParse('61412abc').error?.issues[0]?.message).toBe(
      'Must be a valid mobile number',
    );
  });
});

describe('validatePhoneField', () => {
  it('empty: valid unless required, then Is required', () => {
    expect(validatePhoneField('', AUSTRALIA, false)).toBeUndefined();
    expect(validatePhoneField('', AUSTRALIA, true)).toBe('Is required');
  });
  it("checks the selected country's pattern", () => {
    expect(validatePhoneField('412 345 678', AUSTRALIA, true)).toBeUndefined();
    expect(validatePhoneField('21 123 4567', AUSTRALIA, true)).toBe(
      'Must be a valid mobile number',
    );
    expect(validatePhoneField('21 123 4567', NEW_ZEALAND, true)).toBeUndefined();
    expect(validatePhoneField('412 345 678', NEW_ZEALAND, true)).toBe(
      'Must be a valid mobile number',
    );
  });
  it('18 characters at most', () => {
    const at18 = '+61 4 1 23 45 67 8';
    expect(validatePhoneField(at18, AUSTRALIA, true)).toBeUndefined();
    expect(validatePhoneField(`${at18} `, AUSTRALIA, true)).toBe('Must be a valid mobile number');
  });
});

describe('phoneField schema', () => {
  it('validates the stored full number', () => {
    expect(phoneField().parse('61412345678')).toBe('61412345678');
    expect(phoneField().parse('')).toBeUndefined();
    expect(phoneField({ required: true }).safeParse('').error?.issues[0]?.message).toBe(
      'Is required',
    );
    expect(phoneField().safeParse('61211234567').error?.issues[0]?.message).toBe(
      'Must be a valid mobile number',
    );
    expect(phoneField().safeParse('44412345678').success).toBe(false);
  });
});
