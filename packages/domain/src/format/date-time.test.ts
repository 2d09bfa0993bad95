import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_TIME_FORMAT, formatDefaultDateTime, ordinal } from './date-time.ts';

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [30, '30th'],
    [31, '31st'],
  ])('%d -> %s', (day, text) => {
    expect(ordinal(day)).toBe(text);
  });
});

describe('formatDefaultDateTime', () => {
  it("renders 'Do MMM HH:mm:ss' in local time", () => {
    expect(DEFAULT_DATE_TIME_FORMAT).toBe('Do MMM HH:mm:ss');
    expect(formatDefaultDateTime(new Date(2025, 2, 5, 9, 4, 7))).toBe('5th Mar 09:04:07');
    expect(formatDefaultDateTime(new Date(2025, 11, 31, 23, 59, 59))).toBe('31st Dec 23:59:59');
  });
});
