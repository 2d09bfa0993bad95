import { describe, expect, it } from 'vitest';
import {
  decimal,
  decimalField,
  numberValueField,
  numbersOnly,
  numbersOnlyField,
} from './numeric.ts';

describe('numbers only', () => {
  it.each(['0', '7', '0042', '1234567890'])('accepts %s', (value) => {
    expect(numbersOnly()(value)).toBeUndefined();
  });
  it.each(['-1', '1.5', '1 000', '1,000', 'abc', '12a'])('rejects %s', (value) => {
    expect(numbersOnly()(value)).toBe('Must be a number.');
  });
  it("takes a screen's own message", () => {
    expect(numbersOnly('Must be a valid number of kilometers')('x')).toBe(
      'Must be a valid number of kilometers',
    );
  });
  it('the field accepts empty', () => {
    expect(numbersOnlyField().safeParse('').success).toBe(true);
  });
});

describe('decimal', () => {
  it.each(['0', '-0', '12', '-12', '12.5', '-33.8688', '0.000001'])('accepts %s', (value) => {
    expect(decimal()(value)).toBeUndefined();
  });
  it.each(['-', '.5', '12.', '1.2.3', '+1', '--1', '1e5', ' 1'])('rejects %s', (value) => {
    expect(decimal()(value)).toBe('Must be a number.');
  });
  it('the field accepts empty unless required', () => {
    expect(decimalField().safeParse('').success).toBe(true);
    expect(
      decimalField({ required: true, requiredMessage: 'Enter a latitude' }).safeParse('').error
        ?.issues[0]?.message,
    ).toBe('Enter a latitude');
  });
});

describe('number value field', () => {
  it('accepts numbers, and empty unless required', () => {
    expect(numberValueField().parse(0)).toBe(0);
    expect(numberValueField().parse(-999999999)).toBe(-999999999);
    expect(numberValueField().parse(undefined)).toBeUndefined();
    expect(numberValueField().parse(null)).toBeUndefined();
    expect(
      numberValueField({ required: true }).safeParse(undefined).error?.issues[0]?.message,
    ).toBe('Is required');
  });
  it.each([Number.NaN, Number.POSITIVE_INFINITY, '12'])(
    'rejects %s with Must be a number.',
    (value) => {
      expect(numberValueField().safeParse(value).error?.issues[0]?.message).toBe(
        'Must be a number.',
      );
    },
  );
});
