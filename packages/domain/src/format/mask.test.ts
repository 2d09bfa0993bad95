import { describe, expect, it } from 'vitest';
import { applyMask, digitsOnly, maskCapacity } from './mask.ts';

describe('digitsOnly', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('+61 (0) 412-345-678')).toBe('610412345678');
    expect(digitsOnly('abc')).toBe('');
  });
});

describe('applyMask', () => {
  it.each([
    ['', '### ### ###', ''],
    ['4', '### ### ###', '4'],
    ['412', '### ### ###', '412'],
    ['4123', '### ### ###', '412 3'],
    ['412345678', '### ### ###', '412 345 678'],
    ['4123456789', '### ### ###', '412 345 678'],
    ['211234567', '## ### ####', '21 123 4567'],
    ['0', '(##) #### ####', '(0'],
    ['02', '(##) #### ####', '(02'],
    ['029', '(##) #### ####', '(02) 9'],
    ['0298765432', '(##) #### ####', '(02) 9876 5432'],
    ['98765432', '#### ####', '9876 5432'],
    ['98 76-54 32', '#### ####', '9876 5432'],
  ])('%j in %j -> %j', (value, mask, expected) => {
    expect(applyMask(value, mask)).toBe(expected);
  });
  it('counts the digits a mask holds', () => {
    expect(maskCapacity('(##) #### ####')).toBe(10);
    expect(maskCapacity('### ### ###')).toBe(9);
  });
});
