import { describe, expect, it } from 'vitest';
import { landlineInputField, validateLandlineField } from './landline-field.ts';

describe('landline input without area code', () => {
  it('empty: valid unless required, then Is required', () => {
    expect(validateLandlineField('', {})).toBeUndefined();
    expect(validateLandlineField('', { required: true })).toBe('Is required');
  });
  it('7 digits fail, 8 pass, 9 fail', () => {
    expect(validateLandlineField('9876 543', {})).toBe('Must be a valid phone number');
    expect(validateLandlineField('9876 5432', {})).toBeUndefined();
    expect(validateLandlineField('9876 54321', {})).toBe('Must be a valid phone number');
  });
  it('an area code is not allowed here', () => {
    expect(validateLandlineField('(02) 9876 5432', {})).toBe('Must be a valid phone number');
  });
});

describe('landline input with area code', () => {
  const options = { withAreaCode: true };
  it('an area code needs 8 more digits: 9 fail, 10 pass', () => {
    expect(validateLandlineField('(02) 9876 543', options)).toBe('Must be a valid phone number');
    expect(validateLandlineField('(02) 9876 5432', options)).toBeUndefined();
    expect(validateLandlineField('(18) 0012 3456', options)).toBeUndefined();
  });
  it('no area code (None) is 8 digits', () => {
    expect(validateLandlineField('9876 5432', options)).toBeUndefined();
  });
  it('letters are never a phone number', () => {
    expect(validateLandlineField('(02) 9876 543x', options)).toBe('Must be a valid phone number');
  });
  it('the schema says the same', () => {
    expect(landlineInputField(options).parse('(03) 9876 5432')).toBe('(03) 9876 5432');
    expect(landlineInputField({ required: true }).safeParse('').error?.issues[0]?.message).toBe(
      'Is required',
    );
  });
});
