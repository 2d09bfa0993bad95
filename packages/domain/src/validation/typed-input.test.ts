import { describe, expect, test } from 'vitest';
import { overflowsMask, readTypedNumber, showInMask } from './typed-input.ts';

describe('showInMask: every character typed is kept', () => {
  const mobile = '### ### ###';

  test('digits that fit are laid into the mask, typed with or without its spaces', () => {
    expect(showInMask('412345678', mobile)).toBe('412 345 678');
    expect(showInMask('412 345 678', mobile)).toBe('412 345 678');
    expect(showInMask('4123', mobile)).toBe('412 3');
    expect(showInMask('', mobile)).toBe('');
  });

  test('one digit more than the mask holds is kept, not cut to another number', () => {
    expect(showInMask('4122999888', mobile)).toBe('412 299 9888');
    expect(showInMask('412 299 9888', mobile)).toBe('412 299 9888');
  });

  test('a letter is kept where it was typed', () => {
    expect(showInMask('412a', mobile)).toBe('412a');
  });

  test('a mask’s own brackets are separators, not typed characters', () => {
    expect(showInMask('(02) 9876 5432', '(##) #### ####')).toBe('(02) 9876 5432');
    expect(showInMask('0298765432', '(##) #### ####')).toBe('(02) 9876 5432');
    expect(showInMask('02987654321', '(##) #### ####')).toBe('(02) 9876 54321');
  });
});

describe('overflowsMask: no more typing can make it fit', () => {
  test('digits up to the mask’s capacity still fit, the one after does not', () => {
    expect(overflowsMask('412 299 98', '### ### ###')).toBe(false);
    expect(overflowsMask('412 299 988', '### ### ###')).toBe(false);
    expect(overflowsMask('412 299 9888', '### ### ###')).toBe(true);
  });

  test('a letter never fits', () => {
    expect(overflowsMask('41a', '### ### ###')).toBe(true);
  });
});

describe('readTypedNumber', () => {
  test('blank is empty', () => {
    expect(readTypedNumber('')).toEqual({ kind: 'empty' });
    expect(readTypedNumber('  ')).toEqual({ kind: 'empty' });
  });

  test('digits, a minus and a decimal point are a number; $ , and spaces are stripped', () => {
    expect(readTypedNumber('12')).toEqual({ kind: 'number', value: 12 });
    expect(readTypedNumber('-3.5')).toEqual({ kind: 'number', value: -3.5 });
    expect(readTypedNumber('.5')).toEqual({ kind: 'number', value: 0.5 });
    expect(readTypedNumber('7.')).toEqual({ kind: 'number', value: 7 });
    expect(readTypedNumber('$1,250.50')).toEqual({ kind: 'number', value: 1250.5 });
  });

  test('letters or a misplaced sign are not a number, never 0 or the digits before them', () => {
    expect(readTypedNumber('12abc')).toEqual({ kind: 'notANumber' });
    expect(readTypedNumber('abc')).toEqual({ kind: 'notANumber' });
    expect(readTypedNumber('1-2')).toEqual({ kind: 'notANumber' });
    expect(readTypedNumber('1.2.3')).toEqual({ kind: 'notANumber' });
    expect(readTypedNumber('-')).toEqual({ kind: 'notANumber' });
  });
});
