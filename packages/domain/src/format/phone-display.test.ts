import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from './phone-display.ts';

describe('formatPhoneNumber', () => {
  it.each([
    ['1300123456', '1300 12 34 56'],
    ['1800 123 456', '1800 12 34 56'],
    ['0412345678', '0412 345 678'],
    ['0412 345 678', '0412 345 678'],
    ['0298765432', '(02) 9876 5432'],
    ['0398765432', '(03) 9876 5432'],
    ['0887654321', '(08) 8765 4321'],
  ])('%s -> %s', (value, display) => {
    expect(formatPhoneNumber(value)).toBe(display);
  });
  it('adds the leading 0 to nine-digit numbers', () => {
    expect(formatPhoneNumber('298765432')).toBe('(02) 9876 5432');
    expect(formatPhoneNumber('412345678')).toBe('0412 345 678');
  });
  it('shows other lengths as given, and nothing for nothing', () => {
    expect(formatPhoneNumber('98765432')).toBe('98765432');
    expect(formatPhoneNumber(' 131234 ')).toBe('131234');
    expect(formatPhoneNumber('')).toBe('');
    expect(formatPhoneNumber(null)).toBe('');
  });
});
