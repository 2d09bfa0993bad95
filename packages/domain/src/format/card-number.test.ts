import { describe, expect, it } from 'vitest';
import { maskedCardDigits } from './card-number.ts';

describe('maskedCardDigits', () => {
  it.each([
    ['**** **** **** 4242', '4242'],
    ['XXXX-XXXX-XXXX-1234', '1234'],
    ['5123 45** **** 6789', '5123456789'],
    ['', ''],
  ])('%j -> %j', (masked, digits) => {
    expect(maskedCardDigits(masked)).toBe(digits);
  });
});
